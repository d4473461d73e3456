import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { DELIVER_CONTACT_TASK } from '../../src/jobs/deliver-contact-message'
import { EMAIL_QUEUE } from '../../src/lib/email/queue'
import { sendContactThrough } from '../support/contact'
import { unfinishedJobs } from '../support/jobs'
import { bootPayload, type TestPayload } from '../support/payload'
import { startSmtpServer } from '../support/smtp'
import { startTcpProxy } from '../support/tcp-proxy'

/**
 * The endpoint's handler on the Local API (no server process: see contact-server.test.ts for the
 * real server). SMTP is reached through a proxy every test starts restored, so a test that needs
 * SMTP down cuts it itself and no test depends on another having run.
 */
const AGENCY = 'team@agency.test'
let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let smtpLink: Awaited<ReturnType<typeof startTcpProxy>>
let sendContact: (body: unknown, ip: string, raw?: string) => Promise<Response>

const valid = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Partnership',
  message: 'I would love to hear how you work.',
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The mails the SMTP server received with this subject line. */
const mailsAbout = (subject: string) =>
  smtp.received.filter((mail) => mail.subject === `New contact message: ${subject}`)
const mailAbout = (subject: string) => waitFor(() => mailsAbout(subject)[0])

beforeAll(async () => {
  smtp = await startSmtpServer()
  smtpLink = await startTcpProxy(smtp.port)
  ctx = await bootPayload('contact', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpLink.port),
    CONTACT_EMAIL: AGENCY,
    CONTACT_RETRY_DELAY_MS: '300',
  })
  payload = ctx.payload
  sendContact = (body, ip, raw) => sendContactThrough(payload, body, ip, raw)
})

afterAll(async () => {
  await smtpLink?.cut()
  await smtp?.close()
  await ctx?.close()
})

beforeEach(async () => {
  await smtpLink.restore()
})

describe('send-contact-email', () => {
  it('when SMTP is down: stores the message, answers success, and the retry job delivers exactly once when it is back', async () => {
    await smtpLink.cut()
    const subject = 'While SMTP was down'
    const res = await sendContact({ ...valid, subject }, '10.1.0.1')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })

    const failed = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'contact-messages',
        where: { subject: { equals: subject } },
        overrideAccess: true,
      })
      return docs[0]?.deliveryStatus === 'failed' ? docs[0] : undefined
    })
    expect(failed.deliveryAttempts).toBe(1)
    expect(failed.lastDeliveryError).toMatch(/ECONNREFUSED|connect/i)

    await smtpLink.restore()
    // The queue is run, as its cron would, until the retry is due (CONTACT_RETRY_DELAY_MS after the failure) and has
    // sent it.
    const sent = await waitFor(async () => {
      await payload.jobs.run({ queue: EMAIL_QUEUE })
      const doc = await payload.findByID({ collection: 'contact-messages', id: failed.id, overrideAccess: true })
      return doc.deliveryStatus === 'sent' ? doc : undefined
    })
    expect(sent.deliveryAttempts).toBe(2)
    expect(mailsAbout(subject)).toHaveLength(1)

    // Nothing is left for a later run to send again.
    await payload.jobs.run({ queue: EMAIL_QUEUE })
    expect(await unfinishedJobs(ctx.database.uri, [DELIVER_CONTACT_TASK])).toBe(0)
    expect(mailsAbout(subject)).toHaveLength(1)
  })

  it('two runs of one delivery at once (the endpoint’s own and a cron’s) send one e-mail', async () => {
    const { deliverContactMessage } = await import('../../src/jobs/deliver-contact-message')
    const subject = 'Delivered by two runs'
    const stored = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { ...valid, subject, deliveryStatus: 'pending', deliveryAttempts: 0 },
    })
    const runs = await Promise.allSettled([
      deliverContactMessage(payload, stored.id),
      deliverContactMessage(payload, stored.id),
    ])
    expect(runs.filter((run) => run.status === 'fulfilled').map((run) => run.value)).toContainEqual({ status: 'sent' })
    // The other run either found the delivery under way (an error the queue retries) or found it done.
    for (const run of runs) {
      if (run.status === 'rejected') expect(String(run.reason)).toMatch(/being delivered by another run/)
      else expect(['sent', 'already-sent']).toContain(run.value.status)
    }
    await mailAbout(subject)
    const after = await payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true })
    expect(after).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1 })
    // Both runs have ended, and this SMTP server stores a mail before it accepts it: a second one would be here.
    expect(mailsAbout(subject)).toHaveLength(1)
  })

  it('a mail sent while the database went away is not sent again by another run before it is written down', async () => {
    const { deliverContactMessage } = await import('../../src/jobs/deliver-contact-message')
    const { databasePool } = await import('../../src/lib/db/pool')
    const subject = 'Sent as the database went away'
    const stored = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { ...valid, subject, deliveryStatus: 'pending', deliveryAttempts: 0 },
    })
    const pool = databasePool(payload)
    const isRecord = (sql: unknown) =>
      typeof sql === 'string' && sql.startsWith('UPDATE contact_messages SET delivery_status = $2')
    const away = () => Promise.reject(new Error('Connection terminated unexpectedly'))
    // The run's own connection dies as it writes the delivery down (its advisory lock ends with it)…
    // (pg's own pool.query connects through a callback: those are left alone.)
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
    const brokenConnect = (...args: unknown[]): unknown => {
      if (args.length) return connect(...args)
      return (connect() as Promise<PoolClient>).then((client) => {
        const query = client.query.bind(client) as (...queryArgs: unknown[]) => unknown
        return Object.assign(client, {
          query: (...queryArgs: unknown[]) => (isRecord(queryArgs[0]) ? away() : query(...queryArgs)),
        })
      })
    }
    const connectSpy = vi.spyOn(pool, 'connect').mockImplementation(brokenConnect as never)
    // …and the database stays away for the run's retries until `back` is set.
    let back = false
    let refusedRecords = 0
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
    const awayUntilBack = (...args: unknown[]): unknown => {
      if (!back && isRecord(args[0])) {
        refusedRecords++
        return away()
      }
      return query(...args)
    }
    const querySpy = vi.spyOn(pool, 'query').mockImplementation(awayUntilBack)
    try {
      const first = deliverContactMessage(payload, stored.id)
      await mailAbout(subject)
      await waitFor(() => (refusedRecords > 0 ? true : undefined))
      connectSpy.mockRestore()
      const second = await Promise.allSettled([deliverContactMessage(payload, stored.id)])
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
    expect(mailsAbout(subject)).toHaveLength(1)
    expect(
      await payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true }),
    ).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1 })
    expect(await deliverContactMessage(payload, stored.id)).toEqual({ status: 'already-sent' })
  })

  it('delivers a valid message to the agency with the visitor as Reply-To', async () => {
    const res = await sendContact({ ...valid, subject: 'Second enquiry' }, '10.1.0.2')
    expect(res.status).toBe(200)
    const mail = await mailAbout('Second enquiry')
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(AGENCY)
    expect(mail.replyTo?.value[0]?.address).toBe('ana@example.com')
    expect(mail.replyTo?.value[0]?.name).toBe('Ana Lima')
    expect(mail.subject).toBe('New contact message: Second enquiry')
    expect(mail.text).toContain('I would love to hear how you work.')
    expect(mail.text).toContain('Name: Ana Lima')
  })

  it('keeps header injection and <script> payloads inert', async () => {
    const res = await sendContact(
      {
        name: 'Eve\r\nBcc: victim@evil.test',
        email: 'eve@example.com',
        subject: 'Hi\r\nBcc: victim@evil.test',
        message: '<script>alert("x")</script> hello there',
      },
      '10.1.0.3',
    )
    expect(res.status).toBe(200)
    const mail = await mailAbout('Hi Bcc: victim@evil.test')
    expect(mail.bcc).toBeUndefined()
    expect(mail.headers.get('bcc')).toBeUndefined()
    expect(mail.subject).toBe('New contact message: Hi Bcc: victim@evil.test')
    expect(mail.html || '').not.toContain('<script>')
    expect(mail.html || '').toContain('&lt;script&gt;')
  })

  it('stores a message with NUL characters (dropped) and an address the form accepts, never answering 500', async () => {
    const res = await sendContact(
      {
        name: 'Nu\u0000la',
        email: 'nula@my-.example.com',
        subject: 'Sub\u0000ject',
        message: 'Hello there, \u0000world.',
      },
      '10.1.0.9',
    )
    expect(res.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'nula@my-.example.com' } },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.name, d.subject, d.message])).toEqual([['Nula', 'Subject', 'Hello there, world.']])
    await mailAbout('Subject')
  })

  it('answers 400 with the per-field messages for every rule at its boundary', async () => {
    const cases: [Record<string, string>, string, string | null][] = [
      [{ name: 'n'.repeat(100) }, 'name', null],
      [{ name: 'n'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ subject: 's'.repeat(200) }, 'subject', null],
      [{ subject: 's'.repeat(201) }, 'subject', 'Subject must be less than 200 characters'],
      [{ subject: ' ' }, 'subject', 'Subject is required'],
      [{ message: '123456789' }, 'message', 'Message must be at least 10 characters'],
      [{ message: '1234567890' }, 'message', null],
      [{ message: 'm'.repeat(2000) }, 'message', null],
      [{ message: 'm'.repeat(2001) }, 'message', 'Message must be less than 2000 characters'],
      [{ message: '          ' }, 'message', 'Message must be at least 10 characters'],
    ]
    let ip = 0
    for (const [override, field, message] of cases) {
      const res = await sendContact({ ...valid, ...override }, `10.2.0.${ip++}`)
      if (message === null) {
        expect(res.status, JSON.stringify(override).slice(0, 40)).toBe(200)
      } else {
        expect(res.status).toBe(400)
        expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBe(message)
      }
    }
  })

  it('refuses bodies over 16 kB with 413 and unreadable bodies with 400, never 500', async () => {
    expect(
      (await sendContact(null, '10.3.0.1', JSON.stringify({ ...valid, message: 'x'.repeat(17_000) }))).status,
    ).toBe(413)
    expect((await sendContact(null, '10.3.0.2', '{not json')).status).toBe(400)
    expect((await sendContact([], '10.3.0.3')).status).toBe(400)
  })

  it('drops honeypot submissions silently', async () => {
    const { totalDocs } = await payload.count({ collection: 'contact-messages', overrideAccess: true })
    const res = await sendContact({ ...valid, website: 'http://spam.test' }, '10.4.0.1')
    expect(res.status).toBe(200)
    expect((await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs).toBe(totalDocs)
  })

  it('answers the 6th message from one address within 10 minutes with 429 and a clear message', async () => {
    for (let i = 0; i < 5; i++) expect((await sendContact(valid, '10.5.0.1')).status).toBe(200)
    const limited = await sendContact(valid, '10.5.0.1')
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { message: string }).message).toMatch(
      /Too many messages.*try again in 10 minutes/,
    )
    expect((await sendContact(valid, '10.5.0.2')).status).toBe(200)
  })

  it('contact messages are readable by admins and editors only', async () => {
    await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { ...valid, deliveryStatus: 'pending', deliveryAttempts: 0 },
    })
    const support = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: 'supp', password: 'supp-password copper lantern', role: 'support' },
    })
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: 'edit', password: 'edit-password copper lantern', role: 'editor' },
    })
    const as = (user: typeof support) => ({
      user: { ...user, collection: 'users' as const },
      overrideAccess: false as const,
    })
    await expect(payload.find({ collection: 'contact-messages', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'contact-messages', ...as(support) })).rejects.toThrow()
    expect((await payload.find({ collection: 'contact-messages', ...as(editor) })).totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'contact-messages',
        ...as(editor),
        data: { ...valid, deliveryStatus: 'pending', deliveryAttempts: 0 },
      }),
    ).rejects.toThrow()
  })
})
