import type { Server as HttpServer } from 'node:http'

import type { Payload } from 'payload'
import { Server } from 'socket.io'

import { env } from '@/config/env'
import { setRoomEmitter } from '@/lib/chat/broadcast'
import { attachChat, MAX_SOCKET_PAYLOAD_BYTES } from '@/lib/chat/socket'
import { originStatus } from '@/lib/http/same-origin'

import { connectRedisAdapter } from './redis-adapter'

export const SOCKET_PATH = '/socket.io'

type RealtimeOptions = { redisUrl?: string; redisPrefix: string }

/**
 * The Socket.IO server sharing the HTTP server (and port) with Next, carrying the live chat. With a
 * Redis URL, rooms span every app process. `close` stops sockets and the Redis connections.
 */
export function createRealtimeServer(
  httpServer: HttpServer,
  payload: Payload,
  options: RealtimeOptions,
): { io: Server; close: () => Promise<void> } {
  const { TRUST_PROXY: trustProxy, SITE_URL: siteUrl } = env()
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // Other upgrade requests (Next's dev HMR socket) are handed on by server.ts.
    destroyUpgrade: false,
    cors: { origin: false },
    maxHttpBufferSize: MAX_SOCKET_PAYLOAD_BYTES,
    // The widget and the console connect over WebSocket only; long-polling is not offered at all.
    transports: ['websocket'],
    // Every handshake, visitor or staff: a page of another site may not open a socket here
    // (cross-site WebSocket hijacking). Browsers always send an Origin with a WebSocket handshake,
    // so a missing one is a non-browser client, which could write any Origin anyway.
    allowRequest: (req, callback) => {
      const allowed = originStatus(req.headers, { trustProxy, siteUrl }) !== 'foreign'
      callback(allowed ? null : 'Cross-site socket refused', allowed)
    },
  })

  const closeRedis = options.redisUrl
    ? connectRedisAdapter(io, options.redisUrl, options.redisPrefix, payload)
    : async () => {}
  const chat = attachChat(io, payload, { clustered: Boolean(options.redisUrl) })
  // Collection hooks (every write path: sockets, REST, /cms) broadcast through this server.
  setRoomEmitter(io)

  io.on('connection', (socket) => {
    // A cheap acknowledged round trip: used by clients to measure latency and by health probes.
    socket.on('ping', (ack: unknown) => {
      if (typeof ack === 'function') (ack as (answer: unknown) => void)({ ok: true, at: Date.now() })
    })
    socket.on('error', (error) => payload.logger.warn({ err: error }, 'socket error'))
  })

  return {
    io,
    close: async () => {
      chat.stop()
      await new Promise<void>((resolve) => void io.close(() => resolve()))
      await closeRedis()
    },
  }
}
