import type { Pool } from 'pg'

export type HealthReport = { status: 200 | 503; body: { db: 'ok' | 'unavailable' } }

/** Runs one query against the pool; anything but a prompt answer counts as unavailable. */
export async function checkHealth(pool: Pick<Pool, 'query'> | undefined, timeoutMs = 2_000): Promise<HealthReport> {
  if (!pool) return { status: 503, body: { db: 'unavailable' } }
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      pool.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database health query timed out')), timeoutMs)
      }),
    ])
    return { status: 200, body: { db: 'ok' } }
  } catch {
    return { status: 503, body: { db: 'unavailable' } }
  } finally {
    clearTimeout(timer)
  }
}
