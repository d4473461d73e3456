import type { Pool, PoolClient } from 'pg'

type PoolInternals = { _clients?: PoolClient[]; _idle?: { client: PoolClient }[] }

/**
 * Ends a pg pool completely and waits until every connection is closed. Payload's Postgres adapter
 * keeps one client checked out for the pool's lifetime (to watch for connection resets) and never
 * releases it, so `pool.end()` alone would wait forever; that client is destroyed here as well.
 */
export async function closePool(pool: Pool | undefined, timeoutMs = 3_000): Promise<void> {
  if (!pool || pool.ended) return
  const internals = pool as unknown as PoolInternals
  const clients = [...(internals._clients ?? [])]
  const idle = new Set((internals._idle ?? []).map((item) => item.client))
  const closed = clients.map(
    (client) =>
      new Promise<void>((resolve) => {
        // A server going away while the connection closes is expected now, not an uncaught error.
        client.on('error', () => {})
        client.once('end', () => resolve())
      }),
  )
  const ending = pool.end()
  for (const client of clients) {
    if (idle.has(client)) continue
    try {
      client.release(true)
    } catch {
      // Already released by its owner in the meantime.
    }
  }
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.all([ending, ...closed]),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
    }),
  ])
  clearTimeout(timer)
}
