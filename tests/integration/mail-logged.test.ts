import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { bootPayload, type TestPayload } from '../support/payload'

/** The lines the log transport wrote through the console.info spy: one per message it did not send. */
const mailLogLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith('[mail:log]'))

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  // What a production server runs with when MAIL_TRANSPORT=log says logging mail is intended.
  ctx = await bootPayload('mail_logged', { MAIL_TRANSPORT: 'log', SMTP_HOST: '', CHAT_REPLY_EMAIL_DELAY_MS: '0' })
  payload = ctx.payload
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await ctx?.close()
})

describe('MAIL_TRANSPORT=log', () => {
  it('marks a logged contact message "logged", never "sent", and does not log it again', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { deliverContactMessage } = await import('../../src/jobs/deliver-contact-message')
    const stored = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        subject: 'Hello',
        message: 'Please call me back.',
        deliveryStatus: 'pending',
        deliveryAttempts: 0,
      },
    })

    expect(await deliverContactMessage(payload, stored.id)).toEqual({ status: 'logged' })
    const logged = await payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true })
    expect(logged.deliveryStatus).toBe('logged')
    expect(logged.deliveredAt ?? null).toBeNull()
    expect(logged.deliveryAttempts).toBe(1)
    const firstLog = mailLogLines(info)
    expect(firstLog).toHaveLength(1)
    expect(firstLog[0]).toContain('Hello')

    expect(await deliverContactMessage(payload, stored.id)).toEqual({ status: 'already-sent' })
    expect(
      (await payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true }))
        .deliveryAttempts,
    ).toBe(1)
    expect(mailLogLines(info)).toEqual(firstLog)
  })

  it('does not record a logged chat reply e-mail as e-mailed', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { emailUnseenReplies } = await import('../../src/lib/chat/reply-mail')
    const conversation = await payload.create({
      collection: 'chat-conversations',
      overrideAccess: true,
      data: { visitorId: 'visitor-mail-logged', visitorName: 'Bo', visitorEmail: 'bo@example.com', status: 'open' },
    })
    await payload.create({
      collection: 'chat-messages',
      overrideAccess: true,
      data: {
        conversation: conversation.id,
        senderType: 'admin',
        senderName: 'Support Team',
        message: 'We can help with that.',
      },
    })

    const outcome = await emailUnseenReplies(payload, conversation.id, {
      agencyName: 'Agency',
      siteUrl: 'http://localhost:3000',
      replyTo: 'team@agency.test',
    })
    expect(outcome).toBe('logged')
    const lines = mailLogLines(info)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('@example.com')
    const after = await payload.findByID({
      collection: 'chat-conversations',
      id: conversation.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(after.replyEmailedAt ?? null).toBeNull()
  })
})
