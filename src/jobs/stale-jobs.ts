import type { Pool } from 'pg'

/**
 * Payload marks a job `processing` while a run has it and never looks back: a process killed
 * mid-run (a crash, SIGKILL, a shutdown cut at its deadline) or a database lost before the run's
 * outcome was written leaves the job marked for ever, and its e-mail is never sent. A job marked
 * for longer than `staleAfterMs` (far beyond any run: SMTP timeouts are minutes) is handed back to
 * the queue. Its handler is safe to run again (contact delivery takes a lock and checks; a chat
 * reply e-mail claims its replies first).
 */
export async function releaseStaleJobs(pool: Pick<Pool, 'query'>, staleAfterMs: number): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
     WHERE processing AND completed_at IS NULL AND updated_at < now() - $1::double precision * interval '1 millisecond'
       AND NOT (id = ANY($2::int[]))`,
    [staleAfterMs, [...running].map(Number).filter(Number.isInteger)],
  )
  return rowCount ?? 0
}

/**
 * Jobs this process is running now. A run can outlast the threshold while it waits for the database
 * to write down an e-mail it has sent; handing that job back would send the e-mail again.
 */
// On globalThis: server.ts and Next's bundle each load their own copy of this module.
const running: Set<number | string> = ((globalThis as { runningJobs?: Set<number | string> }).runningJobs ??= new Set())

export async function whileRunning<T>(jobId: number | string, run: () => Promise<T>): Promise<T> {
  running.add(jobId)
  try {
    return await run()
  } finally {
    running.delete(jobId)
  }
}

/** Checks every minute (more often for a short `staleAfterMs`); returns the function that stops it. */
export function watchStaleJobs(
  pool: Pick<Pool, 'query'>,
  staleAfterMs: number,
  log: (released: number) => void,
): () => void {
  const timer = setInterval(
    () => {
      releaseStaleJobs(pool, staleAfterMs)
        .then((released) => released > 0 && log(released))
        // The database is away: the next check tries again.
        .catch(() => {})
    },
    Math.min(60_000, Math.max(1_000, staleAfterMs / 2)),
  )
  timer.unref()
  return () => clearInterval(timer)
}
