import type { Payload } from 'payload'
import pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { env } from '../../src/config/env'
import type { Ack, ChatMessageView, StaffConversationView, VisitorConversationView } from '../../src/lib/chat/types'
import { newVisitorId, signVisitorId, VISITOR_COOKIE } from '../../src/lib/chat/visitor-id'
import type { User } from '../../src/payload-types'
import { ask, clientId, next, socketPool } from '../support/chat-clients'
import { invalidField } from '../support/payload'
import { type InProcessRealtime, startRealtimeInProcess } from '../support/realtime-in-process'
import { redisAnswers, TEST_REDIS_URL } from '../support/redis-server'

/**
 * Staff actions are all-or-nothing and work on any conversation the staff member may read, whoever
 * holds it. Two Socket.IO servers on one Payload share rooms through Redis as two app processes do
 * (one when Redis is not running: the test across processes is then skipped).
 */
const REDIS_URL = TEST_REDIS_URL
const redisUp = await redisAnswers(REDIS_URL)

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

let realtime: InProcessRealtime
let payload: Payload
const sockets = socketPool()
let counter = 0

beforeAll(async () => {
  realtime = await startRealtimeInProcess('chat_staff_actions', redisUp ? { nodes: 2, redisUrl: REDIS_URL } : {})
  payload = realtime.payload
})

afterAll(async () => {
  sockets.closeAll()
  await realtime?.close()
})

afterEach(() => {
  sockets.closeAll()
})

function data<T>(answer: Ack<T>): T {
  if (!answer.ok) throw new Error(`${answer.code}: ${answer.error}`)
  return answer.data
}

async function staffMember(role: 'admin' | 'support' | 'editor'): Promise<{ user: User; password: string }> {
  const username = `actions-${role}-${counter++}`
  const password = `${username}-pw copper lantern`
  const user = await payload.create({ collection: 'users', overrideAccess: true, data: { username, password, role } })
  return { user, password }
}

async function staffConsole(username: string, password: string, url = realtime.url): Promise<Socket> {
  const { token } = await payload.login({ collection: 'users', data: { username, password } })
  return sockets.open(url, 'staff', `payload-token=${token}`)
}

const visitorCookieOf = (visitorId: string) => `${VISITOR_COOKIE}=${signVisitorId(visitorId, env().PAYLOAD_SECRET)}`

async function startChat(widget: Socket, name: string) {
  return data(
    await ask<Sent>(widget, 'chat:send', {
      clientId: clientId(),
      message: `Hello from ${name}`,
      identity: { name, email: `${name.toLowerCase()}@example.com` },
    }),
  )
}

const blockedRows = async (visitorId: string) =>
  (
    await payload.count({
      collection: 'chat-blocked-visitors',
      where: { visitorId: { equals: visitorId } },
      overrideAccess: true,
    })
  ).totalDocs

const statusOf = async (conversationId: number) =>
  (await payload.findByID({ collection: 'chat-conversations', id: conversationId, overrideAccess: true })).status

describe('support staff on a conversation a colleague holds', () => {
  it('label, close, reopen and block it; the block closes the chat and ends the visitor’s socket', async () => {
    const admin = await staffMember('admin')
    const holder = await staffMember('support')
    const acting = await staffMember('support')
    const visitorId = newVisitorId()
    const widget = await sockets.open(realtime.url, 'visitor', visitorCookieOf(visitorId))
    const { conversation } = await startChat(widget, 'Ines')
    const adminConsole = await staffConsole(admin.user.username, admin.password)
    expect(
      data(
        await ask<StaffConversationView>(adminConsole, 'staff:assign', {
          conversationId: conversation.id,
          assigneeId: holder.user.id,
        }),
      ).assigneeId,
    ).toBe(holder.user.id)

    const console = await staffConsole(acting.user.username, acting.password)
    const id = { conversationId: conversation.id }
    expect(
      data(await ask<StaffConversationView>(console, 'staff:outcome', { ...id, outcome: 'follow-up' })).outcome,
    ).toBe('follow-up')
    expect(data(await ask<StaffConversationView>(console, 'staff:close', id))).toMatchObject({
      status: 'closed',
      assigneeId: holder.user.id,
    })
    expect(data(await ask<StaffConversationView>(console, 'staff:reopen', id))).toMatchObject({
      status: 'open',
      assigneeId: holder.user.id,
    })
    expect(data(await ask<StaffConversationView>(console, 'staff:outcome', { ...id, outcome: 'spam' })).outcome).toBe(
      'spam',
    )

    const ended = next<[string]>(widget, 'disconnect')
    expect(data(await ask<{ blocked: boolean }>(console, 'staff:block', { ...id, blocked: true }))).toEqual({
      blocked: true,
    })
    expect((await ended)[0]).toBe('io server disconnect')
    expect(await statusOf(conversation.id)).toBe('closed')
    expect(await blockedRows(visitorId)).toBe(1)

    const back = await sockets.open(realtime.url, 'visitor', visitorCookieOf(visitorId))
    expect(await ask(back, 'chat:send', { clientId: clientId(), message: 'still here' })).toMatchObject({
      ok: false,
      code: 'blocked',
    })
    expect(
      (
        await payload.count({
          collection: 'chat-messages',
          where: { message: { equals: 'still here' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('support staff may hand a conversation to a colleague, never to an account that does not answer chats', async () => {
    const colleague = await staffMember('support')
    const acting = await staffMember('support')
    const editor = await staffMember('editor')
    const { conversation } = await startChat(
      await sockets.open(realtime.url, 'visitor', visitorCookieOf(newVisitorId())),
      'Jon',
    )
    const console = await staffConsole(acting.user.username, acting.password)
    const id = { conversationId: conversation.id }

    expect(
      data(await ask<StaffConversationView>(console, 'staff:assign', { ...id, assigneeId: colleague.user.id }))
        .assigneeId,
    ).toBe(colleague.user.id)
    expect(await ask(console, 'staff:assign', { ...id, assigneeId: editor.user.id })).toMatchObject({
      ok: false,
      code: 'invalid',
    })
    // The same rule for a write through the collection with the support user's rights (REST, /cms).
    await expect(
      payload.update({
        collection: 'chat-conversations',
        id: conversation.id,
        data: { assignee: editor.user.id },
        user: { ...acting.user, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject(invalidField('assignee'))
    expect(
      (
        await payload.findByID({
          collection: 'chat-conversations',
          id: conversation.id,
          depth: 0,
          overrideAccess: true,
        })
      ).assignee,
    ).toBe(colleague.user.id)
  })
})

describe('a block that fails', () => {
  it('writes nothing: no block row, the chat stays open and the visitor’s socket stays connected', async () => {
    const acting = await staffMember('support')
    const visitorId = newVisitorId()
    const widget = await sockets.open(realtime.url, 'visitor', visitorCookieOf(visitorId))
    const { conversation } = await startChat(widget, 'Kim')
    const console = await staffConsole(acting.user.username, acting.password)
    data(await ask(console, 'staff:outcome', { conversationId: conversation.id, outcome: 'spam' }))

    // The database refuses to close this visitor's conversation: the block's last write fails.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await client.connect()
    try {
      await client.query(
        `CREATE FUNCTION refuse_close() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'close refused'; END $$`,
      )
      await client.query(
        `CREATE TRIGGER refuse_close BEFORE UPDATE ON chat_conversations FOR EACH ROW WHEN (NEW.status = 'closed' AND NEW.visitor_id = '${visitorId}') EXECUTE FUNCTION refuse_close()`,
      )
      expect(await ask(console, 'staff:block', { conversationId: conversation.id, blocked: true })).toMatchObject({
        ok: false,
      })
    } finally {
      await client.query(
        'DROP TRIGGER IF EXISTS refuse_close ON chat_conversations; DROP FUNCTION IF EXISTS refuse_close()',
      )
      await client.end()
    }
    expect(await blockedRows(visitorId)).toBe(0)
    expect(await statusOf(conversation.id)).toBe('open')
    expect(widget.connected).toBe(true)
    expect(
      data(
        await ask<Sent>(widget, 'chat:send', {
          clientId: clientId(),
          message: 'not blocked',
          conversationId: conversation.id,
        }),
      ).conversation.id,
    ).toBe(conversation.id)
  })
})

describe('a socket still open when its visitor is blocked', () => {
  it('starts no conversation: the block is read from the database when one would start', async () => {
    const visitorId = newVisitorId()
    const widget = await sockets.open(realtime.url, 'visitor', visitorCookieOf(visitorId))
    // Blocked elsewhere (another process, whose signal to end this socket has not arrived yet).
    await payload.create({
      collection: 'chat-blocked-visitors',
      overrideAccess: true,
      data: { visitorId, visitorName: 'Moe' },
    })
    const answer = await ask(widget, 'chat:send', {
      clientId: clientId(),
      message: 'sneaking in',
      identity: { name: 'Moe', email: 'moe@example.com' },
    })
    expect(answer).toMatchObject({ ok: false, code: 'blocked' })
    expect(
      (
        await payload.count({
          collection: 'chat-conversations',
          where: { visitorId: { equals: visitorId } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe.skipIf(!redisUp)('a block across processes', () => {
  it('ends the visitor’s sockets on every process at once', async () => {
    const acting = await staffMember('support')
    const visitorId = newVisitorId()
    const [first, second] = realtime.urls as [string, string]
    const onFirst = await sockets.open(first, 'visitor', visitorCookieOf(visitorId))
    const onSecond = await sockets.open(second, 'visitor', visitorCookieOf(visitorId))
    const { conversation } = await startChat(onSecond, 'Lev')
    const console = await staffConsole(acting.user.username, acting.password, first)
    data(await ask(console, 'staff:outcome', { conversationId: conversation.id, outcome: 'spam' }))

    const ended = [next<[string]>(onFirst, 'disconnect'), next<[string]>(onSecond, 'disconnect')]
    expect(
      data(await ask<{ blocked: boolean }>(console, 'staff:block', { conversationId: conversation.id, blocked: true })),
    ).toEqual({ blocked: true })
    expect((await Promise.all(ended)).map(([reason]) => reason)).toEqual([
      'io server disconnect',
      'io server disconnect',
    ])
  })
})
