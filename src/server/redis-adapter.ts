import { createAdapter } from '@socket.io/redis-adapter'
import { Redis } from 'ioredis'
import type { Payload } from 'payload'
import type { Server } from 'socket.io'

/**
 * Socket.IO across several app processes: every room broadcast (chat hooks included) goes through
 * Redis pub/sub to every process. Broadcasts published while Redis is unreachable can be lost, so
 * when Redis comes back every local socket is disconnected; clients reconnect and catch up from the
 * database, which keeps the chat's no-loss guarantee.
 */
export function connectRedisAdapter(io: Server, url: string, prefix: string, payload: Payload): () => Promise<void> {
  const retryStrategy = (attempt: number) => Math.min(attempt * 200, 2_000)
  // Publishes give up quickly while Redis is down (nothing piles up); subscriptions wait for it.
  const pub = new Redis(url, { maxRetriesPerRequest: 2, retryStrategy })
  const sub = new Redis(url, { maxRetriesPerRequest: null, retryStrategy })
  ignoreRejections(pub, ['publish'])
  ignoreRejections(sub, ['subscribe', 'psubscribe'])
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io`, requestsTimeout: 2_000 }))

  let interrupted = false
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      if (!interrupted)
        payload.logger.warn(
          `Redis unavailable (${error.message}); live updates between processes pause until it is back`,
        )
      interrupted = true
    })
    client.on('ready', () => {
      if (!interrupted || pub.status !== 'ready' || sub.status !== 'ready') return
      interrupted = false
      payload.logger.info('Redis is back: sockets reconnect and catch up')
      io.local.disconnectSockets()
    })
  }

  return async () => {
    // quit() would wait for a Redis that is down; then the connection is simply dropped.
    await Promise.allSettled(
      [pub, sub].map(async (client) => {
        if (client.status === 'ready') await client.quit()
        else client.disconnect()
      }),
    )
  }
}

/**
 * The adapter calls these without awaiting them. While Redis is down a publish fails after its
 * retries (and a pending subscription fails when the server shuts down); an unhandled rejection
 * would end the process. The outage is reported by the client's error event, and clients catch up
 * from the database after reconnecting.
 */
function ignoreRejections(client: Redis, methods: ('publish' | 'subscribe' | 'psubscribe')[]) {
  for (const method of methods) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client)
    const guarded = (...args: unknown[]) => {
      const result = original(...args)
      result.catch(() => {})
      return result
    }
    Object.assign(client, { [method]: guarded })
  }
}
