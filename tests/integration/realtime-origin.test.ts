import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRealtimeServer } from '../../src/server/realtime'
import { connected, upgradeAnswer } from '../support/chat-clients'
import { bootPayload, type TestPayload } from '../support/payload'

/**
 * Socket.IO handshakes (visitor and staff alike): a page of another site may not open a socket,
 * and only WebSocket is offered. The realtime server runs on a plain HTTP server with Payload.
 */
let test: TestPayload
let server: http.Server
let realtime: ReturnType<typeof createRealtimeServer>
let url: string
const opened: Socket[] = []

beforeAll(async () => {
  test = await bootPayload('realtime_origin')
  server = http.createServer((_req, res) => res.writeHead(404).end())
  realtime = createRealtimeServer(server, test.payload, { redisPrefix: 'realtime-origin-test' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const socket of opened) socket.close()
  await realtime?.close()
  await test?.close()
})

function open(
  side: 'visitor' | 'staff',
  headers: Record<string, string>,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Socket {
  const socket = io(url, {
    path: '/socket.io',
    transports,
    forceNew: true,
    reconnection: false,
    timeout: 5_000,
    auth: { as: side },
    extraHeaders: headers,
  })
  opened.push(socket)
  return socket
}

describe('socket handshakes', () => {
  it('accept a page of the site itself, and a client that sends no Origin (not a browser)', async () => {
    await connected(open('visitor', { origin: url }))
    await connected(open('visitor', {}))
    expect(await upgradeAnswer(url, { origin: url })).toEqual({ status: 101, body: '' })
  })

  it('refuse a page of another site, for visitors and staff alike', async () => {
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1:1`]) {
      // Refused at the handshake, with the server's reason (the same request from the site is taken, above).
      expect(await upgradeAnswer(url, { origin }), origin).toEqual({ status: 400, body: 'Cross-site socket refused' })
      for (const side of ['visitor', 'staff'] as const) {
        await expect(connected(open(side, { origin })), `${side} ${origin}`).rejects.toThrow('websocket error')
      }
    }
  })

  it('offer WebSocket only: long-polling is refused', async () => {
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin: url } })
    expect(polling.status).toBe(400)
    expect(await polling.json()).toMatchObject({ message: 'Transport unknown' })
    await expect(connected(open('visitor', { origin: url }, ['polling']))).rejects.toThrow('xhr poll error')
  })
})
