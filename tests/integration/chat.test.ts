import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { emitUntilAcked } from '../../src/lib/chat/client/reliable-emit'
import type { ChatMessageView, StaffConversationView, VisitorConversationView } from '../../src/lib/chat/types'
import {
  ask,
  chatSocket,
  clientId,
  connected,
  next,
  record,
  socketPool,
  staffCookie,
  upgradeAnswer,
  visitorCookie,
} from '../support/chat-clients'
import { type Site, startSite } from '../support/server-process'
import { startTcpProxy } from '../support/tcp-proxy'

const ADMIN_PASSWORD = 'chat-admin-password'
const IDENTITY = { name: 'Ava', email: 'ava@example.com' }

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let server: Site
let adminCookie: string
let editorCookie: string
const sockets = socketPool()

async function visitor() {
  const cookie = await visitorCookie(server.url)
  return { cookie, socket: await sockets.open(server.url, 'visitor', cookie) }
}

const staff = () => sockets.open(server.url, 'staff', adminCookie)

async function rest(path: string, init: RequestInit & { cookie?: string } = {}) {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  })
}

async function countMessages(where: string) {
  const response = await rest(`/api/chat-messages?${where}&limit=0`, { cookie: adminCookie })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

beforeAll(async () => {
  server = await startSite('chat', {
    ADMIN_PASSWORD,
    CHAT_CONVERSATIONS_PER_IP: '1000',
    CHAT_MESSAGES_PER_MINUTE: '20',
  })
  adminCookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  const created = await rest('/api/users', {
    method: 'POST',
    cookie: adminCookie,
    body: JSON.stringify({ username: 'chat-editor', password: 'chat-editor-pw copper lantern', role: 'editor' }),
  })
  expect(created.status).toBe(201)
  editorCookie = await staffCookie(server.url, 'chat-editor', 'chat-editor-pw copper lantern')
})

afterAll(async () => {
  sockets.closeAll()
  await server?.close()
})

describe('live chat over Socket.IO', () => {
  it('a visitor starts a chat; it reaches staff live; the reply reaches the visitor live', async () => {
    const console = await staff()
    const { socket } = await visitor()
    const staffSees = next<[ChatMessageView, StaffConversationView]>(console, 'staff:message')

    const sent = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: '  Hello, I need help  ',
      identity: IDENTITY,
    })
    expect(sent.ok).toBe(true)
    if (!sent.ok) return
    expect(sent.data.message).toMatchObject({ message: 'Hello, I need help', senderType: 'visitor', senderName: 'Ava' })
    expect(sent.data.conversation.status).toBe('open')

    const [message, conversation] = await staffSees
    expect(message.id).toBe(sent.data.message.id)
    expect(conversation).toMatchObject({
      id: sent.data.conversation.id,
      visitorName: 'Ava',
      visitorEmail: 'ava@example.com',
      status: 'open',
    })

    const visitorSees = next<[ChatMessageView]>(socket, 'chat:message')
    const reply = await ask<ChatMessageView>(console, 'staff:reply', {
      conversationId: conversation.id,
      clientId: clientId('r'),
      message: 'Hi Ava, how can we help?',
    })
    expect(reply).toMatchObject({ ok: true, data: { senderType: 'admin', senderName: 'Support Team' } })
    const [live] = await visitorSees
    expect(live).toMatchObject({
      message: 'Hi Ava, how can we help?',
      senderName: 'Support Team',
      conversationId: conversation.id,
    })

    // A reload: the history comes back in order.
    const resumed = await ask<{
      conversation: VisitorConversationView
      messages: ChatMessageView[]
      identityKnown: boolean
    }>(socket, 'chat:resume')
    expect(resumed.ok && resumed.data.conversation.id).toBe(conversation.id)
    expect(resumed.ok && resumed.data.messages.map((m) => m.message)).toEqual([
      'Hello, I need help',
      'Hi Ava, how can we help?',
    ])
    expect(resumed.ok && resumed.data.identityKnown).toBe(true)
  })

  it('the first message needs a name and an email or phone; bad payloads get negative acks and the server keeps serving', async () => {
    const { socket } = await visitor()
    const noIdentity = await ask(socket, 'chat:send', { clientId: clientId(), message: 'hi' })
    expect(noIdentity).toMatchObject({ ok: false, code: 'invalid' })
    const noContact = await ask(socket, 'chat:send', { clientId: clientId(), message: 'hi', identity: { name: 'Bo' } })
    expect(noContact).toMatchObject({ ok: false, code: 'invalid' })
    expect(!noContact.ok && noContact.error).toContain('Please enter your email or phone number')
    const noName = await ask(socket, 'chat:send', {
      clientId: clientId(),
      message: 'hi',
      identity: { name: ' ', phone: '+1 555 010 2000' },
    })
    expect(!noName.ok && noName.error).toContain('Please enter your name')

    for (const payload of [
      undefined,
      null,
      'text',
      42,
      [],
      {},
      { clientId: 'x', message: 'hi' },
      { clientId: clientId(), message: '   ' },
      { clientId: clientId(), message: 'x'.repeat(2001), identity: IDENTITY },
      { clientId: clientId(), message: 'hi', identity: { name: 'A', email: 'not-an-email' } },
    ]) {
      const answer = payload === undefined ? await ask(socket, 'chat:send') : await ask(socket, 'chat:send', payload)
      expect(answer, JSON.stringify(payload)).toMatchObject({ ok: false, code: 'invalid' })
    }
    // Events without an acknowledgement, unknown events and an oversized payload do not crash anything.
    socket.emit('chat:send', { clientId: clientId(), message: 'no ack' })
    socket.emit('no-such-event', { a: 1 })
    const bomb = await sockets.open(server.url, 'visitor', (await visitor()).cookie)
    bomb.emit('chat:send', { clientId: clientId(), message: 'y'.repeat(200_000) }, () => {})
    await next(bomb, 'disconnect')

    expect(await ask(socket, 'ping')).toMatchObject({ ok: true })
    const fine = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: '<b>hi</b>',
      identity: { name: 'Bo', phone: '+1 555 010 2000' },
    })
    expect(fine).toMatchObject({ ok: true, data: { message: { message: '<b>hi</b>' } } })
  })

  it('visitor B cannot read or post in visitor A’s conversation, with forged ids or forged cookies', async () => {
    const a = await visitor()
    const sent = await ask<Sent>(a.socket, 'chat:send', {
      clientId: clientId(),
      message: 'private to A',
      identity: IDENTITY,
    })
    if (!sent.ok) throw new Error(sent.error)
    const conversationId = sent.data.conversation.id

    const b = await visitor()
    const bReceives = record<ChatMessageView>(b.socket, 'chat:message')
    expect(await ask(b.socket, 'chat:sync', { conversationId })).toMatchObject({ ok: false, code: 'forbidden' })
    expect(
      await ask(b.socket, 'chat:send', {
        clientId: clientId(),
        message: 'intrusion',
        conversationId,
        identity: IDENTITY,
      }),
    ).toMatchObject({
      ok: false,
      code: 'forbidden',
    })
    // Reusing A's message id does not reveal A's message either.
    expect(
      await ask(b.socket, 'chat:send', { clientId: sent.data.message.clientId, message: 'x', identity: IDENTITY }),
    ).toMatchObject({
      ok: false,
      code: 'forbidden',
    })
    const bResume = await ask<{ conversation: null }>(b.socket, 'chat:resume')
    expect(bResume).toMatchObject({ ok: true, data: { conversation: null, messages: [] } })

    // Forged cookies: A's id with a made-up signature, or no signature at all.
    const visitorId = decodeURIComponent(a.cookie.split('=')[1]!).split('.')[0]!
    for (const forged of [
      `chat_visitor=${visitorId}.AAAA`,
      `chat_visitor=${visitorId}`,
      'chat_visitor=visitor_1_aaaaaaaaaaaaaaaa.x',
    ]) {
      const socket = await sockets.open(server.url, 'visitor', forged)
      expect(await ask(socket, 'chat:resume')).toMatchObject({ ok: false, code: 'no-session' })
      expect(await ask(socket, 'chat:sync', { conversationId })).toMatchObject({ ok: false, code: 'no-session' })
    }

    // A's message goes out live: A's second tab receives it (the broadcast happened), B does not. The
    // round trip on B's socket brings in anything the server sent B before it.
    const aSecondTab = await sockets.open(server.url, 'visitor', a.cookie)
    const aSees = next<[ChatMessageView]>(aSecondTab, 'chat:message')
    expect(
      await ask<Sent>(a.socket, 'chat:send', { clientId: clientId(), message: 'second private', conversationId }),
    ).toMatchObject({
      ok: true,
      data: { message: { message: 'second private' } },
    })
    expect((await aSees)[0]).toMatchObject({ message: 'second private', conversationId })
    expect(await ask(b.socket, 'ping')).toMatchObject({ ok: true })
    expect(bReceives).toEqual([])
  })

  it('anonymous and editor sockets cannot join the staff room', async () => {
    for (const cookie of [undefined, editorCookie, 'payload-token=not-a-token']) {
      const socket = sockets.track(chatSocket(server.url, 'staff', cookie))
      await expect(connected(socket)).rejects.toThrow('Staff sign-in required')
    }
    // A visitor socket has no staff events: the request a staff socket gets answered is never answered.
    // Events on one socket are handled in order; once a later request that also reads the database
    // is answered, an answer to the first would have come.
    const console = await staff()
    expect(await ask(console, 'staff:list')).toMatchObject({ ok: true })
    const { socket } = await visitor()
    const staffEvents = record(socket, 'staff:message')
    let answered: unknown
    socket.emit('staff:list', (answer: unknown) => (answered = answer))
    expect(await ask(socket, 'chat:resume')).toMatchObject({ ok: true })
    expect(answered).toBeUndefined()

    // A visitor socket never receives staff events: the staff console gets the message, the visitor does not.
    const staffSees = next<[ChatMessageView]>(console, 'staff:message', 10_000, (m) => m.message === 'hello staff')
    const other = await visitor()
    expect(
      await ask(other.socket, 'chat:send', { clientId: clientId(), message: 'hello staff', identity: IDENTITY }),
    ).toMatchObject({ ok: true })
    await staffSees
    expect(await ask(socket, 'ping')).toMatchObject({ ok: true })
    expect(staffEvents).toEqual([])
  })

  it('a console opened under another name of the site connects; one from another site does not', async () => {
    // SITE_URL names 127.0.0.1; the same server reached as www.example.test is the same origin as its own page.
    const open = (origin: string) =>
      sockets.track(
        io(server.url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          auth: { as: 'staff' },
          extraHeaders: { host: `www.example.test:${server.port}`, origin, cookie: adminCookie },
        }),
      )
    await connected(open(`http://www.example.test:${server.port}`))
    // A foreign Origin is refused at the handshake, before any chat handler runs.
    const host = `www.example.test:${server.port}`
    for (const origin of ['https://evil.example', `http://www.example.test:${server.port + 1}`]) {
      await expect(connected(open(origin)), origin).rejects.toThrow('websocket error')
      expect(await upgradeAnswer(server.url, { host, origin, cookie: adminCookie }), origin).toEqual({
        status: 400,
        body: 'Cross-site socket refused',
      })
    }
    expect(await upgradeAnswer(server.url, { host, origin: `http://${host}`, cookie: adminCookie })).toEqual({
      status: 101,
      body: '',
    })
  })

  it('a staff socket ends when its user signs out, loses the support role or is deleted', async () => {
    const created = await rest('/api/users', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ username: 'chat-leaver', password: 'chat-leaver-pw copper lantern', role: 'support' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const staffSocket = async (cookie: string) => {
      const socket = sockets.track(chatSocket(server.url, 'staff', cookie))
      await connected(socket)
      return socket
    }

    // Signing out in one console ends that session's sockets; the signed-out cookie cannot reconnect.
    const cookie = await staffCookie(server.url, 'chat-leaver', 'chat-leaver-pw copper lantern')
    const socket = await staffSocket(cookie)
    const ended = next(socket, 'disconnect', 5_000)
    expect((await rest('/api/users/logout', { method: 'POST', cookie })).status).toBe(200)
    expect((await ended)[0]).toBe('io server disconnect')
    await expect(connected(sockets.track(chatSocket(server.url, 'staff', cookie)))).rejects.toThrow(
      'Staff sign-in required',
    )

    // An admin changes the role to editor: the open console socket is ended and cannot come back.
    const second = await staffCookie(server.url, 'chat-leaver', 'chat-leaver-pw copper lantern')
    const demoted = await staffSocket(second)
    const demotedEnds = next(demoted, 'disconnect', 5_000)
    expect(
      (
        await rest(`/api/users/${doc.id}`, {
          method: 'PATCH',
          cookie: adminCookie,
          body: JSON.stringify({ role: 'editor' }),
        })
      ).status,
    ).toBe(200)
    expect((await demotedEnds)[0]).toBe('io server disconnect')
    await expect(connected(sockets.track(chatSocket(server.url, 'staff', second)))).rejects.toThrow(
      'Staff sign-in required',
    )

    // Another staff member's socket is untouched by all this; deleting the user ends theirs too.
    const admin = await staffSocket(adminCookie)
    expect(
      (
        await rest(`/api/users/${doc.id}`, {
          method: 'PATCH',
          cookie: adminCookie,
          body: JSON.stringify({ role: 'support' }),
        })
      ).status,
    ).toBe(200)
    const third = await staffSocket(await staffCookie(server.url, 'chat-leaver', 'chat-leaver-pw copper lantern'))
    const deletedEnds = next(third, 'disconnect', 5_000)
    expect((await rest(`/api/users/${doc.id}`, { method: 'DELETE', cookie: adminCookie })).status).toBe(200)
    expect((await deletedEnds)[0]).toBe('io server disconnect')
    expect(admin.connected).toBe(true)
  })

  it('a repeated client id is stored once and acknowledged again with the same message', async () => {
    const { socket } = await visitor()
    const id = clientId('dup')
    const payload = { clientId: id, message: 'only once', identity: IDENTITY }
    const answers = await Promise.all([
      ask<Sent>(socket, 'chat:send', payload),
      ask<Sent>(socket, 'chat:send', payload),
    ])
    const again = await ask<Sent>(socket, 'chat:send', payload)
    const ids = [...answers, again].map((a) => (a.ok ? a.data.message.id : a.error))
    expect(new Set(ids).size).toBe(1)
    expect(await countMessages(`where[clientId][equals]=${id}`)).toBe(1)
    const conversations = await rest(
      `/api/chat-conversations?where[id][equals]=${answers[0].ok ? answers[0].data.conversation.id : 0}`,
      { cookie: adminCookie },
    )
    expect(((await conversations.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('a staff reply sent twice at once is stored once; its id on another conversation is refused', async () => {
    const started = async () => {
      const sent = await ask<Sent>((await visitor()).socket, 'chat:send', {
        clientId: clientId(),
        message: 'hello',
        identity: IDENTITY,
      })
      if (!sent.ok) throw new Error(sent.error)
      return sent.data.conversation.id
    }
    const [conversationId, otherId] = [await started(), await started()]
    const console = await staff()
    const reply = { conversationId, clientId: clientId('reply'), message: 'only once' }
    const answers = await Promise.all([1, 2, 3].map(() => ask<ChatMessageView>(console, 'staff:reply', reply)))
    expect(new Set(answers.map((a) => (a.ok ? a.data.id : a.error))).size).toBe(1)
    expect(await countMessages(`where[clientId][equals]=${reply.clientId}`)).toBe(1)
    expect(await ask(console, 'staff:reply', { ...reply, conversationId: otherId })).toMatchObject({
      ok: false,
      code: 'invalid',
      error: 'This message id is already used.',
    })
  })

  it('a repeated client id in an open conversation does not move its last message time', async () => {
    const { socket } = await visitor()
    const first = await ask<Sent>(socket, 'chat:send', { clientId: clientId(), message: 'first', identity: IDENTITY })
    if (!first.ok) throw new Error(first.error)
    const conversationId = first.data.conversation.id
    const payload = { clientId: clientId('again'), message: 'second', conversationId }
    const stored = await ask<Sent>(socket, 'chat:send', payload)
    if (!stored.ok) throw new Error(stored.error)
    const lastMessageAt = async () =>
      (
        (await (await rest(`/api/chat-conversations/${conversationId}`, { cookie: adminCookie })).json()) as {
          lastMessageAt: string
        }
      ).lastMessageAt
    expect(await lastMessageAt()).toBe(stored.data.message.createdAt)
    // Time is what is tested here: the clock moves on, so a repeat that touched lastMessageAt would leave a later time.
    await new Promise((r) => setTimeout(r, 50))
    const repeated = await ask<Sent>(socket, 'chat:send', payload)
    expect(repeated).toMatchObject({ ok: true, data: { message: { id: stored.data.message.id } } })
    expect(await lastMessageAt()).toBe(stored.data.message.createdAt)
    expect(await countMessages(`where[clientId][equals]=${payload.clientId}`)).toBe(1)
  })

  it('NUL characters are dropped, values beyond the database’s range are refused clearly, and REST messages follow the same rules', async () => {
    const { socket } = await visitor()
    const sent = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: 'he\u0000llo',
      identity: { name: 'N\u0000ia', email: 'nia@example.com' },
    })
    expect(sent).toMatchObject({ ok: true, data: { message: { message: 'hello', senderName: 'Nia' } } })
    if (!sent.ok) return
    const console = await staff()
    const tooBig = 2_147_483_648
    for (const [side, event, payload] of [
      [socket, 'chat:sync', { conversationId: tooBig }],
      [socket, 'chat:send', { clientId: clientId(), message: 'hi', conversationId: tooBig }],
      [console, 'staff:messages', { conversationId: tooBig }],
      [console, 'staff:close', { conversationId: tooBig }],
      [console, 'staff:messages', { conversationId: sent.data.conversation.id, since: '0000-01-01T00:00:00Z' }],
    ] as const) {
      expect(await ask(side, event, payload), `${event} ${JSON.stringify(payload)}`).toMatchObject({
        ok: false,
        code: 'invalid',
      })
    }
    const reply = (message: string) =>
      ask<ChatMessageView>(console, 'staff:reply', {
        conversationId: sent.data.conversation.id,
        clientId: clientId(),
        message,
      })
    expect(await reply('   ')).toMatchObject({ ok: false, code: 'invalid' })
    expect(await reply('  Thanks\u0000!  ')).toMatchObject({ ok: true, data: { message: 'Thanks!' } })
  })

  it('an e-mail address the widget accepts starts a chat', async () => {
    const { socket } = await visitor()
    // Payload's own e-mail check refuses this one; the conversation collection uses the widget's.
    const sent = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: 'hi',
      identity: { name: 'Eve', email: 'eve@ex-.com' },
    })
    expect(sent).toMatchObject({ ok: true })
  })

  it('a message sent while disconnected is delivered exactly once after the reconnect', async () => {
    const proxy = await startTcpProxy(server.port)
    const cookie = await visitorCookie(server.url)
    const socket = await sockets.open(`http://127.0.0.1:${proxy.port}`, 'visitor', cookie, { reconnection: true })
    const first = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: 'before the outage',
      identity: IDENTITY,
    })
    if (!first.ok) throw new Error(first.error)
    const conversationId = first.data.conversation.id

    const console = await staff()
    const staffReceived = record<ChatMessageView>(console, 'staff:message')

    const dropped = new Promise((resolve) => socket.once('disconnect', resolve))
    await proxy.cut()
    await dropped
    expect(socket.connected).toBe(false)
    // The client tries to come back and is refused while the message waits to be sent.
    const refused = new Promise((resolve) => socket.io.once('reconnect_error', resolve))
    const id = clientId('offline')
    const delivery = emitUntilAcked(
      socket,
      'chat:send',
      { clientId: id, message: 'written while offline', conversationId },
      { ackTimeoutMs: 500 },
    )
    await refused
    await proxy.restore()
    const stored = await delivery
    expect(stored.message).toMatchObject({ message: 'written while offline', clientId: id })

    expect(await countMessages(`where[clientId][equals]=${id}`)).toBe(1)
    await vi.waitFor(() => expect(staffReceived.map((m) => m.clientId)).toContain(id), { timeout: 10_000 })
    expect(staffReceived.filter((m) => m.clientId === id)).toHaveLength(1)
    // Catch-up after the reconnect returns the conversation in order, each message once.
    const sync = await ask<{ messages: ChatMessageView[] }>(socket, 'chat:sync', { conversationId })
    expect(sync.ok && sync.data.messages.map((m) => m.message)).toEqual(['before the outage', 'written while offline'])
    await proxy.cut()
  })

  it('staff close a conversation: the visitor is told, and the next message starts a new conversation', async () => {
    const console = await staff()
    const { socket } = await visitor()
    const sent = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: 'please close me',
      identity: IDENTITY,
    })
    if (!sent.ok) throw new Error(sent.error)
    const conversationId = sent.data.conversation.id

    const closed = (c: { id: number; status: string }) => c.id === conversationId && c.status === 'closed'
    const told = next<[VisitorConversationView]>(socket, 'chat:conversation', 10_000, closed)
    const staffTold = next<[StaffConversationView]>(console, 'staff:conversation', 10_000, closed)
    expect(await ask(console, 'staff:close', { conversationId })).toMatchObject({
      ok: true,
      data: { status: 'closed' },
    })
    expect((await told)[0]).toEqual({ id: conversationId, status: 'closed' })
    expect((await staffTold)[0]).toMatchObject({ id: conversationId, status: 'closed' })

    // Replies to a closed conversation are refused; the visitor's next message opens a new one.
    expect(await ask(console, 'staff:reply', { conversationId, clientId: clientId(), message: 'late' })).toMatchObject({
      ok: false,
    })
    const again = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: 'one more question',
      conversationId,
    })
    expect(again.ok && again.data.conversation.id).not.toBe(conversationId)
    expect(again.ok && again.data.message.senderName).toBe('Ava')
  })

  it('nobody writes a chat message by hand through REST, not even an admin: messages come from the chat server', async () => {
    const { socket } = await visitor()
    const sent = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: 'via rest?',
      identity: IDENTITY,
    })
    if (!sent.ok) throw new Error(sent.error)
    const created = await rest('/api/chat-messages', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({
        conversation: sent.data.conversation.id,
        message: 'Answered from the CMS',
        senderType: 'visitor',
        senderName: 'Spoof',
      }),
    })
    expect(created.status).toBe(403)
    expect(await countMessages(`where[conversation][equals]=${sent.data.conversation.id}`)).toBe(1)
  })

  it('limits messages per visitor and shows why', async () => {
    const { socket } = await visitor()
    const first = await ask<Sent>(socket, 'chat:send', { clientId: clientId(), message: 'm0', identity: IDENTITY })
    if (!first.ok) throw new Error(first.error)
    const answers = []
    for (let i = 1; i <= 20; i++) {
      answers.push(
        await ask(socket, 'chat:send', {
          clientId: clientId(),
          message: `m${i}`,
          conversationId: first.data.conversation.id,
        }),
      )
    }
    expect(answers.slice(0, 19).every((a) => a.ok)).toBe(true)
    expect(answers[19]).toMatchObject({ ok: false, code: 'rate-limited' })
    expect(!answers[19]!.ok && answers[19]!.error).toMatch(/too quickly/)
    // A retry of a message already stored is answered with it, not refused: the widget would offer it again.
    const retried = await ask<Sent>(socket, 'chat:send', {
      clientId: first.data.message.clientId,
      message: 'm0',
      conversationId: first.data.conversation.id,
    })
    expect(retried).toMatchObject({ ok: true, data: { message: { id: first.data.message.id } } })
  })
})

describe('chat collections over REST', () => {
  it('anonymous users and editors read nothing; staff read everything', async () => {
    for (const path of ['/api/chat-conversations', '/api/chat-messages']) {
      expect((await rest(path)).status).toBe(403)
      expect((await rest(path, { cookie: editorCookie })).status).toBe(403)
      expect((await rest(path, { cookie: adminCookie })).status).toBe(200)
    }
    expect(
      (await rest('/api/chat-messages', { method: 'POST', body: JSON.stringify({ conversation: 1, message: 'x' }) }))
        .status,
    ).toBe(403)
    // GraphQL is off (payload.config.ts): no second way in.
    const query = JSON.stringify({
      query: '{ ChatConversations { docs { visitorName visitorEmail } } ChatMessages { docs { message } } }',
    })
    for (const cookie of [undefined, editorCookie, adminCookie]) {
      expect((await rest('/api/graphql', { method: 'POST', body: query, cookie })).status).toBe(404)
    }
  })

  it('only admins delete conversations', async () => {
    const { socket } = await visitor()
    const sent = await ask<Sent>(socket, 'chat:send', {
      clientId: clientId(),
      message: 'delete me',
      identity: IDENTITY,
    })
    if (!sent.ok) throw new Error(sent.error)
    const created = await rest('/api/users', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ username: 'chat-support', password: 'chat-support-pw copper lantern', role: 'support' }),
    })
    expect(created.status).toBe(201)
    const supportCookie = await staffCookie(server.url, 'chat-support', 'chat-support-pw copper lantern')
    const path = `/api/chat-conversations/${sent.data.conversation.id}`
    expect((await rest(path, { cookie: supportCookie })).status).toBe(200)
    expect((await rest(path, { method: 'DELETE', cookie: supportCookie })).status).toBe(403)
    expect((await rest(path, { method: 'DELETE', cookie: adminCookie })).status).toBe(200)
    // A privacy request removes the messages with the conversation.
    expect(await countMessages(`where[conversation][equals]=${sent.data.conversation.id}`)).toBe(0)
    expect(await countMessages(`where[clientId][equals]=${sent.data.message.clientId}`)).toBe(0)
  })
})
