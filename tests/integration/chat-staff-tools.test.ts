import pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type {
  ChatMessageView,
  PresenceView,
  StaffConversationListing,
  VisitorConversationView,
} from '../../src/lib/chat/types'
import { ask, clientId, next, record, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

const ADMIN_PASSWORD = 'chat-tools-admin-password'

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let db: TestDatabase
let server: Site
let adminCookie: string
let supportCookie: string
let editorCookie: string
const sockets = socketPool()

const visitor = async () => sockets.open(server.url, 'visitor', await visitorCookie(server.url))
const staff = (cookie = adminCookie) => sockets.open(server.url, 'staff', cookie)

async function startChat(socket: Socket, name: string, message: string, email = `${name.toLowerCase()}@example.com`) {
  const sent = await ask<Sent>(socket, 'chat:send', { clientId: clientId(), message, identity: { name, email } })
  if (!sent.ok) throw new Error(sent.error)
  return sent.data
}

async function createUser(username: string, role: string) {
  const response = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: adminCookie },
    body: JSON.stringify({ username, password: `${username}-pw copper lantern`, role }),
  })
  expect(response.status).toBe(201)
  return staffCookie(server.url, username, `${username}-pw copper lantern`)
}

const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: { origin: server.url, ...(cookie ? { cookie } : {}) } })

beforeAll(async () => {
  // A typing burst always falls inside the server's per-socket throttle, however slow the machine.
  server = await startSite('chat_tools', {
    ADMIN_PASSWORD,
    CHAT_CONVERSATIONS_PER_IP: '1000',
    CHAT_MESSAGES_PER_MINUTE: '100',
    CHAT_TYPING_FORWARD_MS: '600000',
  })
  db = server.db
  adminCookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  supportCookie = await createUser('tools-support', 'support')
  editorCookie = await createUser('tools-editor', 'editor')
})

afterAll(async () => {
  sockets.closeAll()
  await server?.close()
})

// Each test's consoles and widgets go when it ends: a console left open would count as staff online.
afterEach(() => {
  sockets.closeAll()
})

describe('staff presence', () => {
  it('the widget learns when the first staff member comes online and when the last one leaves', async () => {
    const widget = await visitor()
    // Consoles of earlier tests are closed; the server may still be taking them off the count.
    await vi.waitFor(
      async () =>
        expect(await ask<PresenceView>(widget, 'chat:presence')).toEqual({ ok: true, data: { staffOnline: false } }),
      { timeout: 10_000 },
    )

    const online = next<[PresenceView]>(widget, 'chat:presence')
    const first = await staff()
    expect((await online)[0]).toEqual({ staffOnline: true })
    const second = await staff(supportCookie)
    expect(await ask<PresenceView>(widget, 'chat:presence')).toEqual({ ok: true, data: { staffOnline: true } })

    // One of two leaving changes nothing; the last one leaving flips it: the only flip the widget
    // hears is that one (a flip for the first would have come before it).
    const flips = record<PresenceView>(widget, 'chat:presence')
    const firstGone = next(first, 'disconnect')
    first.close()
    await firstGone
    const offline = next<[PresenceView]>(widget, 'chat:presence')
    second.close()
    expect((await offline)[0]).toEqual({ staffOnline: false })
    expect(await ask(widget, 'ping')).toMatchObject({ ok: true })
    expect(flips).toEqual([{ staffOnline: false }])
    expect(await ask<PresenceView>(widget, 'chat:presence')).toEqual({ ok: true, data: { staffOnline: false } })
  })
})

describe('typing indicators', () => {
  it('travel both ways, only within the visitor’s own conversation, throttled on the server', async () => {
    const console = await staff()
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Tia', 'typing test')

    const staffSees = next<[{ conversationId: number }]>(console, 'staff:typing')
    expect(await ask(widget, 'chat:typing', { conversationId: conversation.id })).toEqual({ ok: true, data: null })
    expect((await staffSees)[0]).toEqual({ conversationId: conversation.id })

    const visitorSees = next<[{ conversationId: number }]>(widget, 'chat:typing')
    expect(await ask(console, 'staff:typing', { conversationId: conversation.id })).toEqual({ ok: true, data: null })
    expect((await visitorSees)[0]).toEqual({ conversationId: conversation.id })

    // Within the throttle (ten minutes here) a burst adds nothing to the signal already forwarded;
    // another visitor cannot signal into this conversation.
    const signals = record<{ conversationId: number }>(console, 'staff:typing')
    for (let i = 0; i < 5; i++)
      expect(await ask(widget, 'chat:typing', { conversationId: conversation.id })).toEqual({ ok: true, data: null })
    const stranger = await visitor()
    expect(await ask(stranger, 'chat:typing', { conversationId: conversation.id })).toMatchObject({
      ok: false,
      code: 'forbidden',
    })
    expect(await ask(stranger, 'chat:typing', { conversationId: 'x' })).toMatchObject({ ok: false, code: 'invalid' })
    // A round trip on the console's socket brings in anything the server sent it before.
    expect(await ask(console, 'ping')).toMatchObject({ ok: true })
    expect(signals).toEqual([])
  })
})

describe('unread counts', () => {
  it('count visitor messages since a staff member last viewed the conversation, and reset in every console', async () => {
    const console = await staff()
    const other = await staff(supportCookie)
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Uma', 'first')
    expect(
      await ask(widget, 'chat:send', { clientId: clientId(), message: 'second', conversationId: conversation.id }),
    ).toMatchObject({ ok: true })
    expect(
      await ask(console, 'staff:reply', {
        conversationId: conversation.id,
        clientId: clientId(),
        message: 'staff replies do not count',
      }),
    ).toMatchObject({ ok: true })

    const unreadOf = async (socket: Socket) => {
      const list = await ask<StaffConversationListing[]>(socket, 'staff:list')
      if (!list.ok) throw new Error(list.error)
      return list.data.find((c) => c.id === conversation.id)?.unread
    }
    expect(await unreadOf(console)).toBe(2)

    const reset = next<[{ conversationId: number }]>(other, 'staff:seen')
    expect(await ask(console, 'staff:seen', { conversationId: conversation.id })).toEqual({ ok: true, data: null })
    expect((await reset)[0]).toEqual({ conversationId: conversation.id })
    expect(await unreadOf(other)).toBe(0)

    expect(
      await ask(widget, 'chat:send', { clientId: clientId(), message: 'third', conversationId: conversation.id }),
    ).toMatchObject({ ok: true })
    expect(await unreadOf(other)).toBe(1)
  })
})

describe('console list', () => {
  it('lists every open conversation first, even behind more closed ones than the list holds', async () => {
    const waiting = await startChat(await visitor(), 'Wren', 'Is anyone there?')
    // 250 closed conversations with newer activity than the open one.
    const client = new pg.Client({ connectionString: db.uri })
    await client.connect()
    try {
      await client.query(
        `INSERT INTO chat_conversations (visitor_id, visitor_name, status, last_message_at, created_at, updated_at)
         SELECT 'closed-' || g, 'Closed ' || g, 'closed', now() + g * interval '1 second', now(), now() FROM generate_series(1, 250) g`,
      )
    } finally {
      await client.end()
    }
    const answer = await ask<StaffConversationListing[]>(await staff(), 'staff:list')
    if (!answer.ok) throw new Error(answer.error)
    expect(answer.data.length).toBeLessThanOrEqual(200)
    const open = answer.data.filter((c) => c.status === 'open')
    expect(open.map((c) => c.id)).toContain(waiting.conversation.id)
    expect(answer.data.slice(0, open.length).every((c) => c.status === 'open')).toBe(true)

    // The next page holds the rest, each conversation on exactly one page; a bad page is refused.
    expect(answer.data).toHaveLength(200)
    const second = await ask<StaffConversationListing[]>(await staff(), 'staff:list', { page: 2 })
    if (!second.ok) throw new Error(second.error)
    const ids = [...answer.data, ...second.data].map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(second.data.length).toBeGreaterThanOrEqual(51)
    expect(second.data.every((c) => c.status === 'closed')).toBe(true)
    expect(await ask(await staff(), 'staff:list', { page: 0 })).toMatchObject({ ok: false, code: 'invalid' })
  })
})

describe('search', () => {
  it('finds conversations by visitor name, e-mail or message text, case-insensitively; wildcards are literal', async () => {
    const console = await staff()
    const a = await startChat(await visitor(), 'Quinn Harper', 'Do you manage Fansly accounts?', 'quinn@studio.example')
    const b = await startChat(await visitor(), 'Rosa', 'Pricing for 100% management?', 'rosa@example.com')

    const search = async (query: string) => {
      const answer = await ask<StaffConversationListing[]>(console, 'staff:search', { query })
      if (!answer.ok) throw new Error(answer.error)
      return answer.data.map((c) => c.id)
    }
    expect(await search('quinn harper')).toEqual([a.conversation.id])
    expect(await search('STUDIO.example')).toEqual([a.conversation.id])
    expect(await search('fansly')).toEqual([a.conversation.id])
    expect(await search('100%')).toEqual([b.conversation.id])
    expect(await search('%')).toEqual([b.conversation.id])
    expect(await search('nothing like this')).toEqual([])
    expect(await ask(console, 'staff:search', { query: '  ' })).toMatchObject({ ok: false, code: 'invalid' })
  })
})

describe('transcript export', () => {
  it('gives staff the whole conversation as JSON or text; nobody else', async () => {
    const console = await staff()
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Vera', 'Hello there')
    expect(
      await ask(console, 'staff:reply', { conversationId: conversation.id, clientId: clientId(), message: 'Hi Vera!' }),
    ).toMatchObject({ ok: true })
    const path = `/api/chat-conversations/${conversation.id}/transcript`

    for (const cookie of [undefined, editorCookie]) expect((await get(`${path}?format=json`, cookie)).status).toBe(403)

    const json = await get(`${path}?format=json`, supportCookie)
    expect(json.status).toBe(200)
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="chat-${conversation.id}.json"`)
    const transcript = (await json.json()) as { conversation: { visitorName: string }; messages: ChatMessageView[] }
    expect(transcript.conversation.visitorName).toBe('Vera')
    expect(transcript.messages.map((m) => [m.senderName, m.message])).toEqual([
      ['Vera', 'Hello there'],
      ['Support Team', 'Hi Vera!'],
    ])

    const text = await get(`${path}?format=text`, adminCookie)
    expect(text.headers.get('content-type')).toContain('text/plain')
    const body = await text.text()
    expect(body).toContain('Chat with Vera (vera@example.com)')
    expect(body).toContain('Vera:\n  Hello there')
    expect(body.indexOf('Vera:\n  Hello there')).toBeLessThan(body.indexOf('Support Team:\n  Hi Vera!'))

    expect((await get(`${path}?format=pdf`, adminCookie)).status).toBe(400)
    expect((await get('/api/chat-conversations/999999/transcript?format=json', adminCookie)).status).toBe(404)
  })
})

describe('deleting a visitor’s conversations', () => {
  it('an admin removes every conversation of that visitor with its messages; support may not', async () => {
    const admin = await staff()
    const support = await staff(supportCookie)
    const widget = await visitor()
    const first = await startChat(widget, 'Wes', 'please forget me')
    expect(await ask(admin, 'staff:close', { conversationId: first.conversation.id })).toMatchObject({ ok: true })
    const second = await ask<Sent>(widget, 'chat:send', {
      clientId: clientId(),
      message: 'one more',
      conversationId: first.conversation.id,
    })
    if (!second.ok) throw new Error(second.error)
    const bystander = await startChat(await visitor(), 'Xena', 'keep me')

    expect(await ask(support, 'staff:delete-visitor', { conversationId: first.conversation.id })).toMatchObject({
      ok: false,
      code: 'forbidden',
    })

    const widgetTold = next<[{ conversationId: number }]>(widget, 'chat:deleted')
    const supportTold = next<[{ conversationId: number }]>(support, 'staff:deleted')
    const deleted = await ask<number[]>(admin, 'staff:delete-visitor', { conversationId: first.conversation.id })
    expect(deleted.ok && [...deleted.data].sort()).toEqual([first.conversation.id, second.data.conversation.id].sort())
    expect((await widgetTold)[0].conversationId).toBeGreaterThan(0)
    expect((await supportTold)[0].conversationId).toBeGreaterThan(0)

    const list = await ask<StaffConversationListing[]>(admin, 'staff:list')
    const ids = list.ok ? list.data.map((c) => c.id) : []
    expect(ids).not.toContain(first.conversation.id)
    expect(ids).not.toContain(second.data.conversation.id)
    expect(ids).toContain(bystander.conversation.id)
    const messages = await get(
      `/api/chat-messages?where[conversation][in]=${first.conversation.id},${second.data.conversation.id}&limit=0`,
      adminCookie,
    )
    expect(((await messages.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})
