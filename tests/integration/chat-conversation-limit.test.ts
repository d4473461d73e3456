import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { ask, clientId, connected, visitorCookie } from '../support/chat-clients'
import { type Processes, type ServerProcess, startProcesses } from '../support/server-process'

/**
 * The limit on new chats per client IP at its default (6 per 12 hours), as two app processes on one
 * database enforce it. Each test's visitors connect from their own loopback address (127.0.0.x), so
 * the server sees a distinct client IP per test and the tests are independent of each other.
 */
const REFUSAL = 'Too many chats were started from your connection. Please try again later or email us.'
const WINDOW_MS = 12 * 60 * 60 * 1000

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let processes: Processes
let sql: pg.Client
let a: ServerProcess
let b: ServerProcess
const sockets: Socket[] = []

beforeAll(async () => {
  // No CHAT_CONVERSATIONS_PER_IP: the default applies. No Redis: the count lives in PostgreSQL.
  processes = await startProcesses('chat_conversation_limit', 2, { ADMIN_PASSWORD: 'limit-admin-password' })
  ;[a, b] = processes.servers as [ServerProcess, ServerProcess]
  sql = new pg.Client({ connectionString: processes.db.uri })
  await sql.connect()
})

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close()
  await sql?.end()
  await processes?.close()
})

/** A new visitor (own cookie) whose socket reaches `server` from the loopback address `ip`. */
async function visitorFrom(server: ServerProcess, ip: string): Promise<Socket> {
  const cookie = await visitorCookie(server.url)
  const socket = io(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { as: 'visitor' },
    localAddress: ip,
    extraHeaders: { origin: server.url, cookie },
  } as Parameters<typeof io>[1])
  sockets.push(socket)
  await connected(socket)
  return socket
}

const startChat = (socket: Socket, text = 'Hello, I would like to know more.') =>
  ask<Sent>(socket, 'chat:send', {
    clientId: clientId('limit'),
    message: text,
    identity: { name: 'Lena', email: 'lena@example.com' },
  })

const countConversations = async () =>
  Number((await sql.query<{ n: string }>('SELECT count(*) AS n FROM chat_conversations')).rows[0]!.n)

const limitRow = async (ip: string) =>
  (
    await sql.query<{ points: number; expire: string }>('SELECT points, expire FROM rate_limits WHERE key = $1', [
      `chat-conversation:${ip}`,
    ])
  ).rows[0]

describe('new chats per client IP (default limit, two processes, one database)', () => {
  it('six chats from one IP, started on either process, are taken; the seventh is refused on both with the widget’s message', async () => {
    const ip = '127.0.0.21'
    const first = await visitorFrom(a, ip)
    const opened = await startChat(first)
    if (!opened.ok) throw new Error(opened.error)
    // Messages in a chat already open are not new chats: they use none of the six.
    for (const text of ['A second message.', 'And a third one.']) {
      expect(await ask<Sent>(first, 'chat:send', { clientId: clientId('limit'), message: text })).toMatchObject({
        ok: true,
      })
    }
    for (const server of [b, a, b, a, b]) {
      expect(await startChat(await visitorFrom(server, ip))).toMatchObject({ ok: true })
    }
    const before = await countConversations()

    for (const server of [a, b]) {
      expect(await startChat(await visitorFrom(server, ip))).toEqual({
        ok: false,
        code: 'rate-limited',
        error: REFUSAL,
      })
    }
    // Nothing stored for the refused starts; the open chat still takes messages.
    expect(await countConversations()).toBe(before)
    expect(await ask<Sent>(first, 'chat:send', { clientId: clientId('limit'), message: 'Still here.' })).toMatchObject({
      ok: true,
    })

    // Another client IP is not affected.
    expect(await startChat(await visitorFrom(b, '127.0.0.22'))).toMatchObject({ ok: true })
  })

  it('the count is kept in PostgreSQL for 12 hours from the first chat; once the window has passed, chats are taken again', async () => {
    const ip = '127.0.0.23'
    const startedAt = Date.now()
    for (let i = 0; i < 6; i++)
      expect(await startChat(await visitorFrom(i % 2 ? a : b, ip))).toMatchObject({ ok: true })
    expect(await startChat(await visitorFrom(a, ip))).toMatchObject({ ok: false, code: 'rate-limited' })

    const row = await limitRow(ip)
    expect(row?.points).toBeGreaterThanOrEqual(6)
    // The window opened with the first chat and lasts 12 hours.
    expect(Number(row!.expire)).toBeGreaterThanOrEqual(startedAt + WINDOW_MS)
    expect(Number(row!.expire)).toBeLessThanOrEqual(Date.now() + WINDOW_MS)

    // Twelve hours on: the stored window has ended.
    await sql.query('UPDATE rate_limits SET expire = $2 WHERE key = $1', [`chat-conversation:${ip}`, Date.now() - 1])
    expect(await startChat(await visitorFrom(b, ip))).toMatchObject({ ok: true })
    expect((await limitRow(ip))?.points).toBe(1)
  })
})
