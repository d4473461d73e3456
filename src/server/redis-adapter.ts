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
export function useRedisAdapter(io: Server, url: string, prefix: string, payload: Payload): () => Promise<void> {
  const options = { maxRetriesPerRequest: 2, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000) }
  const pub = new Redis(url, options)
  const sub = new Redis(url, options)
  io.adapter(createAdapter(pub, sub, { key: `${prefix}:socket.io`, requestsTimeout: 2_000 }))

  let interrupted = false
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      if (!interrupted) payload.logger.warn(`Redis unavailable (${error.message}); live updates between processes pause until it is back`)
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
    await Promise.allSettled([pub.quit(), sub.quit()])
  }
}
