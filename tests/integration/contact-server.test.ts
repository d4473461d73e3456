import { request } from 'node:http'

import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DELIVER_CONTACT_TASK } from '../../src/jobs/deliver-contact-message'
import { freePort } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from '../support/build'
import { unfinishedJobs } from '../support/jobs'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startSmtpServer } from '../support/smtp'
import { startTcpProxy } from '../support/tcp-proxy'

/**
 * POST /api/send-contact-email through the production server: the client IP the limit counts is
 * the one server.ts sees, delivery reaches a real SMTP server, and failed deliveries are retried by
 * the e-mail queue's own cron (every second here) with exponential backoff.
 * Each test posts from its own loopback address (127.0.0.x), so no test uses another's limit.
 */
const AGENCY = 'team@agency.test'
const RETRY_DELAY_MS = 500
/** The task's retry budget (src/jobs/deliver-contact-message.ts): after the first attempt, 12 retries. */
const RETRIES = 12

type Row = {
  id: number
  subject: string
  delivery_status: string
  delivery_attempts: string
  updated_at: Date
  last_delivery_error: string | null
}

let sqlA: pg.Client
let dbA: TestDatabase
let dbB: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let smtpLink: Awaited<ReturnType<typeof startTcpProxy>>
/** SMTP reachable through a proxy that tests cut and restore. */
let server: ServerProcess
/** SMTP never reachable, retries without delay: for the retry budget. */
let unreachable: ServerProcess

beforeAll(async () => {
  assertProductionBuild()
  ;[dbA, dbB] = await Promise.all([createTestDatabase('contact_server'), createTestDatabase('contact_server_retries')])
  smtp = await startSmtpServer()
  smtpLink = await startTcpProxy(smtp.port)
  const common = {
    CONTACT_EMAIL: AGENCY,
    SMTP_HOST: '127.0.0.1',
    MAIL_TRANSPORT: 'smtp',
    EMAIL_QUEUE_CRON: '* * * * * *',
  }
  ;[server, unreachable] = await Promise.all([
    spawnServer(
      productionEnv(dbA.uri, {
        ...common,
        SMTP_PORT: String(smtpLink.port),
        CONTACT_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
      }),
    ),
    spawnServer(
      productionEnv(dbB.uri, { ...common, SMTP_PORT: String(await freePort()), CONTACT_RETRY_DELAY_MS: '0' }),
    ),
  ])
  sqlA = new pg.Client({ connectionString: dbA.uri })
  await sqlA.connect()
})

afterAll(async () => {
  await sqlA?.end()
  await Promise.all([server?.stop('SIGKILL'), unreachable?.stop('SIGKILL')])
  await smtpLink?.cut()
  await smtp?.close()
  await Promise.all([dbA?.drop(), dbB?.drop()])
})

beforeEach(async () => {
  await smtpLink.restore()
})

let counter = 0
const uniqueSubject = (label: string) => `${label} ${process.pid}-${Date.now().toString(36)}-${counter++}`

/** Posts the contact form from the loopback address `from`, with any extra (forged) headers. */
function postContact(
  target: ServerProcess,
  from: string,
  subject: string,
  headers: Record<string, string> = {},
  email = 'ana@example.com',
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ name: 'Ana Lima', email, subject, message: 'I would love to hear how you work.' })
  return new Promise((resolve, reject) => {
    const req = request(
      `${target.url}/api/send-contact-email`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: target.url,
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const messageRow = async (sql: pg.Client, subject: string) =>
  (
    await sql.query<Row>(
      'SELECT id, subject, delivery_status, delivery_attempts, updated_at, last_delivery_error FROM contact_messages WHERE subject = $1',
      [subject],
    )
  ).rows

async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const mailsWithSubject = (subject: string) =>
  smtp.received.filter((mail) => mail.subject === `New contact message: ${subject}`)
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address)

describe('the contact endpoint behind server.ts', () => {
  it('counts the address the connection comes from: forged client-IP and forwarding headers do not lift the limit of 5', async () => {
    const subject = uniqueSubject('Forged')
    for (let i = 1; i <= 5; i++) {
      const forged = {
        'x-agency-client-ip': `203.0.113.${i}`,
        'x-forwarded-for': `198.51.100.${i}`,
        'x-real-ip': `192.0.2.${i}`,
      }
      expect((await postContact(server, '127.0.0.31', subject, forged)).status).toBe(200)
    }
    const sixth = await postContact(server, '127.0.0.31', subject, {
      'x-agency-client-ip': '203.0.113.99',
      'x-forwarded-for': '198.51.100.99',
    })
    expect(sixth.status).toBe(429)
    expect((JSON.parse(sixth.body) as { message: string }).message).toMatch(
      /Too many messages sent from your connection/,
    )
    expect(await messageRow(sqlA, subject)).toHaveLength(5)
    // The limit is per connection address: another address is still served.
    expect((await postContact(server, '127.0.0.32', subject)).status).toBe(200)
  })

  it('stores a message and delivers it to the agency’s SMTP server', async () => {
    const subject = uniqueSubject('Delivered')
    expect(await postContact(server, '127.0.0.33', subject)).toEqual({ status: 200, body: '{"ok":true}' })
    const [mail] = await waitFor(
      () => (mailsWithSubject(subject).length ? mailsWithSubject(subject) : undefined),
      10_000,
      'the e-mail',
    )
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe(AGENCY)
    expect(mail!.replyTo?.value[0]).toMatchObject({ address: 'ana@example.com', name: 'Ana Lima' })
    expect(mail!.text).toContain('I would love to hear how you work.')
    const row = await waitFor(
      async () => (await messageRow(sqlA, subject)).find((r) => r.delivery_status === 'sent'),
      10_000,
      'status sent',
    )
    expect(Number(row.delivery_attempts)).toBe(1)
    expect(mailsWithSubject(subject)).toHaveLength(1)
  })

  it('the sender gets one confirmation an hour, sent by the queue beside the agency’s e-mail', async () => {
    const email = `confirmed-${process.pid}-${Date.now().toString(36)}@example.com`
    const [first, second] = [uniqueSubject('Confirmed'), uniqueSubject('Confirmed again')]
    expect((await postContact(server, '127.0.0.35', first, {}, email)).status).toBe(200)
    expect((await postContact(server, '127.0.0.36', second, {}, email)).status).toBe(200)
    await waitFor(
      () =>
        mailsWithSubject(first).length && mailsWithSubject(second).length && mailsTo(email).length ? true : undefined,
      10_000,
      'the e-mails',
    )
    await waitFor(
      async () => ((await unfinishedJobs(dbA.uri, [DELIVER_CONTACT_TASK])) === 0 ? true : undefined),
      20_000,
      'the queue to finish',
    )
    expect(mailsWithSubject(first)).toHaveLength(1)
    expect(mailsWithSubject(second)).toHaveLength(1)
    const confirmations = mailsTo(email)
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]!.replyTo?.value[0]?.address).toBe(AGENCY)
    expect(confirmations[0]!.text).toContain('your message has reached us')
    expect(confirmations[0]!.text).not.toContain('I would love to hear how you work.')
    expect(confirmations[0]!.text).toMatch(/https?:\/\/\S+[?&]ref=contact-email/)
  })

  it('while SMTP is down the queue’s cron retries with exponential backoff, and delivers exactly once when it is back', async () => {
    const subject = uniqueSubject('Retried')
    await smtpLink.cut()
    expect((await postContact(server, '127.0.0.34', subject)).status).toBe(200)

    // Each attempt writes the message row; its updated_at marks when the attempt failed.
    const failedAt = new Map<number, number>()
    const watch = async (until: number) =>
      waitFor(
        async () => {
          const [row] = await messageRow(sqlA, subject)
          if (row && row.delivery_status === 'failed')
            failedAt.set(Number(row.delivery_attempts), row.updated_at.getTime())
          return failedAt.has(until) ? true : undefined
        },
        20_000,
        `failed attempt ${until}`,
      )
    await watch(3)
    expect([...failedAt.keys()].sort()).toEqual([1, 2, 3])
    const [failed] = await messageRow(sqlA, subject)
    expect(failed!.last_delivery_error).toMatch(/ECONNREFUSED|connect|closed/i)
    // Retry n waits 2^(n-1) × the delay after the failure before it; the cron (every second) starts it soon after.
    const gap1 = failedAt.get(2)! - failedAt.get(1)!
    const gap2 = failedAt.get(3)! - failedAt.get(2)!
    expect(gap1).toBeGreaterThanOrEqual(RETRY_DELAY_MS)
    expect(gap2).toBeGreaterThanOrEqual(2 * RETRY_DELAY_MS)
    expect(gap2).toBeLessThan(2 * RETRY_DELAY_MS + 5_000)
    expect(mailsWithSubject(subject)).toHaveLength(0)

    await smtpLink.restore()
    const sent = await waitFor(
      async () => (await messageRow(sqlA, subject)).find((r) => r.delivery_status === 'sent'),
      20_000,
      'status sent',
    )
    expect(Number(sent.delivery_attempts)).toBe(4)
    expect(sent.updated_at.getTime() - failedAt.get(3)!).toBeGreaterThanOrEqual(4 * RETRY_DELAY_MS)
    expect(sent.last_delivery_error).toBeNull()
    expect(mailsWithSubject(subject)).toHaveLength(1)
    // Later cron runs send nothing more: counted once the queue has no delivery left to run.
    await waitFor(
      async () => ((await unfinishedJobs(dbA.uri, [DELIVER_CONTACT_TASK])) === 0 ? true : undefined),
      20_000,
      'the queue to finish',
    )
    expect(mailsWithSubject(subject)).toHaveLength(1)
  })

  it(`gives up after the first attempt and ${RETRIES} retries when SMTP never answers`, async () => {
    const sql = new pg.Client({ connectionString: dbB.uri })
    await sql.connect()
    try {
      const subject = uniqueSubject('Undeliverable')
      expect((await postContact(unreachable, '127.0.0.35', subject)).status).toBe(200)
      const job = await waitFor(
        async () =>
          (
            await sql.query<{ id: number; total_tried: string }>(
              `SELECT id, total_tried FROM payload_jobs WHERE task_slug = 'deliver-contact-message' AND has_error`,
            )
          ).rows[0],
        40_000,
        'the job to give up',
      )
      // The queue counts tries from the job's log: the first attempt and 12 retries, each failed. A try
      // that met another run of the same job mid-delivery (only the first can: the endpoint's run and a
      // cron run; cron runs never overlap) sent nothing and says so. The job's total_tried column can
      // then miss one, as both runs write it from the same starting value.
      expect(Number(job.total_tried)).toBeLessThanOrEqual(1 + RETRIES)
      const tries = (
        await sql.query<{ message: string }>(
          `SELECT error->>'message' AS message FROM payload_jobs_log WHERE _parent_id = $1 AND state = 'failed'`,
          [job.id],
        )
      ).rows
      expect(tries, JSON.stringify({ totalTried: job.total_tried, tries })).toHaveLength(1 + RETRIES)
      const metAnotherRun = tries.filter((t) => /being delivered by another run/.test(t.message)).length
      const [row] = await messageRow(sql, subject)
      expect(row).toMatchObject({ delivery_status: 'failed' })
      expect(Number(row!.delivery_attempts)).toBe(1 + RETRIES - metAnotherRun)
      expect(metAnotherRun).toBeLessThanOrEqual(1)
      // The cron keeps running (every second) but tries no more. Time is what is tested here: two
      // cron ticks pass and leave no trace (a job that gave up has no event left to wait for).
      await new Promise((r) => setTimeout(r, 2_500))
      expect(Number((await messageRow(sql, subject))[0]!.delivery_attempts)).toBe(1 + RETRIES - metAnotherRun)
    } finally {
      await sql.end()
    }
  })
})
