import pg, { type Pool } from 'pg'

import { CACHE_EXPIRY_CHANNEL, tagsOf } from '@/lib/cache/expiry-channel'

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000]

type Logger = { info: (message: string) => void; warn: (message: string) => void }

/**
 * Listens for expired tags on a connection of its own (LISTEN holds it for as long as the process
 * runs, so it is not taken from the pool). Each app process has its own Next cache; a write in
 * one process reaches the others this way. When the connection is lost (PostgreSQL restarted) it
 * reconnects with backoff and then calls `onReconnect`, since notifications sent meanwhile are lost.
 * `onListening` runs once, when the first LISTEN is in place: whatever was announced before it was
 * not heard either.
 */
export function listenForExpiredTags(
  pool: Pool,
  {
    onTags,
    onReconnect,
    onListening,
    logger,
  }: { onTags: (tags: string[]) => void; onReconnect: () => void; onListening?: () => void; logger: Logger },
): { close: () => Promise<void> } {
  let client: pg.Client | undefined
  let closed = false
  let failures = 0
  let listening = false
  let timer: NodeJS.Timeout | undefined

  const connect = async () => {
    timer = undefined
    if (closed) return
    const next = new pg.Client(pool.options)
    next.on('notification', (message) => {
      if (message.channel === CACHE_EXPIRY_CHANNEL) onTags(tagsOf(message.payload))
    })
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      await next.query(`LISTEN ${CACHE_EXPIRY_CHANNEL}`)
    } catch {
      lost(next)
      return
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    if (failures > 0) {
      logger.info('Cache expiry channel is back: cached pages are expired once more')
      onReconnect()
    } else if (!listening) {
      onListening?.()
    }
    listening = true
    failures = 0
  }

  const lost = (which: pg.Client) => {
    if (closed || timer) return
    if (client && client !== which) return
    client = undefined
    which.removeAllListeners('end')
    which.on('error', () => {})
    void which.end().catch(() => {})
    if (failures === 0)
      logger.warn('Cache expiry channel lost: writes in other processes reach this one again when it is back')
    timer = setTimeout(() => void connect(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)])
    timer.unref()
    failures++
  }

  void connect()
  return {
    close: async () => {
      closed = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      if (current) {
        current.removeAllListeners('end')
        current.on('error', () => {})
        await current.end().catch(() => {})
      }
    },
  }
}
