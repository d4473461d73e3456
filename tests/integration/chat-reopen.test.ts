import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type {
  ChatMessageView,
  StaffConversationListing,
  StaffConversationView,
  VisitorConversationView,
} from '../../src/lib/chat/types'
import { ask, clientId, next, record, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { type Site, startSite } from '../support/server-process'

const ADMIN_PASSWORD = 'chat-reopen-admin-password'

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let server: Site
let adminCookie: string
let supportCookie: string
const sockets = socketPool()

const visitor = async (cookie?: string) =>
  sockets.open(server.url, 'visitor', cookie ?? (await visitorCookie(server.url)))
const staff = (cookie = adminCookie) => sockets.open(server.url, 'staff', cookie)

async function startChat(socket: Socket, name: string, message: string) {
  const sent = await ask<Sent>(socket, 'chat:send', {
    clientId: clientId(),
    message,
    identity: { name, email: `${name.toLowerCase()}@example.com` },
  })
  if (!sent.ok) throw new Error(sent.error)
  return sent.data
}

async function listing(socket: Socket, conversationId: number) {
  const list = await ask<StaffConversationListing[]>(socket, 'staff:list')
  if (!list.ok) throw new Error(list.error)
  return list.data.find((c) => c.id === conversationId)
}

beforeAll(async () => {
  // Every typing signal is forwarded (no per-socket throttle): only a conversation's status can hold one back.
  server = await startSite('chat_reopen', {
    ADMIN_PASSWORD,
    CHAT_CONVERSATIONS_PER_IP: '1000',
    CHAT_MESSAGES_PER_MINUTE: '100',
    CHAT_TYPING_FORWARD_MS: '0',
  })
  adminCookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  const response = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: adminCookie },
    body: JSON.stringify({ username: 'reopen-support', password: 'reopen-support-password-1', role: 'support' }),
  })
  expect(response.status).toBe(201)
  supportCookie = await staffCookie(server.url, 'reopen-support', 'reopen-support-password-1')
})

afterAll(async () => {
  sockets.closeAll()
  await server?.close()
})

describe('typing ends with the conversation', () => {
  it('neither side may signal typing in a closed conversation; nothing is forwarded', async () => {
    const console = await staff()
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Tess', 'hello')
    // While it is open, signals are forwarded both ways.
    const widgetSees = next<[{ conversationId: number }]>(widget, 'chat:typing')
    expect(await ask(console, 'staff:typing', { conversationId: conversation.id })).toEqual({ ok: true, data: null })
    expect((await widgetSees)[0]).toEqual({ conversationId: conversation.id })
    const consoleSees = next<[{ conversationId: number }]>(console, 'staff:typing')
    expect(await ask(widget, 'chat:typing', { conversationId: conversation.id })).toEqual({ ok: true, data: null })
    expect((await consoleSees)[0]).toEqual({ conversationId: conversation.id })

    const closed = next<[VisitorConversationView]>(widget, 'chat:conversation')
    expect(await ask<StaffConversationView>(console, 'staff:close', { conversationId: conversation.id })).toMatchObject(
      { ok: true, data: { status: 'closed' } },
    )
    expect((await closed)[0]).toEqual({ id: conversation.id, status: 'closed' })

    const toVisitor = record(widget, 'chat:typing')
    const toStaff = record(console, 'staff:typing')
    expect(await ask(console, 'staff:typing', { conversationId: conversation.id })).toMatchObject({
      ok: false,
      code: 'closed',
    })
    expect(await ask(widget, 'chat:typing', { conversationId: conversation.id })).toMatchObject({
      ok: false,
      code: 'closed',
    })
    // Malformed and foreign ids are refused with a reason, never a crash.
    expect(await ask(widget, 'chat:typing', { conversationId: -1 })).toMatchObject({ ok: false, code: 'invalid' })
    expect(await ask(await visitor(), 'chat:typing', { conversationId: conversation.id })).toMatchObject({
      ok: false,
      code: 'forbidden',
    })
    // A round trip on each socket brings in anything the server sent it before.
    await Promise.all([ask(widget, 'ping'), ask(console, 'ping')])
    expect(toVisitor).toEqual([])
    expect(toStaff).toEqual([])
  })
})

describe('reopening a closed conversation', () => {
  it('staff reopen it; the widget and every console hear it; the visitor writes in it again', async () => {
    const console = await staff()
    const otherConsole = await staff(supportCookie)
    const cookie = await visitorCookie(server.url)
    const widget = await visitor(cookie)
    const { conversation } = await startChat(widget, 'Rhea', 'first question')
    expect(await ask(console, 'staff:close', { conversationId: conversation.id })).toMatchObject({ ok: true })

    const widgetHears = next<[VisitorConversationView]>(widget, 'chat:conversation', 10_000, (c) => c.status === 'open')
    const consoleHears = next<[StaffConversationView]>(
      otherConsole,
      'staff:conversation',
      10_000,
      (c) => c.id === conversation.id && c.status === 'open',
    )
    const reopened = await ask<StaffConversationView>(otherConsole, 'staff:reopen', { conversationId: conversation.id })
    expect(reopened).toMatchObject({ ok: true, data: { id: conversation.id, status: 'open', visitorName: 'Rhea' } })
    expect((await widgetHears)[0]).toEqual({ id: conversation.id, status: 'open' })
    expect((await consoleHears)[0]).toMatchObject({ id: conversation.id, status: 'open' })

    // Reopening an open conversation changes nothing.
    expect(await ask(console, 'staff:reopen', { conversationId: conversation.id })).toMatchObject({
      ok: true,
      data: { status: 'open' },
    })

    // The visitor's next message goes to the same conversation; a fresh page resumes it.
    const sent = await ask<Sent>(widget, 'chat:send', {
      clientId: clientId(),
      message: 'one more thing',
      conversationId: conversation.id,
    })
    expect(sent).toMatchObject({ ok: true, data: { conversation: { id: conversation.id, status: 'open' } } })
    const resumed = await ask<{ conversation: VisitorConversationView | null }>(await visitor(cookie), 'chat:resume')
    expect(resumed).toMatchObject({ ok: true, data: { conversation: { id: conversation.id, status: 'open' } } })

    // Typing works again, and staff replies are accepted.
    const visitorSees = next<[{ conversationId: number }]>(widget, 'chat:typing')
    expect(await ask(console, 'staff:typing', { conversationId: conversation.id })).toEqual({ ok: true, data: null })
    expect((await visitorSees)[0]).toEqual({ conversationId: conversation.id })
    expect(
      await ask(console, 'staff:reply', {
        conversationId: conversation.id,
        clientId: clientId(),
        message: 'welcome back',
      }),
    ).toMatchObject({ ok: true })
  })

  it('is validated, refused for unknown conversations and for visitors, and refused while the visitor has another open chat', async () => {
    const console = await staff()
    expect(await ask(console, 'staff:reopen', { conversationId: 'x' })).toMatchObject({ ok: false, code: 'invalid' })
    expect(await ask(console, 'staff:reopen', {})).toMatchObject({ ok: false, code: 'invalid' })
    expect(await ask(console, 'staff:reopen', { conversationId: 2_147_483_648 })).toMatchObject({
      ok: false,
      code: 'invalid',
    })
    expect(await ask(console, 'staff:reopen', { conversationId: 999_999 })).toMatchObject({
      ok: false,
      code: 'not-found',
    })

    const widget = await visitor()
    const { conversation: first } = await startChat(widget, 'Sol', 'old question')
    expect(await ask(console, 'staff:close', { conversationId: first.id })).toMatchObject({ ok: true })

    // A visitor socket has no staff events: no answer, and nothing changes. Events on one socket are
    // handled in order; once a later request that also reads the database is answered, an answer to
    // the first would have come.
    let answered: unknown
    widget.emit('staff:reopen', { conversationId: first.id }, (answer: unknown) => (answered = answer))
    expect(await ask(widget, 'chat:resume')).toMatchObject({ ok: true })
    expect(answered).toBeUndefined()
    expect((await listing(console, first.id))?.status).toBe('closed')

    // After the close the visitor started a new chat: the old one stays closed (one open chat per visitor).
    const sent = await ask<Sent>(widget, 'chat:send', { clientId: clientId(), message: 'new question' })
    if (!sent.ok) throw new Error(sent.error)
    expect(sent.data.conversation.id).not.toBe(first.id)
    const refused = await ask(console, 'staff:reopen', { conversationId: first.id })
    expect(refused).toMatchObject({ ok: false, code: 'conflict' })
    expect((refused as { error: string }).error).toMatch(/new conversation/)
    expect((await listing(console, first.id))?.status).toBe('closed')
  })
})

describe('console list preview', () => {
  it('carries the newest message of each conversation, cut to one preview length', async () => {
    const console = await staff()
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Pia', 'first')
    expect((await listing(console, conversation.id))?.preview).toMatchObject({ senderType: 'visitor', text: 'first' })
    expect(
      await ask(console, 'staff:reply', {
        conversationId: conversation.id,
        clientId: clientId(),
        message: 'x'.repeat(400),
      }),
    ).toMatchObject({ ok: true })
    const preview = (await listing(console, conversation.id))?.preview
    expect(preview?.senderType).toBe('admin')
    expect(preview?.text).toBe('x'.repeat(160))
  })
})
