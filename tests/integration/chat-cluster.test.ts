import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { emitUntilAcked } from '../../src/lib/chat/client/reliable-emit'
import type {
  ChatMessageView,
  PresenceView,
  StaffConversationView,
  VisitorConversationView,
} from '../../src/lib/chat/types'
import { assertProductionBuild } from '../support/build'
import { ask, clientId, connected, next, record, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { redisAnswers, TEST_REDIS_URL } from '../support/redis-server'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startTcpProxy } from '../support/tcp-proxy'

/** Two app processes on one database, sharing Socket.IO rooms through Redis (127.0.0.1:6379 in CI). */
const REDIS_URL = TEST_REDIS_URL
const ADMIN_PASSWORD = 'cluster-admin-password'
const IDENTITY = { name: 'Kai', email: 'kai@example.com' }

const redisUp = await redisAnswers(REDIS_URL)

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let db: TestDatabase
let a: ServerProcess
let b: ServerProcess
const sockets = socketPool()

// Without Redis the suite is skipped on a developer's machine; under CI=true (CI has Redis) it runs and fails instead.
describe.skipIf(!redisUp && !process.env.CI)('chat across two processes (Redis)', () => {
  beforeAll(async () => {
    assertProductionBuild()
    db = await createTestDatabase('chat_cluster', undefined, { empty: true })
    // Started together on a fresh database: they take turns to migrate and seed.
    ;[a, b] = await Promise.all([spawnServer(clusterEnv()), spawnServer(clusterEnv())])
  })

  // Each test's consoles and widgets go when it ends: a console left open would count as staff online.
  afterEach(() => {
    sockets.closeAll()
  })

  afterAll(async () => {
    sockets.closeAll()
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')])
    await db?.drop()
  })

  const clusterEnv = (extra: Record<string, string> = {}) =>
    productionEnv(db.uri, {
      ADMIN_PASSWORD,
      REDIS_URL,
      REDIS_PREFIX: `test-${db.name}`,
      CHAT_CONVERSATIONS_PER_IP: '1000',
      ...extra,
    })

  const visitorOn = async (url: string, cookieFrom = url, reconnection = false) =>
    sockets.open(url, 'visitor', await visitorCookie(cookieFrom), { reconnection })

  const staffOn = async (server: ServerProcess) =>
    sockets.open(server.url, 'staff', await staffCookie(server.url, 'admin', ADMIN_PASSWORD))

  it('staff presence spans processes: a visitor on A sees staff on B come and go', async () => {
    const visitor = await visitorOn(a.url)
    // A visitor on B too: its flips prove B has re-checked and announced as well.
    const onB = await visitorOn(b.url)
    // Consoles of earlier tests are closed; the processes may still be taking them off the count.
    const offlineNow = { ok: true, data: { staffOnline: false } }
    await vi.waitFor(
      async () => {
        expect(await ask<PresenceView>(visitor, 'chat:presence')).toEqual(offlineNow)
        expect(await ask<PresenceView>(onB, 'chat:presence')).toEqual(offlineNow)
      },
      { timeout: 10_000 },
    )
    await Promise.all([ask(visitor, 'ping'), ask(onB, 'ping')])
    const announced = record<PresenceView>(visitor, 'chat:presence')
    const announcedOnB = record<PresenceView>(onB, 'chat:presence')
    const online = next<[PresenceView]>(visitor, 'chat:presence')
    const onlineOnB = next<[PresenceView]>(onB, 'chat:presence')
    const staff = await staffOn(b)
    expect((await online)[0]).toEqual({ staffOnline: true })
    expect((await onlineOnB)[0]).toEqual({ staffOnline: true })
    expect(await ask<PresenceView>(visitor, 'chat:presence')).toEqual({ ok: true, data: { staffOnline: true } })
    const offline = next<[PresenceView]>(visitor, 'chat:presence')
    const offlineOnB = next<[PresenceView]>(onB, 'chat:presence')
    staff.close()
    expect((await offline)[0]).toEqual({ staffOnline: false })
    expect((await offlineOnB)[0]).toEqual({ staffOnline: false })
    // Both processes re-checked (both visitors saw both flips); a round trip on each socket brings in
    // anything still on its way. Each flip reached each visitor once.
    await Promise.all([ask(visitor, 'ping'), ask(onB, 'ping')])
    expect(announced).toEqual([{ staffOnline: true }, { staffOnline: false }])
    expect(announcedOnB).toEqual([{ staffOnline: true }, { staffOnline: false }])
  })

  it('a visitor on A and staff on B exchange messages live, both ways', async () => {
    const staff = await staffOn(b)
    const visitor = await visitorOn(a.url)
    const staffSees = next<[ChatMessageView, StaffConversationView]>(staff, 'staff:message')
    const sent = await ask<Sent>(visitor, 'chat:send', {
      clientId: clientId(),
      message: 'hello from A',
      identity: IDENTITY,
    })
    if (!sent.ok) throw new Error(sent.error)
    expect((await staffSees)[0]).toMatchObject({ message: 'hello from A', conversationId: sent.data.conversation.id })

    const visitorSees = next<[ChatMessageView]>(visitor, 'chat:message')
    const reply = await ask(staff, 'staff:reply', {
      conversationId: sent.data.conversation.id,
      clientId: clientId(),
      message: 'hello from B',
    })
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
      headers: {
        'content-type': 'application/json',
        origin: b.url,
        cookie: await staffCookie(b.url, 'admin', ADMIN_PASSWORD),
      },
      body: JSON.stringify({ status: 'closed' }),
    })
    expect(response.status).toBe(200)
    expect((await live)[0]).toMatchObject({ id: sent.data.conversation.id, status: 'closed' })
  })

  it('when a process stops mid-conversation the visitor reconnects to another and loses and duplicates nothing', async () => {
    // A process of its own to stop, so the other tests keep both of theirs.
    const doomed = await spawnServer(clusterEnv())
    const proxy = await startTcpProxy(doomed.port)
    const staff = await staffOn(b)
    const visitor = await visitorOn(`http://127.0.0.1:${proxy.port}`, doomed.url, true)
    const first = await ask<Sent>(visitor, 'chat:send', {
      clientId: clientId(),
      message: 'before A stops',
      identity: IDENTITY,
    })
    if (!first.ok) throw new Error(first.error)
    const conversationId = first.data.conversation.id
    const staffGot = record<ChatMessageView>(staff, 'staff:message')
    const visitorGot = record<ChatMessageView>(visitor, 'chat:message')

    proxy.retarget(b.port)
    await doomed.stop('SIGTERM')
    // While the visitor is away: staff reply (it cannot reach the visitor now) and the visitor writes.
    const reply = await ask<ChatMessageView>(staff, 'staff:reply', {
      conversationId,
      clientId: clientId(),
      message: 'reply while you were away',
    })
    expect(reply.ok).toBe(true)
    const id = clientId('failover')
    const stored = await emitUntilAcked(
      visitor,
      'chat:send',
      { clientId: id, message: 'sent during the failover', conversationId },
      { ackTimeoutMs: 1_000 },
    )
    expect(stored.message.clientId).toBe(id)

    // Catch-up after the reconnect: everything once, in order.
    const sync = await ask<{ messages: ChatMessageView[] }>(visitor, 'chat:sync', {
      conversationId,
      since: first.data.message.createdAt,
    })
    if (!sync.ok) throw new Error(sync.error)
    expect(sync.data.messages.map((m) => m.message)).toEqual([
      'before A stops',
      'reply while you were away',
      'sent during the failover',
    ])
    // Staff got it live; a round trip on both sockets brings in any second copy still on its way.
    await vi.waitFor(() => expect(staffGot.some((m) => m.clientId === id)).toBe(true), { timeout: 10_000 })
    await Promise.all([ask(staff, 'ping'), ask(visitor, 'ping')])
    expect(staffGot.filter((m) => m.clientId === id)).toHaveLength(1)
    expect(visitorGot.filter((m) => m.clientId === id)).toHaveLength(0)
    await proxy.cut()
  })

  it('a process keeps serving while its Redis is down and stays up; its sockets reconnect when Redis returns and catch up', async () => {
    const redisPort = Number(new URL(REDIS_URL).port || 6379)
    const redis = await startTcpProxy(redisPort, new URL(REDIS_URL).hostname)
    const c = await spawnServer(clusterEnv({ REDIS_URL: `redis://127.0.0.1:${redis.port}` }))
    try {
      const localStaff = await staffOn(c)
      const otherStaff = await staffOn(b)
      const visitor = await visitorOn(c.url)
      const started = await ask<Sent>(visitor, 'chat:send', {
        clientId: clientId(),
        message: 'before Redis goes',
        identity: IDENTITY,
      })
      if (!started.ok) throw new Error(started.error)
      const conversationId = started.data.conversation.id

      await redis.cut()
      await vi.waitFor(() => expect(c.output()).toContain('Redis unavailable'), { timeout: 15_000, interval: 100 })
      // Broadcasts now fail to reach Redis: the process must neither crash nor stop delivering locally.
      const seen = next<[ChatMessageView]>(localStaff, 'staff:message')
      const sent = await ask<Sent>(visitor, 'chat:send', {
        clientId: clientId(),
        message: 'while Redis is down',
        conversationId,
      })
      expect(sent.ok).toBe(true)
      expect((await seen)[0].message).toBe('while Redis is down')
      expect(await ask(visitor, 'ping')).toMatchObject({ ok: true })
      expect((await fetch(`${c.url}/api/health`)).status).toBe(200)
      // Staff on another process reply meanwhile: stored, but it cannot reach this process live.
      const reply = await ask<ChatMessageView>(otherStaff, 'staff:reply', {
        conversationId,
        clientId: clientId('away'),
        message: 'reply during the outage',
      })
      if (!reply.ok) throw new Error(reply.error)

      // Redis back: local sockets are disconnected; they reconnect as the site's chat client does
      // after a server disconnect (src/lib/chat/client/socket.ts) and catch up.
      const dropped = next<[string]>(visitor, 'disconnect', 15_000)
      await redis.restore()
      expect((await dropped)[0]).toBe('io server disconnect')
      // The log line travels through the child's stdout, which may arrive after the socket's news.
      await vi.waitFor(() => expect(c.output()).toContain('Redis is back'), { timeout: 5_000, interval: 50 })
      visitor.connect()
      await connected(visitor)
      expect(visitor.connected).toBe(true)
      // Catch-up from the last message the visitor holds (it looks a little further back, so a
      // message committed late is not missed): the tail of the history, with the missed reply, each once.
      if (!sent.ok) throw new Error(sent.error)
      const sync = await ask<{ messages: ChatMessageView[] }>(visitor, 'chat:sync', {
        conversationId,
        since: sent.data.message.createdAt,
      })
      const full = await ask<{ messages: ChatMessageView[] }>(visitor, 'chat:sync', { conversationId })
      if (!sync.ok || !full.ok) throw new Error('sync failed')
      const history = full.data.messages.map((m) => m.message)
      expect(history).toEqual(['before Redis goes', 'while Redis is down', 'reply during the outage'])
      const caughtUp = sync.data.messages.map((m) => m.message)
      expect(caughtUp).toEqual(history.slice(history.length - caughtUp.length))
      expect(caughtUp.slice(-2)).toEqual(['while Redis is down', 'reply during the outage'])
    } finally {
      await c.stop('SIGKILL')
      await redis.cut()
    }
  })
})
