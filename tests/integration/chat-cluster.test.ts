import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emitUntilAcked } from '../../src/lib/chat/client/reliable-emit'
import type { ChatMessageView, PresenceView, StaffConversationView, VisitorConversationView } from '../../src/lib/chat/types'
import { assertProductionBuild } from '../support/build'
import { ask, clientId, next, record, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startTcpProxy } from '../support/tcp-proxy'

/** Two app processes on one database, sharing Socket.IO rooms through Redis (127.0.0.1:6379 in CI). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const ADMIN_PASSWORD = 'cluster-admin-password'
const IDENTITY = { name: 'Kai', email: 'kai@example.com' }

const redisUp = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL)
  const probe = net.connect(Number(url.port || 6379), url.hostname)
  probe.once('connect', () => (probe.destroy(), resolve(true)))
  probe.once('error', () => resolve(false))
})

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let db: TestDatabase
let a: ServerProcess
let b: ServerProcess
const sockets = socketPool()

describe.skipIf(!redisUp)('chat across two processes (Redis)', () => {
  beforeAll(async () => {
    assertProductionBuild()
    db = await createTestDatabase('chat_cluster')
    const env = productionEnv(db.uri, {
      ADMIN_PASSWORD,
      REDIS_URL,
      REDIS_PREFIX: `test-${db.name}`,
      CHAT_CONVERSATIONS_PER_IP: '1000',
    })
    // Started together on a fresh database: they take turns to migrate and seed.
    ;[a, b] = await Promise.all([spawnServer(env), spawnServer(env)])
  })

  afterAll(async () => {
    sockets.closeAll()
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')])
    await db?.drop()
  })

  const visitorOn = async (url: string, cookieFrom = url, reconnection = false) =>
    sockets.open(url, 'visitor', await visitorCookie(cookieFrom), { reconnection })

  const staffOn = async (server: ServerProcess) => sockets.open(server.url, 'staff', await staffCookie(server.url, 'admin', ADMIN_PASSWORD))

  it('staff presence spans processes: a visitor on A sees staff on B come and go', async () => {
    const visitor = await visitorOn(a.url)
    const announced = record<PresenceView>(visitor, 'chat:presence')
    expect(await ask<PresenceView>(visitor, 'chat:presence')).toEqual({ ok: true, data: { staffOnline: false } })
    const online = next<[PresenceView]>(visitor, 'chat:presence')
    const staff = await staffOn(b)
    expect((await online)[0]).toEqual({ staffOnline: true })
    expect(await ask<PresenceView>(visitor, 'chat:presence')).toEqual({ ok: true, data: { staffOnline: true } })
    const offline = next<[PresenceView]>(visitor, 'chat:presence')
    staff.close()
    expect((await offline)[0]).toEqual({ staffOnline: false })
    // Both processes re-check, but each flip reaches the visitor once.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(announced).toEqual([{ staffOnline: true }, { staffOnline: false }])
  })

  it('a visitor on A and staff on B exchange messages live, both ways', async () => {
    const staff = await staffOn(b)
    const visitor = await visitorOn(a.url)
    const staffSees = next<[ChatMessageView, StaffConversationView]>(staff, 'staff:message')
    const sent = await ask<Sent>(visitor, 'chat:send', { clientId: clientId(), message: 'hello from A', identity: IDENTITY })
    if (!sent.ok) throw new Error(sent.error)
    expect((await staffSees)[0]).toMatchObject({ message: 'hello from A', conversationId: sent.data.conversation.id })

    const visitorSees = next<[ChatMessageView]>(visitor, 'chat:message')
    const reply = await ask(staff, 'staff:reply', { conversationId: sent.data.conversation.id, clientId: clientId(), message: 'hello from B' })
    expect(reply.ok).toBe(true)
    expect((await visitorSees)[0]).toMatchObject({ message: 'hello from B', senderName: 'Support Team' })
  })

  it('a conversation closed through REST on B (as in /cms) reaches a visitor on A', async () => {
    const visitor = await visitorOn(a.url)
    const sent = await ask<Sent>(visitor, 'chat:send', { clientId: clientId(), message: 'anyone?', identity: IDENTITY })
    if (!sent.ok) throw new Error(sent.error)
    const live = next<[VisitorConversationView]>(visitor, 'chat:conversation', 10_000, (c) => c.status === 'closed')
    const response = await fetch(`${b.url}/api/chat-conversations/${sent.data.conversation.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: b.url, cookie: await staffCookie(b.url, 'admin', ADMIN_PASSWORD) },
      body: JSON.stringify({ status: 'closed' }),
    })
    expect(response.status).toBe(200)
    expect((await live)[0]).toMatchObject({ id: sent.data.conversation.id, status: 'closed' })
  })

  it('when A stops mid-conversation the visitor reconnects to B and loses and duplicates nothing', async () => {
    const proxy = await startTcpProxy(a.port)
    const staff = await staffOn(b)
    const visitor = await visitorOn(`http://127.0.0.1:${proxy.port}`, a.url, true)
    const first = await ask<Sent>(visitor, 'chat:send', { clientId: clientId(), message: 'before A stops', identity: IDENTITY })
    if (!first.ok) throw new Error(first.error)
    const conversationId = first.data.conversation.id
    const staffGot = record<ChatMessageView>(staff, 'staff:message')
    const visitorGot = record<ChatMessageView>(visitor, 'chat:message')

    proxy.retarget(b.port)
    await a.stop('SIGTERM')
    // While the visitor is away: staff reply (it cannot reach the visitor now) and the visitor writes.
    const reply = await ask<ChatMessageView>(staff, 'staff:reply', { conversationId, clientId: clientId(), message: 'reply while you were away' })
    expect(reply.ok).toBe(true)
    const id = clientId('failover')
    const stored = await emitUntilAcked<Sent>(visitor, 'chat:send', { clientId: id, message: 'sent during the failover', conversationId }, { ackTimeoutMs: 1_000 })
    expect(stored.message.clientId).toBe(id)

    // Catch-up after the reconnect: everything once, in order.
    const sync = await ask<{ messages: ChatMessageView[] }>(visitor, 'chat:sync', { conversationId, since: first.data.message.createdAt })
    if (!sync.ok) throw new Error(sync.error)
    expect(sync.data.messages.map((m) => m.message)).toEqual(['before A stops', 'reply while you were away', 'sent during the failover'])
    await new Promise((r) => setTimeout(r, 500))
    expect(staffGot.filter((m) => m.clientId === id)).toHaveLength(1)
    expect(visitorGot.filter((m) => m.clientId === id)).toHaveLength(0)
    await proxy.cut()
  })

  it('a process keeps serving while its Redis is down and stays up; its sockets reconnect when Redis returns', async () => {
    const redisPort = Number(new URL(REDIS_URL).port || 6379)
    const redis = await startTcpProxy(redisPort, new URL(REDIS_URL).hostname)
    const c = await spawnServer(
      productionEnv(db.uri, { ADMIN_PASSWORD, REDIS_URL: `redis://127.0.0.1:${redis.port}`, REDIS_PREFIX: `test-${db.name}`, CHAT_CONVERSATIONS_PER_IP: '1000' }),
    )
    try {
      const staff = await staffOn(c)
      const visitor = await visitorOn(c.url)
      await redis.cut()
      // Broadcasts now fail to reach Redis: the process must neither crash nor stop delivering locally.
      const seen = next<[ChatMessageView]>(staff, 'staff:message')
      const sent = await ask<Sent>(visitor, 'chat:send', { clientId: clientId(), message: 'while Redis is down', identity: IDENTITY })
      expect(sent.ok).toBe(true)
      expect((await seen)[0].message).toBe('while Redis is down')
      await new Promise((r) => setTimeout(r, 3_000))
      expect(await ask(visitor, 'ping')).toMatchObject({ ok: true })
      expect((await fetch(`${c.url}/api/health`)).status).toBe(200)

      // Redis back: local sockets are disconnected so they reconnect and catch up.
      const dropped = next(visitor, 'disconnect', 15_000)
      await redis.restore()
      await dropped
    } finally {
      await c.stop('SIGKILL')
      await redis.cut()
    }
  })
})
