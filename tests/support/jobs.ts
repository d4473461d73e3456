import pg from 'pg'

/**
 * Jobs of `tasks` that may still run: queued, running or due a retry. A completed job is deleted
 * (Payload's deleteJobOnComplete) and one that gave up has has_error, so 0 means the queue will do
 * nothing more for these tasks.
 */
export async function unfinishedJobs(databaseUri: string, tasks: readonly string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM payload_jobs WHERE task_slug = ANY($1) AND completed_at IS NULL AND NOT coalesce(has_error, false)',
      [tasks],
    )
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}
