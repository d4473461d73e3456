import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ChatMessageView, StaffConversationView } from '../../src/lib/chat/types'
import type { User } from '../../src/payload-types'
import { ask, next, record, socketPool } from '../support/chat-clients'
import { type InProcessRealtime, startRealtimeInProcess } from '../support/realtime-in-process'

/**
 * Broadcasts leave the server only for writes that committed: a write inside a transaction that is
 * rolled back reaches no socket (and ends no staff socket). The chat's Socket.IO server runs in this
 * process on the test's Payload, as server.ts attaches it; each check has its committed twin as control.
 */
let realtime: InProcessRealtime
let payload: Payload
let url: string
let admin: User
const sockets = socketPool()
/**
 * How long a socket end that should not come is waited for (a role change's arrives well within it).
 * Time is what is tested there: "nothing happens" has no event to wait for. A broadcast that should
 * not come needs no such wait: its committed twin is emitted to the same socket after it would have
 * been, and Socket.IO delivers one socket's events in order, so once the twin is here it would be too.
 */
const QUIET_MS = 750

beforeAll(async () => {
  realtime = await startRealtimeInProcess('chat_broadcast_rollback')
  payload = realtime.payload
  url = realtime.url
  admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, overrideAccess: true }))
    .docs[0]!
})

afterAll(async () => {
  sockets.closeAll()
  await realtime?.close()
})

async function staffConsole(username = 'admin', password = process.env.ADMIN_PASSWORD!): Promise<Socket> {
  const { token } = await payload.login({ collection: 'users', data: { username, password } })
  const socket = await sockets.open(url, 'staff', `payload-token=${token}`)
  expect(await ask(socket, 'staff:list')).toMatchObject({ ok: true })
  return socket
}

async function inTransaction<T>(
  write: (req: PayloadRequest) => Promise<T>,
  outcome: 'commit' | 'rollback',
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const result = await write(req)
  await (outcome === 'commit' ? commitTransaction(req) : killTransaction(req))
  return result
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS))
let counter = 0
const visitorId = () => `rollback-visitor-${Date.now().toString(36)}-${counter++}`

const newConversation = (req?: PayloadRequest) =>
  payload.create({
    collection: 'chat-conversations',
    overrideAccess: true,
    req,
    data: { visitorId: visitorId(), visitorName: 'Rolf', status: 'open' },
  })

const newMessage = (conversation: number, message: string, req?: PayloadRequest) =>
  payload.create({
    collection: 'chat-messages',
    overrideAccess: true,
    req,
    data: { conversation, senderType: 'visitor', senderName: 'Rolf', message },
  })

describe('no broadcast for a write that rolled back', () => {
  it('a new conversation', async () => {
    const staff = await staffConsole()
    const seen = record<StaffConversationView>(staff, 'staff:conversation')
    const rolledBack = await inTransaction((req) => newConversation(req), 'rollback')
    expect(
      await payload.count({
        collection: 'chat-conversations',
        where: { id: { equals: rolledBack.id } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })

    const arrives = next<[StaffConversationView]>(staff, 'staff:conversation')
    const committed = await inTransaction((req) => newConversation(req), 'commit')
    expect((await arrives)[0]).toMatchObject({ id: committed.id, status: 'open' })
    expect(seen.map((c) => c.id)).toEqual([committed.id])
  })

  it('a message', async () => {
    const conversation = await newConversation()
    const staff = await staffConsole()
    const seen = record<ChatMessageView>(staff, 'staff:message')
    await inTransaction((req) => newMessage(conversation.id, 'never committed', req), 'rollback')

    const arrives = next<[ChatMessageView]>(staff, 'staff:message', 10_000, (m) => m.conversationId === conversation.id)
    await inTransaction((req) => newMessage(conversation.id, 'committed', req), 'commit')
    expect((await arrives)[0]).toMatchObject({ message: 'committed', conversationId: conversation.id })
    expect(seen.map((m) => m.message)).toEqual(['committed'])
  })

  it('a closed conversation', async () => {
    const conversation = await newConversation()
    const staff = await staffConsole()
    const seen = record<StaffConversationView>(staff, 'staff:conversation')
    const close = (req: PayloadRequest) =>
      payload.update({
        collection: 'chat-conversations',
        id: conversation.id,
        overrideAccess: true,
        req,
        data: { status: 'closed' },
      })
    await inTransaction(close, 'rollback')

    const arrives = next<[StaffConversationView]>(staff, 'staff:conversation', 10_000, (c) => c.id === conversation.id)
    await inTransaction(close, 'commit')
    expect((await arrives)[0]).toMatchObject({ id: conversation.id, status: 'closed' })
    expect(seen.filter((c) => c.id === conversation.id)).toHaveLength(1)
  })

  it('a deleted conversation', async () => {
    const conversation = await newConversation()
    const staff = await staffConsole()
    const seen = record<{ conversationId: number }>(staff, 'staff:deleted')
    const remove = (req: PayloadRequest) =>
      payload.delete({ collection: 'chat-conversations', id: conversation.id, overrideAccess: true, req })
    await inTransaction(remove, 'rollback')

    const arrives = next<[{ conversationId: number }]>(staff, 'staff:deleted')
    await inTransaction(remove, 'commit')
    expect((await arrives)[0]).toEqual({ conversationId: conversation.id })
    expect(seen).toHaveLength(1)
  })

  it('a role change: the staff member’s socket stays until one commits', async () => {
    const username = `rollback-role-${counter++}`
    const password = `${username}-pw copper lantern`
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username, password, role: 'support' },
    })
    const socket = await staffConsole(username, password)
    const asAdmin = { user: { ...admin, collection: 'users' as const }, overrideAccess: false as const }
    const demote = (req: PayloadRequest) =>
      payload.update({ collection: 'users', id: user.id, data: { role: 'editor' }, ...asAdmin, req })
    await inTransaction(demote, 'rollback')
    await quiet()
    expect(socket.connected).toBe(true)
    expect(await ask(socket, 'staff:list')).toMatchObject({ ok: true })

    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve))
    await inTransaction(demote, 'commit')
    expect(await ended).toBe('io server disconnect')
  })
})
