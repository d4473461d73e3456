import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { ask, clientId, socketPool, visitorCookie } from '../support/chat-clients'
import { loginAs } from '../support/login'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'
import { startSmtpServer } from '../support/smtp'

/**
 * A visitor's wait followed the whole way on the production server, nothing stubbed: the server's
 * own sweep (every second here, ALERT_SWEEP_MS) finds the message unanswered past the shortest wait
 * Site settings allow (1 minute), asks Socket.IO whether any staff member has the console open (nobody
 * has), and the e-mail queue delivers the alert to the test SMTP server. The minute is not waited out:
 * the message's stored time is moved a minute back (the clock the sweep measures the wait by), after
 * sweeps have been seen to leave the younger wait alone. The minute rule itself is unit-tested
 * (src/lib/alerts/wait-rule.test.ts).
 */
const ADMIN_PASSWORD = 'wait-email-admin-password'
const ALERTS = 'alerts@agency.example'
const SECRET_TEXT = 'my card number is 4111 1111'

let db: TestDatabase
let sql: pg.Client
let server: Site
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const sockets = socketPool()

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startSite('wait_alert_email', {
    ADMIN_PASSWORD,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CONTACT_EMAIL: ALERTS,
    EMAIL_QUEUE_CRON: '*/2 * * * * *',
    ALERT_SWEEP_MS: '1000',
  })
  db = server.db
  sql = new pg.Client({ connectionString: db.uri })
  await sql.connect()
  const { token } = await loginAs(server.url, 'admin', ADMIN_PASSWORD)
  const saved = await fetch(`${server.url}/api/globals/site-settings`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ alertWaitMinutes: 1 }),
  })
  expect(saved.status).toBe(200)
})

afterAll(async () => {
  sockets.closeAll()
  await sql?.end()
  await server?.close()
  await smtp?.close()
})

describe('a visitor waiting with nobody in the console', () => {
  it('is e-mailed to the alert address by the server’s own sweep and e-mail queue, once, without the message', async () => {
    const widget = await sockets.open(server.url, 'visitor', await visitorCookie(server.url))
    const sent = await ask<{ message: ChatMessageView; conversation: VisitorConversationView }>(widget, 'chat:send', {
      clientId: clientId(),
      message: SECRET_TEXT,
      identity: { name: 'Wren Holloway', email: 'wren@example.com' },
    })
    if (!sent.ok) throw new Error(sent.error)
    const conversationId = sent.data.conversation.id
    expect(await ask(widget, 'chat:context', { page: '/pricing' })).toMatchObject({ ok: true })

    const toAlerts = () => smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(ALERTS))
    const waitAlerts = async () =>
      (
        await sql.query<{ channel: string; status: string; dedupe_key: string }>(
          `SELECT channel, status, dedupe_key FROM staff_alerts WHERE conversation_id = $1 AND kind = 'visitor-waiting' ORDER BY id`,
          [conversationId],
        )
      ).rows
    // Several sweeps (one a second) and e-mail queue runs (every 2 s) pass a wait younger than the minute by.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    expect(await waitAlerts()).toEqual([])
    expect(toAlerts()).toEqual([])

    // The message has now waited a minute and a second.
    const moved = await sql.query(
      `UPDATE chat_messages SET created_at = created_at - interval '61 seconds' WHERE conversation_id = $1`,
      [conversationId],
    )
    expect(moved.rowCount).toBe(1)
    const deadline = Date.now() + 30_000
    while (toAlerts().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
    const [mail, ...others] = toAlerts()
    expect(mail, 'no alert e-mail within 30 s of the wait being due').toBeDefined()
    expect(mail!.subject).toMatch(/Wren is waiting for a reply: On \/pricing · waiting 1 min/)
    expect(mail!.text).toContain(`/admin/chat?conversation=${conversationId}`)
    expect(`${mail!.subject} ${mail!.text} ${String(mail!.html)}`).not.toMatch(/card number|Holloway/)

    expect(await waitAlerts()).toEqual([
      { channel: 'push', status: 'skipped', dedupe_key: expect.stringMatching(/^wait:push:/) },
      { channel: 'email', status: 'sent', dedupe_key: expect.stringMatching(/^wait:email:/) },
    ])
    // The next sweeps find the wait alerted already: no second e-mail.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    expect(others).toEqual([])
    expect(toAlerts()).toHaveLength(1)
  }, 90_000)
})
