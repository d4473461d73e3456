import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { CannedReplyView } from '../../src/lib/chat/canned'
import type {
  AgentView,
  ChatMessageView,
  ChatNoteView,
  StaffConversationListing,
  StaffConversationView,
  VisitorConversationView,
} from '../../src/lib/chat/types'
import { ask, clientId, next, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

const ADMIN_PASSWORD = 'notes-assign-admin-password'

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }
type Account = { id: number; cookie: string }

let db: TestDatabase
let server: Site
let admin: Account
let support: Account
let editor: Account
const sockets = socketPool()

const visitor = async () => sockets.open(server.url, 'visitor', await visitorCookie(server.url))
const staff = (account: Account = admin) => sockets.open(server.url, 'staff', account.cookie)

function data<T>(answer: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!answer.ok) throw new Error(answer.error)
  return answer.data
}

async function startChat(socket: Socket, name: string, message: string) {
  return data(
    await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message,
      identity: { name, email: `${name.toLowerCase()}@example.com` },
    }),
  )
}

const rest = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
  fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: server.url,
      'content-type': 'application/json',
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

async function createAccount(username: string, role: string): Promise<Account> {
  const password = `${username}-pw copper lantern`
  const response = await rest('/api/users', {
    method: 'POST',
    cookie: admin.cookie,
    body: { username, password, role },
  })
  expect(response.status).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, cookie: await staffCookie(server.url, username, password) }
}

/** Every event a socket receives, with its arguments as JSON, to check what never arrived. */
function everything(socket: Socket): string[] {
  const seen: string[] = []
  socket.onAny((event: string, ...args: unknown[]) => seen.push(`${event} ${JSON.stringify(args)}`))
  return seen
}

beforeAll(async () => {
  server = await startSite('chat_notes_assign', {
    ADMIN_PASSWORD,
    CHAT_CONVERSATIONS_PER_IP: '1000',
    CHAT_MESSAGES_PER_MINUTE: '100',
  })
  db = server.db
  const adminCookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  const me = (await (await rest('/api/users/me', { cookie: adminCookie })).json()) as { user: { id: number } }
  admin = { id: me.user.id, cookie: adminCookie }
  support = await createAccount('notes-support', 'support')
  editor = await createAccount('notes-editor', 'editor')
})

afterAll(async () => {
  sockets.closeAll()
  await server?.close()
})

afterEach(() => sockets.closeAll())

describe('internal notes', () => {
  it('reach every console and never the visitor: not live, not on resume, not on sync, not through the API', async () => {
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Nora', 'How does the revenue share work?')
    const heard = everything(widget)
    const console = await staff()
    const colleague = await staff(support)

    const colleagueHears = next<[ChatNoteView]>(colleague, 'staff:note')
    const note = data(
      await ask<ChatNoteView>(console, 'staff:note', {
        conversationId: conversation.id,
        clientId: clientId('n'),
        text: 'SECRET-NOTE wants a call on Friday',
      }),
    )
    expect(note).toMatchObject({
      conversationId: conversation.id,
      authorId: admin.id,
      authorName: 'Administrator',
      text: 'SECRET-NOTE wants a call on Friday',
    })
    expect((await colleagueHears)[0]).toEqual(note)

    // A reply after the note reaches the visitor: everything before it has been delivered too.
    const replied = next<[ChatMessageView]>(widget, 'chat:message')
    data(
      await ask(console, 'staff:reply', {
        conversationId: conversation.id,
        clientId: clientId(),
        message: 'Happy to explain!',
      }),
    )
    await replied
    const resumed = data(await ask<{ messages: ChatMessageView[] }>(widget, 'chat:resume'))
    const synced = data(
      await ask<{ messages: ChatMessageView[] }>(widget, 'chat:sync', { conversationId: conversation.id }),
    )
    expect(resumed.messages.map((m) => m.message)).toEqual(['How does the revenue share work?', 'Happy to explain!'])
    expect(synced.messages).toEqual(resumed.messages)
    expect(heard.join('\n')).not.toContain('SECRET-NOTE')
    expect(heard.join('\n')).toContain('Happy to explain!')

    // Nobody reads notes through the API but chat staff; nobody writes them there.
    expect((await rest('/api/chat-notes')).status).toBe(403)
    expect((await rest('/api/chat-notes', { cookie: editor.cookie })).status).toBe(403)
    const listed = (await (
      await rest(`/api/chat-notes?where[conversation][equals]=${conversation.id}`, { cookie: support.cookie })
    ).json()) as { docs: { text: string }[] }
    expect(listed.docs.map((d) => d.text)).toEqual(['SECRET-NOTE wants a call on Friday'])
    expect(
      (
        await rest('/api/chat-notes', {
          method: 'POST',
          cookie: admin.cookie,
          body: { conversation: conversation.id, authorName: 'x', text: 'forged', clientId: 'forged-note-1' },
        })
      ).status,
    ).toBe(403)

    // The visitor's side has no note events at all: asking gets no answer, and nothing is written.
    await expect(
      widget.timeout(1_000).emitWithAck('staff:note', {
        conversationId: conversation.id,
        clientId: clientId('n'),
        text: 'from the visitor',
      }),
    ).rejects.toThrow()
    expect(
      data(await ask<ChatNoteView[]>(console, 'staff:notes', { conversationId: conversation.id })).map((n) => n.text),
    ).toEqual(['SECRET-NOTE wants a call on Friday'])
  })

  it('are listed in order, stored once per client id, allowed on closed conversations, and refuse bad input', async () => {
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Omar', 'Hello')
    const console = await staff(support)
    const id = clientId('n')
    const first = data(
      await ask<ChatNoteView>(console, 'staff:note', { conversationId: conversation.id, clientId: id, text: 'first' }),
    )
    expect(
      data(
        await ask<ChatNoteView>(console, 'staff:note', {
          conversationId: conversation.id,
          clientId: id,
          text: 'first',
        }),
      ),
    ).toEqual(first)
    expect(first.authorName).toBe('notes-support')

    data(await ask(console, 'staff:close', { conversationId: conversation.id }))
    data(
      await ask<ChatNoteView>(console, 'staff:note', {
        conversationId: conversation.id,
        clientId: clientId('n'),
        text: '  second, after closing \u0000 ',
      }),
    )
    const notes = data(await ask<ChatNoteView[]>(console, 'staff:notes', { conversationId: conversation.id }))
    expect(notes.map((n) => n.text)).toEqual(['first', 'second, after closing'])

    const bad = [
      { conversationId: conversation.id, clientId: clientId('n'), text: '   ' },
      { conversationId: conversation.id, clientId: clientId('n'), text: 'x'.repeat(2001) },
      { conversationId: conversation.id, clientId: 'no', text: 'short id' },
      { conversationId: -1, clientId: clientId('n'), text: 'bad id' },
      { conversationId: conversation.id, clientId: clientId('n') },
      'not an object',
    ]
    for (const input of bad)
      expect(await ask(console, 'staff:note', input)).toMatchObject({ ok: false, code: 'invalid' })
    expect(
      await ask(console, 'staff:note', { conversationId: 2_000_000_000, clientId: clientId('n'), text: 'nowhere' }),
    ).toMatchObject({ ok: false, code: 'not-found' })
    // The same client id on another conversation is not the same note.
    const other = await startChat(await visitor(), 'Pia', 'Hi')
    expect(
      await ask(console, 'staff:note', { conversationId: other.conversation.id, clientId: id, text: 'first' }),
    ).toMatchObject({ ok: false, code: 'invalid' })
  })

  it('go with the conversation when an admin deletes the visitor’s data', async () => {
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Quinn', 'Please delete my data later')
    const console = await staff()
    data(
      await ask(console, 'staff:note', {
        conversationId: conversation.id,
        clientId: clientId('n'),
        text: 'privacy request pending',
      }),
    )
    expect(data(await ask<number[]>(console, 'staff:delete-visitor', { conversationId: conversation.id }))).toEqual([
      conversation.id,
    ])
    const left = (await (
      await rest(`/api/chat-notes?where[conversation][equals]=${conversation.id}`, { cookie: admin.cookie })
    ).json()) as { totalDocs: number }
    expect(left.totalDocs).toBe(0)
  })
})

describe('assignment', () => {
  it('lists who answers chats, and lets staff take, hand over and release a conversation, heard by every console', async () => {
    const console = await staff(support)
    const other = await staff()
    const agents = data(await ask<AgentView[]>(console, 'staff:agents'))
    expect(agents.map((a) => a.id).sort()).toEqual([admin.id, support.id].sort())
    expect(agents.find((a) => a.id === admin.id)?.name).toBe('Administrator')

    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Rae', 'Who will help me?')
    const listed = async () =>
      data(await ask<StaffConversationListing[]>(other, 'staff:list')).find((c) => c.id === conversation.id)
    expect((await listed())?.assigneeId).toBeNull()

    const heard = next<[StaffConversationView]>(
      other,
      'staff:conversation',
      10_000,
      (c) => c.id === conversation.id && c.assigneeId === support.id,
    )
    expect(
      data(
        await ask<StaffConversationView>(console, 'staff:assign', {
          conversationId: conversation.id,
          assigneeId: support.id,
        }),
      ).assigneeId,
    ).toBe(support.id)
    await heard
    expect((await listed())?.assigneeId).toBe(support.id)

    // A visitor message keeps it with its assignee (the single-statement path reports it too).
    const message = next<[ChatMessageView, StaffConversationView]>(other, 'staff:message')
    data(
      await ask(widget, 'chat:send', {
        clientId: clientId(),
        message: 'Still there?',
        conversationId: conversation.id,
      }),
    )
    expect((await message)[1].assigneeId).toBe(support.id)

    expect(
      data(
        await ask<StaffConversationView>(console, 'staff:assign', {
          conversationId: conversation.id,
          assigneeId: admin.id,
        }),
      ).assigneeId,
    ).toBe(admin.id)
    expect(
      data(
        await ask<StaffConversationView>(other, 'staff:assign', { conversationId: conversation.id, assigneeId: null }),
      ).assigneeId,
    ).toBeNull()
    expect((await listed())?.assigneeId).toBeNull()
  })

  it('refuses anyone who does not answer chats, unknown accounts and malformed input, and changes nothing', async () => {
    const console = await staff()
    const { conversation } = await startChat(await visitor(), 'Sam', 'Hi')
    data(await ask(console, 'staff:assign', { conversationId: conversation.id, assigneeId: admin.id }))
    expect(
      await ask(console, 'staff:assign', { conversationId: conversation.id, assigneeId: editor.id }),
    ).toMatchObject({ ok: false, code: 'invalid' })
    expect(
      await ask(console, 'staff:assign', { conversationId: conversation.id, assigneeId: 2_000_000_000 }),
    ).toMatchObject({ ok: false, code: 'invalid' })
    for (const assigneeId of ['1', 1.5, -3, undefined]) {
      expect(await ask(console, 'staff:assign', { conversationId: conversation.id, assigneeId })).toMatchObject({
        ok: false,
        code: 'invalid',
      })
    }
    expect(await ask(console, 'staff:assign', { conversationId: 2_000_000_000, assigneeId: null })).toMatchObject({
      ok: false,
      code: 'not-found',
    })
    // Through the API too: the field takes only accounts that answer chats.
    const patched = await rest(`/api/chat-conversations/${conversation.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { assignee: editor.id },
    })
    expect(patched.status).toBe(400)
    const row = (await (
      await rest(`/api/chat-conversations/${conversation.id}?depth=0`, { cookie: admin.cookie })
    ).json()) as { assignee: number | null }
    expect(row.assignee).toBe(admin.id)
  })
})

describe('display name on replies', () => {
  it('replies as "Support Team" until the agent sets a display name; a new name reconnects the console and replies carry it', async () => {
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Tess', 'Hi there')
    const console = await staff(support)
    const before = data(
      await ask<ChatMessageView>(console, 'staff:reply', {
        conversationId: conversation.id,
        clientId: clientId(),
        message: 'Hello!',
      }),
    )
    expect(before.senderName).toBe('Support Team')

    const ended = next(console, 'disconnect')
    const updated = await rest(`/api/users/${support.id}`, {
      method: 'PATCH',
      cookie: support.cookie,
      body: { displayName: '  Maya from the team\u0000 ' },
    })
    expect(updated.status).toBe(200)
    await ended

    const again = await staff(support)
    const heard = next<[ChatMessageView]>(widget, 'chat:message')
    const after = data(
      await ask<ChatMessageView>(again, 'staff:reply', {
        conversationId: conversation.id,
        clientId: clientId(),
        message: 'Maya here.',
      }),
    )
    expect(after.senderName).toBe('Maya from the team')
    expect((await heard)[0].senderName).toBe('Maya from the team')
    expect(data(await ask<AgentView[]>(again, 'staff:agents')).find((a) => a.id === support.id)?.name).toBe(
      'Maya from the team',
    )

    // Blank again: back to the team's name.
    const cleared = next(again, 'disconnect')
    expect(
      (
        await rest(`/api/users/${support.id}`, {
          method: 'PATCH',
          cookie: support.cookie,
          body: { displayName: '   ' },
        })
      ).status,
    ).toBe(200)
    await cleared
    const third = await staff(support)
    expect(
      data(
        await ask<ChatMessageView>(third, 'staff:reply', {
          conversationId: conversation.id,
          clientId: clientId(),
          message: 'Team again.',
        }),
      ).senderName,
    ).toBe('Support Team')
    const tooLong = await rest(`/api/users/${support.id}`, {
      method: 'PATCH',
      cookie: support.cookie,
      body: { displayName: 'x'.repeat(101) },
    })
    expect(tooLong.status).toBe(400)
  })
})

describe('canned replies', () => {
  it('start with the seeded set, are read by chat staff, and are written by admins only with known placeholders', async () => {
    const console = await staff(support)
    const seeded = data(await ask<CannedReplyView[]>(console, 'staff:canned'))
    expect(seeded.map((r) => r.title)).toEqual([
      'Book a call',
      'Follow-up by email',
      'Pricing',
      'Privacy and discretion',
      'Welcome',
    ])
    expect(seeded.find((r) => r.title === 'Book a call')?.text).toContain('{booking link}')

    const create = (cookie: string, body: unknown) => rest('/api/canned-replies', { method: 'POST', cookie, body })
    expect((await create(support.cookie, { title: 'Hours', text: 'We answer 9–6.' })).status).toBe(403)
    expect((await rest('/api/canned-replies', { cookie: editor.cookie })).status).toBe(403)
    const unknown = await create(admin.cookie, { title: 'Hours', text: 'Hi {first name}, we answer 9–6.' })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('Unknown placeholder {first name}')
    expect((await create(admin.cookie, { title: 'Hours', text: '   ' })).status).toBe(400)
    expect((await create(admin.cookie, { title: 'Hours', text: 'Hi {Visitor Name}, we answer 9–6.' })).status).toBe(201)

    expect(data(await ask<CannedReplyView[]>(console, 'staff:canned')).map((r) => r.title)).toContain('Hours')
  })
})

describe('visitor context', () => {
  type Context = {
    page: string
    pageAt: string
    trail: { path: string }[]
    landing: { path: string; referrer: string | null; utm: Record<string, string> } | null
    timeZone: string | null
    device: string
    browser: string
  }
  type ContextAnswer = { context: Context | null; earlier: StaffConversationListing[] }

  it('is stored only while the visitor has an open conversation, reaches consoles live, and never the visitor', async () => {
    const widget = await visitor()
    expect(await ask(widget, 'chat:context', { page: '/pricing' })).toEqual({ ok: true, data: null })

    const { conversation } = await startChat(widget, 'Uma', 'Do you work with Fansly creators?')
    const heard = everything(widget)
    const console = await staff(support)
    const live = next<[{ conversationId: number; context: Context }]>(console, 'staff:visitor-context')
    const report = {
      page: '/services/marketing',
      trail: [
        { path: '/', at: '2026-11-26T09:00:00.000Z' },
        { path: '/services/marketing', at: '2026-11-26T09:01:00.000Z' },
      ],
      landing: { path: '/', referrer: 'www.instagram.com', utm: { source: 'ig', campaign: 'winter' } },
      timeZone: 'America/New_York',
    }
    expect(await ask(widget, 'chat:context', report)).toEqual({ ok: true, data: { conversationId: conversation.id } })
    const [update] = await live
    expect(update.conversationId).toBe(conversation.id)
    expect(update.context).toMatchObject({
      page: '/services/marketing',
      landing: report.landing,
      timeZone: 'America/New_York',
    })
    expect(update.context.trail.map((s) => s.path)).toEqual(['/', '/services/marketing'])
    expect(['mobile', 'tablet', 'desktop']).toContain(update.context.device)

    // Moving on: the page and trail follow; the landing stays the first one reported.
    const moved = next<[{ conversationId: number; context: Context }]>(console, 'staff:visitor-context')
    data(
      await ask(widget, 'chat:context', { page: '/contact', landing: { path: '/elsewhere', referrer: null, utm: {} } }),
    )
    expect((await moved)[0].context).toMatchObject({ page: '/contact', landing: { path: '/' } })
    const answer = data(await ask<ContextAnswer>(console, 'staff:context', { conversationId: conversation.id }))
    expect(answer.context?.trail.map((s) => s.path)).toEqual(['/', '/services/marketing', '/contact'])
    expect(answer.earlier).toEqual([])
    // Nothing about the client's address is kept.
    expect(JSON.stringify(answer.context)).not.toMatch(/127\.0\.0\.1|::1|localhost/)
    expect(heard.filter((event) => event.includes('visitor-context'))).toEqual([])

    // Closed: nothing more is stored.
    data(await ask(console, 'staff:close', { conversationId: conversation.id }))
    expect(await ask(widget, 'chat:context', { page: '/blog' })).toEqual({ ok: true, data: null })
    expect(
      data(await ask<ContextAnswer>(console, 'staff:context', { conversationId: conversation.id })).context?.page,
    ).toBe('/contact')
  })

  it('links a returning visitor’s earlier conversations to the new one, readable from it', async () => {
    const widget = await visitor()
    const first = await startChat(widget, 'Vera', 'First visit question')
    const console = await staff()
    data(await ask(console, 'staff:close', { conversationId: first.conversation.id }))
    const second = data(await ask<Sent>(widget, 'chat:send', { clientId: clientId(), message: 'Back again' }))
    expect(second.conversation.id).not.toBe(first.conversation.id)

    const answer = data(await ask<ContextAnswer>(console, 'staff:context', { conversationId: second.conversation.id }))
    expect(answer.earlier.map((c) => c.id)).toEqual([first.conversation.id])
    expect(answer.earlier[0]).toMatchObject({
      status: 'closed',
      visitorName: 'Vera',
      preview: { text: 'First visit question' },
    })
    expect(
      data(await ask<ChatMessageView[]>(console, 'staff:messages', { conversationId: answer.earlier[0]!.id })).map(
        (m) => m.message,
      ),
    ).toEqual(['First visit question'])
    // Another visitor's conversations are not linked.
    const other = await startChat(await visitor(), 'Wes', 'Unrelated')
    expect(
      data(await ask<ContextAnswer>(console, 'staff:context', { conversationId: other.conversation.id })).earlier,
    ).toEqual([])
  })

  it('refuses reports that are not paths on this site, malformed visits and floods', async () => {
    const widget = await visitor()
    const { conversation } = await startChat(widget, 'Xan', 'Hi')
    const bad = [
      { page: 'https://evil.example/' },
      { page: '//evil.example/x' },
      { page: 'javascript:alert(1)' },
      { page: `/${'a'.repeat(400)}` },
      { page: '/\u0000' },
      { page: '/', timeZone: 'Not/AZone' },
      { page: '/', landing: { path: '/', referrer: 'a b', utm: {} } },
      { page: '/', trail: Array.from({ length: 31 }, () => ({ path: '/', at: '2026-11-26T09:00:00.000Z' })) },
      { page: '/', trail: [{ path: '/', at: 'yesterday' }] },
      'nope',
      null,
    ]
    for (const input of bad)
      expect(await ask(widget, 'chat:context', input)).toMatchObject({ ok: false, code: 'invalid' })
    const console = await staff()
    expect(
      data(await ask<ContextAnswer>(console, 'staff:context', { conversationId: conversation.id })).context,
    ).toBeNull()

    // 60 reports a minute, then refused politely.
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => ask(widget, 'chat:context', { page: `/p${i}` })),
    )
    expect(answers.filter((a) => a.ok)).toHaveLength(60)
    expect(answers.filter((a) => !a.ok).every((a) => !a.ok && a.code === 'rate-limited')).toBe(true)
  })
})

describe('outcomes and blocking', () => {
  it('labels a conversation’s outcome for every console, and refuses unknown labels', async () => {
    const { conversation } = await startChat(await visitor(), 'Yoko', 'Hi, I want to book')
    const console = await staff(support)
    const other = await staff()
    const heard = next<[StaffConversationView]>(
      other,
      'staff:conversation',
      10_000,
      (c) => c.id === conversation.id && c.outcome === 'booked',
    )
    expect(
      data(
        await ask<StaffConversationView>(console, 'staff:outcome', {
          conversationId: conversation.id,
          outcome: 'booked',
        }),
      ).outcome,
    ).toBe('booked')
    await heard
    expect(
      data(
        await ask<StaffConversationView>(console, 'staff:outcome', { conversationId: conversation.id, outcome: null }),
      ).outcome,
    ).toBeNull()
    for (const outcome of ['sold', '', 3, undefined]) {
      expect(await ask(console, 'staff:outcome', { conversationId: conversation.id, outcome })).toMatchObject({
        ok: false,
        code: 'invalid',
      })
    }
  })

  it('blocks a visitor labelled spam: their chat closes, their messages are refused politely and nothing is stored; unblocking lifts it', async () => {
    const cookie = await visitorCookie(server.url)
    const widget = await sockets.open(server.url, 'visitor', cookie)
    const { conversation } = await startChat(widget, 'Zed', 'BUY FOLLOWERS NOW')
    const console = await staff(support)

    // Only a conversation labelled spam.
    expect(await ask(console, 'staff:block', { conversationId: conversation.id, blocked: true })).toMatchObject({
      ok: false,
      code: 'invalid',
    })
    data(await ask(console, 'staff:outcome', { conversationId: conversation.id, outcome: 'spam' }))
    const dropped = next(widget, 'disconnect')
    expect(
      data(await ask<{ blocked: boolean }>(console, 'staff:block', { conversationId: conversation.id, blocked: true })),
    ).toEqual({ blocked: true })
    await dropped
    expect(
      data(await ask<{ blocked: boolean }>(console, 'staff:context', { conversationId: conversation.id })),
    ).toMatchObject({ blocked: true })
    const listed = data(await ask<StaffConversationListing[]>(console, 'staff:list')).find(
      (c) => c.id === conversation.id,
    )
    expect(listed?.status).toBe('closed')

    const back = await sockets.open(server.url, 'visitor', cookie)
    const refused = await ask(back, 'chat:send', { clientId: clientId(), message: 'let me in' })
    expect(refused).toMatchObject({ ok: false, code: 'blocked' })
    expect(!refused.ok && refused.error).toMatch(
      /^Sorry, we can’t take messages from this chat\. .*email us at \S+@\S+\.$/,
    )
    expect(await ask(back, 'chat:context', { page: '/' })).toEqual({ ok: true, data: null })
    const messages = (await (
      await rest(`/api/chat-messages?where[message][equals]=let%20me%20in`, { cookie: admin.cookie })
    ).json()) as { totalDocs: number }
    expect(messages.totalDocs).toBe(0)

    // Unblocked: the next connection may write again (a new conversation, as the old one is closed).
    expect(
      data(
        await ask<{ blocked: boolean }>(console, 'staff:block', { conversationId: conversation.id, blocked: false }),
      ),
    ).toEqual({ blocked: false })
    const again = await sockets.open(server.url, 'visitor', cookie)
    const sent = data(await ask<Sent>(again, 'chat:send', { clientId: clientId(), message: 'sorry about that' }))
    expect(sent.conversation.id).not.toBe(conversation.id)
  })
})

describe('chats report', () => {
  it('counts chats per week with first-reply and time-to-close medians and outcomes, on seeded data', async () => {
    const { default: pg } = await import('pg')
    const { conversationReport } = await import('../../src/lib/reports/conversations')
    const pool = new pg.Pool({ connectionString: db.uri, max: 2 })
    try {
      // A database of its own rows only: this test's figures, not other tests' chats.
      await pool.query(
        'DELETE FROM chat_notes; DELETE FROM booking_clicks; DELETE FROM chat_messages; DELETE FROM chat_conversations',
      )
      const chat = async (
        created: string,
        replyAfterS: number | null,
        closedAfterS: number | null,
        outcome: string | null,
      ) => {
        const { rows } = await pool.query<{ id: number }>(
          `INSERT INTO chat_conversations (visitor_id, visitor_name, status, outcome, created_at, updated_at, closed_at)
           VALUES ('seed', 'S', $2, $3, $1, $1, CASE WHEN $4::int IS NULL THEN NULL ELSE $1::timestamptz + $4::int * interval '1 second' END) RETURNING id`,
          [created, closedAfterS === null ? 'open' : 'closed', outcome, closedAfterS],
        )
        const id = rows[0]!.id
        await pool.query(
          `INSERT INTO chat_messages (conversation_id, sender_type, sender_name, message, client_id, created_at, updated_at) VALUES ($1, 'visitor', 'S', 'q', $2, $3, $3)`,
          [id, `seed-v-${id}`, created],
        )
        if (replyAfterS !== null) {
          for (const extra of [0, 600]) {
            await pool.query(
              `INSERT INTO chat_messages (conversation_id, sender_type, sender_name, message, client_id, created_at, updated_at)
               VALUES ($1, 'admin', 'Support Team', 'a', $2, $3::timestamptz + $4::int * interval '1 second', $3::timestamptz + $4::int * interval '1 second')`,
              [id, `seed-a-${id}-${extra}`, created, replyAfterS + extra],
            )
          }
        }
      }
      // This week (from Monday 23 Nov): four chats; last week: one; earlier weeks: none.
      await chat('2026-11-23T10:00:00Z', 60, 3600, 'booked')
      await chat('2026-11-24T10:00:00Z', 120, 7200, 'spam')
      await chat('2026-11-25T10:00:00Z', 600, null, null)
      await chat('2026-11-26T10:00:00Z', null, null, null)
      await chat('2026-11-18T10:00:00Z', 30, 60, 'not-a-fit')

      // Eight Monday weeks up to Thursday 26 November.
      const weeks = await conversationReport(pool, { from: '2026-10-05', to: '2026-11-26' })
      expect(weeks).toHaveLength(8)
      expect(weeks[0]).toEqual({
        start: '2026-11-23',
        started: 4,
        firstResponse: { answered: 3, p50: 120, p90: 504 },
        resolution: { resolved: 2, p50: 5400 },
        outcomes: { booked: 1, 'follow-up': 0, 'not-a-fit': 0, spam: 1, unlabelled: 2 },
      })
      expect(weeks[1]).toEqual({
        start: '2026-11-16',
        started: 1,
        firstResponse: { answered: 1, p50: 30, p90: 30 },
        resolution: { resolved: 1, p50: 60 },
        outcomes: { booked: 0, 'follow-up': 0, 'not-a-fit': 1, spam: 0, unlabelled: 0 },
      })
      expect(weeks[7]).toMatchObject({ start: '2026-10-05', started: 0 })
      // The range decides: a week of it holds that week's chats only.
      const one = await conversationReport(pool, { from: '2026-11-16', to: '2026-11-22' })
      expect(one.map((week) => [week.start, week.started])).toEqual([['2026-11-16', 1]])
      expect(weeks[2]).toMatchObject({
        start: '2026-11-09',
        started: 0,
        firstResponse: { answered: 0, p50: null, p90: null },
      })
    } finally {
      await pool.end()
    }
  })
})

describe('office hours and the typical reply time', () => {
  type Hours = {
    officeHours: { timeZone: string; spans: { day: string; opens: string; closes: string }[] } | null
    typicalReplySeconds: number | null
    bookingUrl: string
  }
  const saveSettings = (officeHours: unknown) =>
    rest('/api/globals/site-settings', { method: 'POST', cookie: admin.cookie, body: { officeHours } })

  it('are what the admin set in the site settings, with the measured median first reply once ten chats were answered', async () => {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: db.uri, max: 2 })
    try {
      // Ten chats of this test answered after 2 minutes, and only these.
      await pool.query(
        'DELETE FROM chat_notes; DELETE FROM booking_clicks; DELETE FROM chat_messages; DELETE FROM chat_conversations',
      )
      for (let i = 0; i < 10; i++) {
        const { rows } = await pool.query<{ id: number }>(
          `INSERT INTO chat_conversations (visitor_id, visitor_name, status, created_at, updated_at) VALUES ('hours-' || $1::text, 'H', 'open', now() - interval '1 day', now()) RETURNING id`,
          [i],
        )
        await pool.query(
          `INSERT INTO chat_messages (conversation_id, sender_type, sender_name, message, client_id, created_at, updated_at)
           VALUES ($1, 'admin', 'Support Team', 'hi', $2, now() - interval '1 day' + interval '120 seconds', now())`,
          [rows[0]!.id, `hours-reply-${i}`],
        )
      }
    } finally {
      await pool.end()
    }

    const widget = await visitor()
    const before = data(await ask<Hours>(widget, 'chat:hours'))
    expect(before).toMatchObject({ officeHours: null, typicalReplySeconds: 120 })
    expect(before.bookingUrl).toMatch(/[?&]ref=chat-away$/)

    const spans = [
      { day: 'mon', opens: '09:00', closes: '17:30' },
      { day: 'sat', opens: '10:00', closes: '12:00' },
    ]
    expect((await saveSettings({ enabled: true, timeZone: 'Europe/London', spans })).status).toBe(200)
    await vi.waitFor(
      async () =>
        expect(data(await ask<Hours>(widget, 'chat:hours')).officeHours).toEqual({ timeZone: 'Europe/London', spans }),
      { timeout: 10_000 },
    )

    // Refused: a span that closes before it opens, a time that is not HH:MM, an unknown zone.
    for (const bad of [
      { enabled: true, timeZone: 'Europe/London', spans: [{ day: 'mon', opens: '17:00', closes: '09:00' }] },
      { enabled: true, timeZone: 'Europe/London', spans: [{ day: 'mon', opens: '9am', closes: '17:00' }] },
      { enabled: true, timeZone: 'Mars/Base', spans },
      { enabled: true, timeZone: 'Europe/London', spans: [{ day: 'someday', opens: '09:00', closes: '17:00' }] },
    ]) {
      expect((await saveSettings(bad)).status, JSON.stringify(bad)).toBe(400)
    }
    // Off again: the widget shows presence only.
    expect((await saveSettings({ enabled: false, timeZone: 'Europe/London', spans })).status).toBe(200)
    await vi.waitFor(async () => expect(data(await ask<Hours>(widget, 'chat:hours')).officeHours).toBeNull(), {
      timeout: 10_000,
    })
  })
})
