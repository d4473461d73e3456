import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { assertProductionBuild } from '../support/build'
import { staffCookie, visitorCookie } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { redisServerInstalled, startRedisServer } from '../support/redis-server'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startTcpBalancer } from '../support/tcp-balancer'
import { deliveryProblems, eventually, storedMessages, WidgetStaff, WidgetVisitor } from '../support/widget-client'

/**
 * Two app processes on one database, sharing Socket.IO rooms through a private Redis (its own port,
 * stopped and started by the test; the machine's shared Redis is never touched). Clients use the
 * widget's own client code; the database is the judge of what was sent.
 */
const ADMIN_PASSWORD = 'cluster-faults-admin-password'
const installed = await redisServerInstalled()

// Only the pace of the simulated visitors and staff: every wait for the system is a wait for its event.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let redis: Awaited<ReturnType<typeof startRedisServer>>
let balancer: Awaited<ReturnType<typeof startTcpBalancer>>
let db: TestDatabase
let a: ServerProcess
let b: ServerProcess
const clients: { close: () => void }[] = []

const identity = (label: string) => ({ name: `Visitor ${label}`, email: `${label}@example.com` })

/** Cookies come from the site's address (the balancer); the socket goes to `url`. */
async function visitorOn(url: string, label: string) {
  const visitor = new WidgetVisitor(url, await visitorCookie(balancer.url), identity(label))
  clients.push(visitor)
  return visitor
}

async function staffOn(url: string) {
  const staff = new WidgetStaff(url, await staffCookie(balancer.url, 'admin', ADMIN_PASSWORD))
  clients.push(staff)
  return staff
}

/**
 * Visitors write every few hundred ms; each staff console answers its share of the conversations (time here is the
 * load's shape).
 */
function chatLoops(visitors: WidgetVisitor[], answering: [WidgetStaff, WidgetVisitor[]][]) {
  let running = true
  const loops = [
    ...visitors.map(async (visitor, i) => {
      for (let n = 0; running; n++) {
        await visitor.send(`visitor ${i} message ${n}`)
        await sleep(300 + Math.random() * 300)
      }
    }),
    ...answering.map(async ([staff, theirs]) => {
      for (let n = 0; running; n++) {
        const conversation = theirs[n % theirs.length]!.conversation
        if (conversation) await staff.reply(conversation.id, `reply ${n}`)
        await sleep(200)
      }
    }),
  ]
  return async () => {
    running = false
    await Promise.all(loops)
  }
}

describe.skipIf(!installed)('chat across two processes under faults', () => {
  beforeAll(async () => {
    assertProductionBuild()
    redis = await startRedisServer()
    db = await createTestDatabase('faults_cluster', undefined, { empty: true })
    // One public address in front of both processes, as a TCP (layer 4) load balancer gives: it is SITE_URL.
    balancer = await startTcpBalancer()
    const env = productionEnv(db.uri, {
      ADMIN_PASSWORD,
      SITE_URL: balancer.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `test-${db.name}`,
      CHAT_CONVERSATIONS_PER_IP: '1000',
      CHAT_MESSAGES_PER_MINUTE: '1000',
    })
    // Started together on a fresh database: they take turns to migrate and seed.
    ;[a, b] = await Promise.all([spawnServer(env), spawnServer(env)])
    balancer.setTargets([a.port, b.port])
  })

  afterAll(async () => {
    for (const client of clients) client.close()
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')])
    await balancer?.close()
    await redis?.stop()
    await db?.drop()
  })

  it(
    'Redis stopped and started: each process serves its own clients, cross-process delivery resumes, catch-up covers the gap',
    { timeout: 120_000 },
    async () => {
      const staffA = await staffOn(a.url)
      const staffB = await staffOn(b.url)
      const onA = await Promise.all([0, 1, 2].map((i) => visitorOn(a.url, `a${i}`)))
      const onB = await Promise.all([0, 1, 2].map((i) => visitorOn(b.url, `b${i}`)))
      const visitors = [...onA, ...onB]
      // Each console answers the visitors of the other process: every reply crosses processes.
      const stop = chatLoops(visitors, [
        [staffA, onB],
        [staffB, onA],
      ])
      const liveOn = async (visitor: WidgetVisitor, staff: WidgetStaff, text: string) => {
        const message = await visitor.send(text)
        await eventually(
          () => staff.live.has(message.clientId),
          5_000,
          () => `(${text} did not reach the console live)`,
        )
      }

      await eventually(
        () => visitors.every((v) => v.acked.size > 0) && staffA.acked.size > 0 && staffB.acked.size > 0,
        20_000,
        () => '(the chat did not start flowing)',
      )
      await liveOn(onA[0]!, staffB, 'A to B before the outage')

      await redis.stop()
      // Both processes have seen the outage (publishing now fails after a short retry); each still delivers to its own
      // sockets.
      await eventually(
        () => [a, b].every((p) => p.output().includes('Redis unavailable')),
        15_000,
        () => '(a process did not report Redis unavailable)',
      )
      const ackedBefore = visitors.map((v) => v.acked.size)
      await liveOn(onA[1]!, staffA, 'A to A while Redis is down')
      await liveOn(onB[1]!, staffB, 'B to B while Redis is down')
      await eventually(
        () => visitors.every((v, i) => v.acked.size > ackedBefore[i]!),
        15_000,
        () => '(a visitor was not served during the outage)',
      )
      visitors.forEach((v, i) =>
        expect(v.acked.size, `visitor ${i} kept being served`).toBeGreaterThan(ackedBefore[i]!),
      )
      expect((await fetch(`${a.url}/api/health`)).status).toBe(200)
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200)
      const connectsBefore = [...visitors, staffA, staffB].map((c) => c.connects)

      await redis.start()
      // Each process disconnects its sockets once Redis is back; clients reconnect and catch up.
      await eventually(
        () => [...visitors, staffA, staffB].every((c, i) => c.connects > connectsBefore[i]!),
        20_000,
        () => 'clients did not reconnect',
      )
      await liveOn(onA[2]!, staffB, 'A to B after the outage')
      await liveOn(onB[2]!, staffA, 'B to A after the outage')

      await stop()
      const stored = await storedMessages(db.uri)
      const problems = () => deliveryProblems(visitors, [staffA, staffB], stored)
      await eventually(() => problems().length === 0, 15_000).catch(() => {})
      expect(problems()).toEqual([])
      // During the outage the other process's console missed messages live: catch-up brought them.
      const caughtUp = [...staffB.seen()].filter((id) => onA.some((v) => v.acked.has(id)) && !staffB.live.has(id))
      expect(caughtUp.length).toBeGreaterThan(0)
      console.info(
        `faults-cluster (Redis): ${stored.length} messages stored once and delivered; ${caughtUp.length} reached the other process's console by catch-up`,
      )
    },
  )

  it(
    'one of two processes behind one address killed: clients reconnect to the survivor, nothing lost or duplicated',
    { timeout: 120_000 },
    async () => {
      const staff = [await staffOn(balancer.url), await staffOn(balancer.url)]
      const visitors = await Promise.all(Array.from({ length: 10 }, (_, i) => visitorOn(balancer.url, `lb${i}`)))
      await eventually(() => [...staff, ...visitors].every((c) => c.connects > 0), 10_000)
      expect(balancer.connectionsTo.get(a.port)).toBeGreaterThan(0)
      expect(balancer.connectionsTo.get(b.port)).toBeGreaterThan(0)
      const stop = chatLoops(visitors, [
        [staff[0]!, visitors.slice(0, 5)],
        [staff[1]!, visitors.slice(5)],
      ])

      const clients = [...staff, ...visitors]
      await eventually(
        () => clients.every((c) => c.acked.size > 0),
        20_000,
        () => '(the chat did not start flowing)',
      )
      await a.stop('SIGKILL')
      const toB = balancer.connectionsTo.get(b.port)!
      const ackedBefore = clients.map((c) => c.acked.size)
      // Every client, A's included, is connected (to B) and writing through it again.
      await eventually(
        () => clients.every((c, i) => c.socket.connected && c.acked.size > ackedBefore[i]!),
        30_000,
        () => `(${clients.filter((c) => !c.socket.connected).length} clients offline)`,
      )
      await stop()

      const stored = await storedMessages(db.uri)
      const problems = () => deliveryProblems(visitors, staff, stored)
      await eventually(() => problems().length === 0, 15_000).catch(() => {})
      expect(problems()).toEqual([])
      // The clients of A came back, through the same address, to B.
      const reconnected = [...staff, ...visitors].filter((c) => c.connects > 1).length
      expect(reconnected).toBeGreaterThan(0)
      expect(balancer.connectionsTo.get(b.port)! - toB).toBeGreaterThanOrEqual(reconnected)
      console.info(
        `faults-cluster (kill): ${visitors.reduce((n, v) => n + v.written.length, 0)} visitor messages and ${staff.reduce((n, s) => n + s.written.length, 0)} replies stored once; ${reconnected} clients moved to the survivor`,
      )
    },
  )
})
