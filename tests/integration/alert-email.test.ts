import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { sendContactThrough } from '../support/contact'
import { bootPayload, type TestPayload } from '../support/payload'
import { startSmtpServer } from '../support/smtp'
import { startTcpProxy } from '../support/tcp-proxy'

/**
 * Alert e-mails through the e-mail queue (src/lib/alerts/email-queue.ts): stored once per key,
 * sent by the queue's run, several at once as one digest, kept and retried while SMTP is down.
 */
const ALERTS = 'alerts@agency.example'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let smtpLink: Awaited<ReturnType<typeof startTcpProxy>>
let EMAIL_QUEUE: string
let queueEmailAlert: typeof import('../../src/lib/alerts/email-queue').queueEmailAlert

const mailsToAlerts = () => smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(ALERTS))
const statuses = async () =>
  (await payload.find({ collection: 'staff-alerts', sort: 'createdAt', limit: 100, overrideAccess: true })).docs.map(
    (doc) => [doc.dedupeKey, doc.status],
  )

beforeAll(async () => {
  smtp = await startSmtpServer()
  smtpLink = await startTcpProxy(smtp.port)
  ctx = await bootPayload('alert_email', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpLink.port),
    CONTACT_EMAIL: ALERTS,
    CONTACT_RETRY_DELAY_MS: '200',
  })
  payload = ctx.payload
  ;({ EMAIL_QUEUE } = await import('../../src/lib/email/queue'))
  ;({ queueEmailAlert } = await import('../../src/lib/alerts/email-queue'))
})

afterAll(async () => {
  await smtpLink?.cut()
  await smtp?.close()
  await ctx?.close()
})

beforeEach(async () => {
  await smtpLink.restore()
  await payload.delete({ collection: 'staff-alerts', where: { id: { exists: true } }, overrideAccess: true })
  smtp.received.length = 0
})

const sendContact = (body: Record<string, unknown>) =>
  sendContactThrough(payload, body, `198.51.100.${Math.floor(Math.random() * 200) + 1}`)

async function setAlertEmail(address: string | null) {
  const { loadSiteSettings } = await import('../../src/lib/settings/load')
  await payload.updateGlobal({ slug: 'site-settings', data: { alertEmail: address }, overrideAccess: true })
  await loadSiteSettings(payload)
}

describe('alert e-mails', () => {
  it('stores an alert once per key, however often it is noticed, and the queue sends it as one e-mail', async () => {
    const alert = {
      kind: 'visitor-waiting',
      summary: 'Anna has waited 3 min on /pricing',
      dedupeKey: 'wait:email:1:10',
    } as const
    const noticed = await Promise.all([
      queueEmailAlert(payload, alert),
      queueEmailAlert(payload, alert),
      queueEmailAlert(payload, alert),
    ])
    expect(noticed.filter(Boolean)).toHaveLength(1)
    await payload.jobs.run({ queue: EMAIL_QUEUE })
    expect(mailsToAlerts()).toHaveLength(1)
    expect(mailsToAlerts()[0]!.subject).toContain('Anna has waited 3 min on /pricing')
    expect(await statuses()).toEqual([['wait:email:1:10', 'sent']])
    // Noticed again later (another process, the next sweep): still one e-mail.
    expect(await queueEmailAlert(payload, alert)).toBe(false)
    await payload.jobs.run({ queue: EMAIL_QUEUE })
    expect(mailsToAlerts()).toHaveLength(1)
  })

  it('sends alerts that arrive together as one digest, not a flood', async () => {
    for (let i = 1; i <= 12; i++)
      await queueEmailAlert(payload, {
        kind: i % 3 === 0 ? 'contact-message' : 'visitor-waiting',
        summary: `Alert number ${i}`,
        dedupeKey: `flood:${i}`,
      })
    await payload.jobs.run({ queue: EMAIL_QUEUE, limit: 50 })
    expect(mailsToAlerts()).toHaveLength(1)
    const [digest] = mailsToAlerts()
    expect(digest!.subject).toContain('12 alerts')
    for (let i = 1; i <= 12; i++) expect(digest!.text).toContain(`Alert number ${i}\n`)
    expect((await statuses()).every(([, status]) => status === 'sent')).toBe(true)
  })

  it('keeps alerts queued while SMTP is down and sends them once when it is back', async () => {
    await smtpLink.cut()
    await queueEmailAlert(payload, {
      kind: 'contact-message',
      summary: 'Contact message from Ben',
      dedupeKey: 'contact:5',
      contactMessageId: undefined,
    })
    await payload.jobs.run({ queue: EMAIL_QUEUE })
    expect(mailsToAlerts()).toHaveLength(0)
    const [failed] = (await payload.find({ collection: 'staff-alerts', overrideAccess: true })).docs
    expect(failed).toMatchObject({ status: 'queued', error: expect.any(String) })
    await smtpLink.restore()
    await new Promise((resolve) => setTimeout(resolve, 500))
    await payload.jobs.run({ queue: EMAIL_QUEUE })
    expect(mailsToAlerts()).toHaveLength(1)
    expect(mailsToAlerts()[0]!.text).toContain('/monitoring')
    expect(await statuses()).toEqual([['contact:5', 'sent']])
  })

  it('alerts the alert address of a contact message without its text, unless that address already received the message', async () => {
    const message = {
      name: 'Ben Ortiz',
      email: 'ben@example.com',
      subject: 'Rates',
      message: 'What do you charge for a management plan?',
    }
    await setAlertEmail('oncall@agency.example')
    try {
      expect((await sendContact(message)).status).toBe(200)
      await payload.jobs.run({ queue: EMAIL_QUEUE, limit: 20 })
      const alerts = smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes('oncall@agency.example'))
      expect(alerts).toHaveLength(1)
      expect(alerts[0]!.subject).toContain('Contact message from Ben')
      expect(alerts[0]!.text).toMatch(/\/cms\/collections\/contact-messages\/\d+/)
      expect(alerts[0]!.text).not.toContain('management plan')
      expect(alerts[0]!.text).not.toContain('Ortiz')
    } finally {
      await setAlertEmail(null)
    }
    // The default alert address is the contact e-mail, which the message itself went to: no second e-mail.
    smtp.received.length = 0
    expect((await sendContact({ ...message, email: 'other@example.com' })).status).toBe(200)
    await payload.jobs.run({ queue: EMAIL_QUEUE, limit: 20 })
    expect(
      (
        await payload.find({
          collection: 'staff-alerts',
          where: { kind: { equals: 'contact-message' } },
          overrideAccess: true,
        })
      ).docs,
    ).toHaveLength(1)
  })
})
