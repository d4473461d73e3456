import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import pg, { type PoolClient } from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { confirmationKey, DELIVER_CONTACT_TASK } from '../../src/jobs/deliver-contact-message'
import { EMAIL_QUEUE } from '../../src/lib/email/queue'
import { WEBHOOK_QUEUE, WEBHOOK_TASK } from '../../src/lib/webhook/events'
import { verifySignature } from '../../src/lib/webhook/signature'
import { sendContactThrough } from '../support/contact'
import { unfinishedJobs } from '../support/jobs'
import { bootPayload, type TestPayload } from '../support/payload'
import { startSmtpServer } from '../support/smtp'

/**
 * What a contact message sets off besides the agency's e-mail: the sender's confirmation (its own
 * job, one per address an hour) and the `contact.submitted` webhook event. The endpoint's handler
 * on the Local API; the queues are run here as their crons would. Every test uses addresses of its own.
 */
const AGENCY = 'team@agency.test'
const BOOKING_URL = 'https://cal.example.com/agency/strategy-call'
const SECRET = 'contact-webhook-secret-0123456789abcdef'
const REFUSED = 'refused@example.com'

type Delivery = { headers: http.IncomingHttpHeaders; body: string }
type ContactEvent = {
  id: string
  event: string
  occurredAt: string
  data: { messageId: number; name: string; email: string; subject: string; message: string; firstTouch: unknown }
}

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const refused = new Set<string>()
let receiver: http.Server
const deliveries: Delivery[] = []
let sendContact: (body: unknown, ip: string) => Promise<Response>
let ipCount = 0
const nextIp = () => `10.40.${Math.floor(++ipCount / 250)}.${ipCount % 250}`

const valid = {
  name: 'Ana Lima',
  subject: 'Partnership',
  message: 'I would love to hear how you work.\nSecond line of my message.',
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

const toOf = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '')
const agencyMails = (subject: string) =>
  smtp.received.filter((mail) => mail.subject === `New contact message: ${subject}` && toOf(mail) === AGENCY)
const mailsTo = (address: string) => smtp.received.filter((mail) => toOf(mail) === address)
const contactEvents = () =>
  deliveries
    .filter((d) => d.headers['x-agency-event'] === 'contact.submitted')
    .map((d) => JSON.parse(d.body) as ContactEvent)

/**
 * Runs a queue, as its cron would, until none of its jobs is left to run (retries included). A run
 * that meets the endpoint's own first run of a job can fail inside Payload (the job was finished
 * and deleted under it); like the cron, the next run carries on.
 */
const runQueue = (queue: string) => payload.jobs.run({ queue, silent: true }).catch(() => undefined)
async function drain(queue: string, task: string) {
  await waitFor(async () => {
    await runQueue(queue)
    return (await unfinishedJobs(ctx.database.uri, [task])) === 0 ? true : undefined
  }, 30_000)
}
const drainEmail = () => drain(EMAIL_QUEUE, DELIVER_CONTACT_TASK)
const drainWebhooks = () => drain(WEBHOOK_QUEUE, WEBHOOK_TASK)

async function storedMessage(email: string, subject: string) {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: { and: [{ email: { equals: email } }, { subject: { equals: subject } }] },
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!
}

beforeAll(async () => {
  smtp = await startSmtpServer(0, { refused })
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo
  ctx = await bootPayload('contact_confirmation', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_TRANSPORT: 'smtp',
    CONTACT_EMAIL: AGENCY,
    BOOKING_URL,
    CONTACT_RETRY_DELAY_MS: '200',
    CHAT_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/crm`,
    CHAT_WEBHOOK_SECRET: SECRET,
    CHAT_WEBHOOK_RETRY_DELAY_MS: '200',
  })
  payload = ctx.payload
  sendContact = (body, ip) => sendContactThrough(payload, body, ip)
})

afterAll(async () => {
  // The endpoint's own first runs go on in the background: let them end before the database does.
  if (payload) await drainEmail()
  await smtp?.close()
  await ctx?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

describe('contact confirmation', () => {
  it('sends the agency its mail and the sender a confirmation with the booking link and reply time, and none of the sender’s words', async () => {
    const email = 'bea@example.com'
    const res = await sendContact({ ...valid, email, subject: 'Confirm me' }, nextIp())
    expect(res.status).toBe(200)

    const agency = await waitFor(() => agencyMails('Confirm me')[0])
    expect(agency.replyTo?.value[0]?.address).toBe(email)
    const confirmation = await waitFor(() => mailsTo(email)[0])
    expect(confirmation.replyTo?.value[0]?.address).toBe(AGENCY)
    expect(confirmation.subject).toMatch(/received your message$/)
    // The agency's mail quotes the message; the confirmation, which anyone can have sent to any address, does not.
    expect(agency.text).toContain('I would love to hear how you work.')
    for (const body of [confirmation.text ?? '', confirmation.html || ''])
      expect(body).not.toMatch(/I would love to hear|Second line|Confirm me|Ana Lima/)
    expect(confirmation.text).toContain(`${BOOKING_URL}?ref=contact-email`)
    expect(confirmation.text).toContain('We usually reply within one business day.')
    expect(confirmation.text).toContain('You (or someone using this address) sent a message')
    expect(confirmation.html || '').toContain(`href="${BOOKING_URL}?ref=contact-email"`)

    await drainEmail()
    expect(agencyMails('Confirm me')).toHaveLength(1)
    expect(mailsTo(email)).toHaveLength(1)
    const stored = await storedMessage(email, 'Confirm me')
    expect(stored).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1 })
    expect(await payload.kv.get(confirmationKey(stored.id))).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('sends one address one confirmation an hour: later messages reach the agency without another', async () => {
    const email = 'cleo@example.com'
    // From other connections, and spelled otherwise: still the same inbox.
    const sent = [
      ['first', email],
      ['second', 'Cleo@Example.com'],
      ['third', 'cleo+again@example.com'],
    ] as const
    for (const [subject, address] of sent)
      expect((await sendContact({ ...valid, email: address, subject: `Limit ${subject}` }, nextIp())).status).toBe(200)
    // Another address is counted on its own.
    expect((await sendContact({ ...valid, email: 'dora@example.com', subject: 'Limit other' }, nextIp())).status).toBe(
      200,
    )

    await drainEmail()
    for (const [subject] of sent) expect(agencyMails(`Limit ${subject}`), subject).toHaveLength(1)
    expect(agencyMails('Limit other')).toHaveLength(1)
    const confirmations = smtp.received.filter((mail) =>
      ['cleo', 'cleo+again'].some((local) => toOf(mail).toLowerCase() === `${local}@example.com`),
    )
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]!.subject).toMatch(/received your message$/)
    expect(toOf(confirmations[0]!)).toBe(email)
    expect(mailsTo('dora@example.com')).toHaveLength(1)
  })

  it('a confirmation the mail server refuses is retried on its own: the agency mail goes out once, and the confirmation once it is taken', async () => {
    refused.add(REFUSED)
    try {
      expect((await sendContact({ ...valid, email: REFUSED, subject: 'Refused sender' }, nextIp())).status).toBe(200)
      const stored = await storedMessage(REFUSED, 'Refused sender')
      // The confirmation fails again and again, each time retried by the queue…
      await waitFor(async () => {
        await runQueue(EMAIL_QUEUE)
        const state = await payload.kv.get<{ status: string; attempts: number }>(confirmationKey(stored.id))
        return state?.status === 'failed' && state.attempts >= 3 ? state : undefined
      })
      // …while the agency's mail went out once, and its own job is done.
      expect(agencyMails('Refused sender')).toHaveLength(1)
      expect(
        await payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true }),
      ).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1 })
      expect(mailsTo(REFUSED)).toHaveLength(0)
    } finally {
      refused.delete(REFUSED)
    }
    await drainEmail()
    expect(mailsTo(REFUSED)).toHaveLength(1)
    expect(agencyMails('Refused sender')).toHaveLength(1)
  })

  it('two runs of one confirmation at once send one e-mail', async () => {
    const { confirmContactMessage } = await import('../../src/jobs/deliver-contact-message')
    const email = 'twice@example.com'
    const stored = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { ...valid, email, deliveryStatus: 'pending', deliveryAttempts: 0 },
    })
    const runs = await Promise.allSettled([
      confirmContactMessage(payload, stored.id),
      confirmContactMessage(payload, stored.id),
    ])
    expect(runs.filter((run) => run.status === 'fulfilled').map((run) => run.value)).toContainEqual({ status: 'sent' })
    for (const run of runs) {
      if (run.status === 'rejected') expect(String(run.reason)).toMatch(/being delivered by another run/)
      else expect(['sent', 'already-sent']).toContain(run.value.status)
    }
    await waitFor(() => mailsTo(email)[0])
    expect(await confirmContactMessage(payload, stored.id)).toEqual({ status: 'already-sent' })
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('a confirmation sent while the database went away is not sent again by another run before it is written down', async () => {
    const { confirmContactMessage } = await import('../../src/jobs/deliver-contact-message')
    const { databasePool } = await import('../../src/lib/db/pool')
    const email = 'away@example.com'
    const stored = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { ...valid, email, deliveryStatus: 'pending', deliveryAttempts: 0 },
    })
    const pool = databasePool(payload)
    let records = 0
    const isRecord = (sql: unknown, params: unknown) =>
      typeof sql === 'string' &&
      sql.startsWith('INSERT INTO payload_kv') &&
      Array.isArray(params) &&
      String(params[1]).includes('"status":"sent"')
    const away = () => Promise.reject(new Error('Connection terminated unexpectedly'))
    // The run's own connection dies as it writes the confirmation down (its advisory lock ends with it)…
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
    const connectSpy = vi.spyOn(pool, 'connect').mockImplementation(((...args: unknown[]): unknown => {
      if (args.length) return connect(...args)
      return (connect() as Promise<PoolClient>).then((client) => {
        const query = client.query.bind(client) as (...queryArgs: unknown[]) => unknown
        return Object.assign(client, {
          query: (...queryArgs: unknown[]) => (isRecord(queryArgs[0], queryArgs[1]) ? away() : query(...queryArgs)),
        })
      })
    }) as never)
    // …and the database stays away for the run's retries until `back` is set.
    let back = false
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
    const querySpy = vi.spyOn(pool, 'query').mockImplementation((...args: unknown[]): unknown => {
      if (!back && isRecord(args[0], args[1])) {
        records++
        return away()
      }
      return query(...args)
    })
    try {
      const first = confirmContactMessage(payload, stored.id)
      await waitFor(() => mailsTo(email)[0])
      await waitFor(() => (records > 0 ? true : undefined))
      connectSpy.mockRestore()
      const second = await Promise.allSettled([confirmContactMessage(payload, stored.id)])
      expect(second[0]).toMatchObject({
        status: 'rejected',
        reason: expect.objectContaining({ message: expect.stringMatching(/was sent; writing that down is under way/) }),
      })
      back = true
      expect(await first).toEqual({ status: 'sent' })
    } finally {
      connectSpy.mockRestore()
      querySpy.mockRestore()
    }
    expect(mailsTo(email)).toHaveLength(1)
    expect(await payload.kv.get(confirmationKey(stored.id))).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await confirmContactMessage(payload, stored.id)).toEqual({ status: 'already-sent' })
  })
})

describe('contact.submitted webhook', () => {
  it('posts each accepted message once, signed, with its first touch; a refused or dropped submission posts nothing', async () => {
    // Events of the earlier tests' messages are out of the way.
    await drainWebhooks()
    const before = contactEvents().length
    // Refused (invalid), and dropped (honeypot): nothing stored, nothing queued.
    expect((await sendContact({ ...valid, email: 'invalid@example.com', message: 'too short' }, nextIp())).status).toBe(
      400,
    )
    expect((await sendContact({ ...valid, email: 'not-an-address', subject: 'Bad address' }, nextIp())).status).toBe(
      400,
    )
    expect(
      (await sendContact({ ...valid, email: 'bot@example.com', website: 'http://spam.test' }, nextIp())).status,
    ).toBe(200)
    const queued = new pg.Client({ connectionString: ctx.database.uri })
    await queued.connect()
    const { rows } = await queued
      .query<{ n: string }>(
        `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = $1 AND input::text ~ '(invalid|bot)@example\\.com|Bad address'`,
        [WEBHOOK_TASK],
      )
      .finally(() => queued.end())
    expect(Number(rows[0]!.n)).toBe(0)

    const firstTouch = {
      landingPage: '/services',
      referrerHost: 'news.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    }
    expect(
      (
        await sendContact(
          { ...valid, name: 'Eli <Ed>', email: 'eli@example.com', subject: 'Hooked', firstTouch },
          nextIp(),
        )
      ).status,
    ).toBe(200)
    const stored = await storedMessage('eli@example.com', 'Hooked')
    await drainWebhooks()
    // Nothing left would post it again.
    await runQueue(WEBHOOK_QUEUE)

    const events = contactEvents().slice(before)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      event: 'contact.submitted',
      data: {
        messageId: stored.id,
        name: 'Eli <Ed>',
        email: 'eli@example.com',
        subject: 'Hooked',
        message: valid.message,
        firstTouch,
      },
    })
    const delivery = deliveries.find((d) => (JSON.parse(d.body) as ContactEvent).data.messageId === stored.id)!
    expect(verifySignature(SECRET, delivery.body, String(delivery.headers['x-agency-signature']), new Date())).toBe(
      true,
    )
    expect(
      verifySignature(
        'another-secret-of-the-same-length!!!!!!',
        delivery.body,
        String(delivery.headers['x-agency-signature']),
        new Date(),
      ),
    ).toBe(false)
    expect(delivery.headers['x-agency-delivery']).toBe(events[0]!.id)
    for (const address of ['invalid@example.com', 'bot@example.com'])
      expect(
        deliveries.some((d) => d.body.includes(address)),
        address,
      ).toBe(false)
  })

  it('a message without a first touch posts null for it', async () => {
    expect((await sendContact({ ...valid, email: 'fay@example.com', subject: 'No touch' }, nextIp())).status).toBe(200)
    const stored = await storedMessage('fay@example.com', 'No touch')
    await drainWebhooks()
    const events = contactEvents().filter((event) => event.data.messageId === stored.id)
    expect(events).toHaveLength(1)
    expect(events[0]!.data.firstTouch).toBeNull()
  })
})
