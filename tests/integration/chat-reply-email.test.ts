import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { ask, clientId, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'
import { startSmtpServer } from '../support/smtp'

const ADMIN_PASSWORD = 'reply-email-admin-password'
const DELAY_MS = 1_500

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let db: TestDatabase
let server: Site
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let adminCookie: string
const sockets = socketPool()
const connect = (side: 'visitor' | 'staff', cookie: string) => sockets.open(server.url, side, cookie)

async function chatWithReplies(email: string | undefined, replies: string[]) {
  const visitor = await connect('visitor', await visitorCookie(server.url))
  const staff = await connect('staff', adminCookie)
  const identity = email ? { name: 'Yara', email } : { name: 'Yara', phone: '+1 555 010 3000' }
  const sent = await ask<Sent>(visitor, 'chat:send', { clientId: clientId(), message: 'Are you there?', identity })
  if (!sent.ok) throw new Error(sent.error)
  const conversationId = sent.data.conversation.id
  for (const message of replies) {
    const reply = await ask(staff, 'staff:reply', { conversationId, clientId: clientId(), message })
    expect(reply.ok).toBe(true)
  }
  return { visitor, conversationId }
}

/** Reply-mail runs still queued or running (Payload deletes a job once it has completed). */
async function pendingReplyRuns(): Promise<number> {
  const client = new pg.Client({ connectionString: db.uri })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM payload_jobs WHERE task_slug = 'chat-reply-email'`,
    )
    return Number(rows[0]!.count)
  } finally {
    await client.end()
  }
}

async function untilNoReplyRunsLeft(ms = 20_000) {
  const end = Date.now() + ms
  while ((await pendingReplyRuns()) > 0) {
    if (Date.now() > end) throw new Error('reply-mail runs still queued')
    await sleep(100)
  }
}

const mailsTo = (address: string) =>
  smtp.received.filter((mail) => JSON.stringify(mail.to ?? '').includes(`"${address}"`))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await sleep(100)
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  server = await startSite('chat_reply_email', {
    ADMIN_PASSWORD,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CHAT_REPLY_EMAIL_DELAY_MS: String(DELAY_MS),
    EMAIL_QUEUE_CRON: '* * * * * *',
    CHAT_CONVERSATIONS_PER_IP: '1000',
  })
  db = server.db
  adminCookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
})

afterAll(async () => {
  sockets.closeAll()
  await server?.close()
  await smtp?.close()
})

describe('e-mail continuity for staff replies', () => {
  it('e-mails replies the visitor did not see, once, all in one e-mail', async () => {
    await chatWithReplies('unseen@example.com', [
      'Hi Yara, thanks for waiting.',
      'We manage OnlyFans and Fansly accounts.',
    ])
    await until(() => mailsTo('unseen@example.com').length > 0, 20_000)
    // Both replies queued a run; the later one finds nothing left to send. A conversation started
    // after them is e-mailed by a later run: once its mail is here, both runs for this one are done.
    await chatWithReplies('later@example.com', ['A reply queued after both'])
    await until(() => mailsTo('later@example.com').length > 0, 20_000)
    await untilNoReplyRunsLeft()
    const mails = mailsTo('unseen@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('replied to your chat')
    expect(mails[0]!.text).toContain('Hi Yara, thanks for waiting.')
    expect(mails[0]!.text).toContain('We manage OnlyFans and Fansly accounts.')
  })

  it('sends nothing when the visitor saw the reply in the widget first, or left no e-mail address', async () => {
    const { visitor, conversationId } = await chatWithReplies('saw-it@example.com', ['Seen in time'])
    expect(await ask(visitor, 'chat:seen', { conversationId })).toEqual({ ok: true, data: null })
    await chatWithReplies(undefined, ['No address to send to'])
    // The same setup with an unseen reply and an address, queued after both, is e-mailed: once its
    // mail is here, the runs for the two above have been done.
    await chatWithReplies('control@example.com', ['Not seen, so e-mailed'])
    await until(() => mailsTo('control@example.com').length === 1, 20_000)
    await untilNoReplyRunsLeft()
    expect(mailsTo('control@example.com')[0]!.text).toContain('Not seen, so e-mailed')
    expect(mailsTo('saw-it@example.com')).toHaveLength(0)
    expect(smtp.received.some((mail) => mail.text?.includes('No address to send to'))).toBe(false)
  })

  it('a visitor cannot mark someone else’s conversation as seen', async () => {
    const { conversationId } = await chatWithReplies('owner@example.com', ['For the owner only'])
    const stranger = await connect('visitor', await visitorCookie(server.url))
    expect(await ask(stranger, 'chat:seen', { conversationId })).toMatchObject({ ok: false, code: 'forbidden' })
    await until(() => mailsTo('owner@example.com').length === 1, 20_000)
  })
})
