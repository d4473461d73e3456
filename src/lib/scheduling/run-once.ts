import type { Payload, SanitizedConfig, TaskConfig } from 'payload'

import { LOCK_KEYS } from '@/lib/db/advisory-lock'
import { poolOf } from '@/lib/db/pool'

const SCHEDULE_PUBLISH_TASK = 'schedulePublish'
/** In Payload's key-value store: a scheduled publish that has run, by job id. */
const RAN_PREFIX = 'scheduled-publish-ran:'
const ranKey = (jobId: number | string) => `${RAN_PREFIX}${jobId}`

type Handler = Extract<TaskConfig<'schedulePublish'>['handler'], (...args: never[]) => unknown>

/**
 * Payload's queue marks a job as taken with a read and then a write, so two app processes running
 * the queue in the same second can both take one scheduled publish and publish twice. Each run here
 * holds an advisory lock on the job's id and first looks for a mark that it already ran, which the
 * run that published leaves: one publish per schedule, however many processes run the queue.
 */
export function scheduledPublishesRunOnce(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs.tasks?.find((candidate) => candidate.slug === SCHEDULE_PUBLISH_TASK)
  if (!task || typeof task.handler !== 'function') return config
  const publish = task.handler as Handler
  const once: Handler = async (args) => {
    const { payload } = args.req
    const pool = poolOf(payload.db)
    const jobId = args.job.id
    if (!pool) return publish(args)
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_KEYS.scheduledPublish, Number(jobId)])
      try {
        if (await payload.kv.get(ranKey(jobId))) return { output: {} }
        const result = await publish(args)
        await payload.kv.set(ranKey(jobId), { at: new Date().toISOString() })
        return result
      } finally {
        await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_KEYS.scheduledPublish, Number(jobId)])
      }
    } finally {
      client.release()
    }
  }
  task.handler = once as typeof task.handler
  return config
}

/**
 * Marks older than a week are no longer needed (a job is run within a minute of its time): the daily job clears them.
 */
export async function forgetOldScheduledRuns(payload: Pick<Payload, 'kv'>, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - 7 * 24 * 3_600_000
  let forgotten = 0
  for (const key of await payload.kv.keys()) {
    if (!key.startsWith(RAN_PREFIX)) continue
    const mark = await payload.kv.get<{ at?: string }>(key)
    if (!mark?.at || new Date(mark.at).getTime() < cutoff) {
      await payload.kv.delete(key)
      forgotten += 1
    }
  }
  return forgotten
}
