import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { DELIVER_CONTACT_TASK } from '../../src/jobs/deliver-contact-message'
import { EMAIL_QUEUE } from '../../src/lib/email/queue'
import { unfinishedJobs } from '../support/jobs'
import { bootPayload, type TestPayload } from '../support/payload'
import { startSmtpServer } from '../support/smtp'

/**
 * Contact delivery where the job queue and the database let it down. Payload's queue can start the same job twice at
 * once: the contact endpoint runs a new job right
 * away (runByID marks it processing by id, without checking), while a cron run in this or another
 * process may have picked it up a moment earlier; its own claim is a read, then a write. Delivery
 * must send the message once all the same.
 */
let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  ctx = await bootPayload('faults_contact_delivery', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CONTACT_RETRY_DELAY_MS: '0',
  })
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.close()
  await smtp?.close()
})

/**
 * Runs the queue, as its cron would, until no delivery job is left to run (a job being run by another caller counts as
 * left).
 */
const drainEmailQueue = () =>
  vi.waitFor(
    async () => {
      await payload.jobs.run({ queue: EMAIL_QUEUE, silent: true })
      expect(await unfinishedJobs(ctx.database.uri, [DELIVER_CONTACT_TASK])).toBe(0)
    },
    { timeout: 15_000, interval: 50 },
  )

describe('contact delivery run twice at once', () => {
  it('sends each message once when two runs of its job overlap', async () => {
    const subjects: string[] = []
    for (let i = 0; i < 5; i++) {
      const subject = `overlap ${i}`
      subjects.push(subject)
      const message = await payload.create({
        collection: 'contact-messages',
        overrideAccess: true,
        data: {
          name: 'Ana Lima',
          email: 'ana@example.com',
          subject,
          message: 'Twice at once?',
          deliveryStatus: 'pending',
          deliveryAttempts: 0,
        },
      })
      const job = await payload.jobs.queue({
        task: DELIVER_CONTACT_TASK,
        queue: EMAIL_QUEUE,
        input: { messageId: Number(message.id) },
      })
      // As the endpoint's immediate run and a cron run of the queue meeting on one job.
      await Promise.allSettled([
        payload.jobs.runByID({ id: job.id, silent: true }),
        payload.jobs.run({ queue: EMAIL_QUEUE, silent: true }),
      ])
    }
    // Whatever the overlap left to retry, until the queue has nothing left to run.
    await drainEmailQueue()
    for (const subject of subjects) {
      expect(
        smtp.received.filter((mail) => mail.subject?.endsWith(subject)),
        subject,
      ).toHaveLength(1)
    }
    const { docs } = await payload.find({ collection: 'contact-messages', overrideAccess: true, limit: 10 })
    expect(docs.map((d) => d.deliveryStatus)).toEqual(docs.map(() => 'sent'))
  })

  it('stores no message it could not also queue for delivery: the visitor is told to try again instead', async () => {
    const { sendContactEmailEndpoint } = await import('../../src/lib/contact/endpoint')
    const send = (subject: string) =>
      sendContactEmailEndpoint.handler(
        Object.assign(
          new Request('http://localhost/api/send-contact-email', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-agency-client-ip': '10.3.0.1' },
            body: JSON.stringify({
              name: 'Ana Lima',
              email: 'ana@example.com',
              subject,
              message: 'Lost between two writes?',
            }),
          }),
          { payload },
        ) as unknown as PayloadRequest,
      )
    const before = (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
    // As when the database goes away after the message is written and before its job is.
    const queue = vi.spyOn(payload.jobs, 'queue').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
    const refused = await send('not queued')
    // The refusal came from the queueing that failed, not from an earlier step.
    expect(queue).toHaveBeenCalledTimes(1)
    expect(queue.mock.calls[0]?.[0]).toMatchObject({ input: { messageId: expect.any(Number) as number } })
    queue.mockRestore()
    expect(refused.status).toBe(500)
    expect((await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs).toBe(before)

    // The visitor sends again: stored, queued and delivered once.
    expect((await send('not queued')).status).toBe(200)
    const mailed = () => smtp.received.filter((mail) => mail.subject?.endsWith('not queued'))
    // The endpoint's own first attempt runs in the background; the queue picks up anything it left.
    await drainEmailQueue()
    expect(mailed()).toHaveLength(1)
  })
})
