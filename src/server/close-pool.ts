import type { Pool, PoolClient } from 'pg'

type PoolInternals = { _clients?: PoolClient[]; _idle?: { client: PoolClient }[] }

/**
 * Ends a pg pool completely. Payload's Postgres adapter keeps one client checked out for the
 * pool's lifetime (to watch for connection resets) and never releases it, so `pool.end()` alone
 * would wait forever; that client is destroyed here as well.
 */
export async function closePool(pool: Pool | undefined): Promise<void> {
  if (!pool || pool.ended) return
  const internals = pool as unknown as PoolInternals
  const idle = new Set((internals._idle ?? []).map((item) => item.client))
  const checkedOut = (internals._clients ?? []).filter((client) => !idle.has(client))
  const ending = pool.end()
  for (const client of checkedOut) {
    try {
      client.release(true)
    } catch {
      // Already released by its owner in the meantime.
    }
  }
  await ending
}

export function poolOf(db: unknown): Pool | undefined {
  return (db as { pool?: Pool }).pool
}
