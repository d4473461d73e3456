import type { Pool, PoolClient } from 'pg'

type PoolInternals = { _clients?: PoolClient[]; _idle?: { client: PoolClient }[] }
/** pg's own record of a client's query running now and those waiting behind it. */
type ClientInternals = { _activeQuery?: unknown; _queryQueue?: unknown[] }

/** A client with a query on the wire or waiting: its owner releases it when the query ends. */
const busy = (client: PoolClient) => {
  const internals = client as unknown as ClientInternals
  return Boolean(internals._activeQuery) || (internals._queryQueue?.length ?? 0) > 0
}

/**
 * Ends a pg pool completely and waits until every connection is closed. Payload's Postgres adapter
 * keeps one client checked out for the pool's lifetime (to watch for connection resets) and never
 * releases it, so `pool.end()` alone would wait forever; that client is destroyed here as well. A client still
 * running a query is left to its owner, who releases it when the query ends (or the timeout passes).
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
    // Released here, a client whose query is still running would be released again by that query's callback,
    // which pg-pool answers with an uncaught "Release called on client which has already been released".
    if (idle.has(client) || busy(client)) continue
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
