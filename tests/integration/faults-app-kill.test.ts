import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from '../support/build'
import { staffCookie, visitorCookie } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { deliveryProblems, eventually, storedMessages, WidgetStaff, WidgetVisitor } from '../support/widget-client'

/**
 * The app process is killed (SIGKILL: no shutdown, requests cut mid-way) three times while 50
 * visitors and a staff member chat through the widget's own client code, and restarted on the same
 * port. Whatever was in flight is retried by the clients; nothing may be lost or stored twice.
 */
const ADMIN_PASSWORD = 'kill-admin-password'
const VISITORS = 50
const KILLS = 3

// Only the pace of the simulated visitors and staff: every wait for the system is a wait for its event.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let db: TestDatabase
let server: ServerProcess
let env: Record<string, string>
const visitors: WidgetVisitor[] = []
let staff: WidgetStaff | undefined

beforeAll(async () => {
  assertProductionBuild()
  db = await createTestDatabase('faults_kill')
  env = productionEnv(db.uri, {
    ADMIN_PASSWORD,
    PORT: String(await freePort()),
    CHAT_CONVERSATIONS_PER_IP: '1000',
    CHAT_MESSAGES_PER_MINUTE: '1000',
    // Every visitor and the staff console connect from 127.0.0.1: more sockets than one client may hold.
    CHAT_SOCKETS_PER_CLIENT: '1000',
  })
  server = await spawnServer(env)
})

afterAll(async () => {
  for (const visitor of visitors) visitor.close()
  staff?.close()
  await server?.stop('SIGKILL')
  await db?.drop()
})

describe('app process killed mid-chat', () => {
  it(
    `${VISITORS} visitors and staff lose and duplicate nothing across ${KILLS} SIGKILLs and restarts`,
    { timeout: 170_000 },
    async () => {
      const url = server.url
      staff = new WidgetStaff(url, await staffCookie(url, 'admin', ADMIN_PASSWORD))
      for (let i = 0; i < VISITORS; i++) {
        visitors.push(
          new WidgetVisitor(url, await visitorCookie(url), { name: `Visitor ${i}`, email: `v${i}@example.com` }),
        )
      }

      let running = true
      const visitorLoops = visitors.map(async (visitor, i) => {
        // Visitors start at different moments and type at a human pace (time here is the load's shape).
        await sleep(Math.random() * 500)
        // Past the kills, each goes on until it has its share of the traffic, however slow the machine was.
        for (let n = 0; running || n <= 10; n++) {
          await visitor.send(`visitor ${i} message ${n}`)
          await sleep(300 + Math.random() * 500)
        }
      })
      // Staff answer the conversations one after another, as fast as the acknowledgements come back.
      const staffLoop = (async () => {
        await eventually(
          () => staff!.conversations.size > 0,
          30_000,
          () => '(no conversation reached the console)',
        )
        for (let n = 0; running || staff.written.length <= 50; n++) {
          const open = [...staff.conversations.keys()]
          await staff.reply(open[n % open.length]!, `reply ${n}`)
          await sleep(50)
        }
      })()

      const pids: number[] = [server.child.pid!]
      const flowing = () =>
        `(${visitors.filter((v) => !v.socket.connected).length} visitors offline, ${staff!.acked.size} replies acknowledged)`
      // Each kill strikes a chat in full flow: every visitor is being answered and staff are replying.
      await eventually(() => visitors.every((v) => v.acked.size >= 2) && staff!.acked.size >= 5, 60_000, flowing)
      for (let kill = 0; kill < KILLS; kill++) {
        await server.stop('SIGKILL')
        const ackedBefore = visitors.map((v) => v.acked.size)
        const repliesBefore = staff.acked.size
        server = await spawnServer(env)
        pids.push(server.child.pid!)
        // Every client is back on the new process and writing through it (after a reconnect backoff of up to 5 s, as in
        // browsers).
        await eventually(
          () =>
            visitors.every((v, i) => v.socket.connected && v.acked.size > ackedBefore[i]!) &&
            staff!.socket.connected &&
            staff!.acked.size > repliesBefore,
          60_000,
          flowing,
        )
      }
      running = false
      await Promise.all([...visitorLoops, staffLoop])

      // Every write is acknowledged now, so the database is final. Live delivery, or catch-up after
      // the last reconnect, brings every side up to date.
      const stored = await storedMessages(db.uri)
      const problems = () => deliveryProblems(visitors, [staff!], stored)
      await eventually(() => problems().length === 0, 30_000).catch(() => {})
      expect(problems()).toEqual([])

      // The faults really happened to these clients: every process was a new one and every socket came back.
      expect(new Set(pids).size).toBe(KILLS + 1)
      for (const visitor of visitors) expect(visitor.connects).toBeGreaterThanOrEqual(KILLS + 1)
      const connects = visitors.reduce((sum, v) => sum + v.connects, 0)
      expect(staff.connects).toBeGreaterThanOrEqual(KILLS + 1)
      // Some messages were in flight when a kill struck and went through only on a later attempt.
      const retried = visitors.reduce((sum, v) => sum + v.retried, staff.retried)
      expect(retried).toBeGreaterThan(0)
      const visitorMessages = visitors.reduce((sum, v) => sum + v.written.length, 0)
      expect(visitorMessages).toBeGreaterThan(VISITORS * 10)
      expect(staff.written.length).toBeGreaterThan(50)
      console.info(
        `faults-app-kill: ${KILLS} kills, ${connects} visitor connects, ${retried} messages retried, ${visitorMessages} visitor messages and ${staff.written.length} replies, all stored once and delivered`,
      )
    },
  )
})
