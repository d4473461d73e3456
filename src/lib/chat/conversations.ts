import type { Payload, PayloadRequest } from 'payload'

import { databasePool } from '@/lib/db/pool'
import type { ChatConversation } from '@/payload-types'

import {
  type BrowserClass,
  type DeviceClass,
  nextContext,
  type VisitorContext,
  type VisitorContextInput,
} from './context'
import { ChatError, REFUSALS } from './refusals'
import type { VisitorIdentity } from './schema'
import { conversationStatus, medianFirstReply, storeVisitorContext } from './sql'
import type { StaffUser } from './views'

/**
 * Finding and checking conversations: a visitor's own (scoped to the visitor id from their signed cookie, access
 * overridden: visitors have no API rights), one a staff member may read (the collection's access rules decide), and
 * whether typing may be signalled in one. Reads and writes only: nothing here signals a socket.
 */

/** The visitor's newest conversation, or with `open` their newest open one (a visitor has at most one). */
async function newestConversation(
  payload: Payload,
  visitorId: string,
  { open = false, req }: { open?: boolean; req?: PayloadRequest } = {},
): Promise<ChatConversation | null> {
  const { docs } = await payload.find({
    req,
    collection: 'chat-conversations',
    where: open
      ? { visitorId: { equals: visitorId }, status: { equals: 'open' } }
      : { visitorId: { equals: visitorId } },
    sort: ['-createdAt', '-id'],
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const findOpenConversation = (payload: Payload, visitorId: string, req?: PayloadRequest) =>
  newestConversation(payload, visitorId, { open: true, req })

/** Whether the visitor ever started a conversation (then the widget does not ask who they are again). */
export async function hasConversations(payload: Payload, visitorId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'chat-conversations',
    where: { visitorId: { equals: visitorId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The visitor's own conversation; any other id is refused the same way as a missing one. */
export async function visitorConversation(
  payload: Payload,
  visitorId: string,
  conversationId: number,
): Promise<ChatConversation> {
  const conversation = await payload
    .findByID({
      collection: 'chat-conversations',
      id: conversationId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!conversation || conversation.visitorId !== visitorId) {
    throw new ChatError('forbidden', REFUSALS.notYours)
  }
  return conversation
}

export async function previousIdentity(payload: Payload, visitorId: string): Promise<VisitorIdentity | undefined> {
  const previous = await newestConversation(payload, visitorId)
  if (!previous) return undefined
  return {
    name: previous.visitorName,
    email: previous.visitorEmail ?? undefined,
    phone: previous.visitorPhone ?? undefined,
  }
}

/** A visitor may signal typing only in their own conversation while it is open. */
export async function assertVisitorMayType(payload: Payload, visitorId: string, conversationId: number): Promise<void> {
  const status = await conversationStatus(databasePool(payload), conversationId, visitorId)
  if (!status) throw new ChatError('forbidden', REFUSALS.notYours)
  if (status === 'closed') throw new ChatError('closed', REFUSALS.closed)
}

/** Staff signal typing only in an open conversation (read access is checked separately, once). */
export async function assertOpenForTyping(payload: Payload, conversationId: number): Promise<void> {
  const status = await conversationStatus(databasePool(payload), conversationId)
  if (!status) throw new ChatError('not-found', REFUSALS.notFound)
  if (status === 'closed') throw new ChatError('closed', REFUSALS.closed)
}

/** A conversation as the staff member may read it: the collection's access rules decide (Forbidden, or 404). */
export const readableConversation = (payload: Payload, user: StaffUser, conversationId: number, req?: PayloadRequest) =>
  payload.findByID({ collection: 'chat-conversations', id: conversationId, depth: 0, user, overrideAccess: false, req })

/** The visitor behind a conversation the staff member may read (for signals to that visitor's sockets). */
export async function conversationVisitorId(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
): Promise<string> {
  return (await readableConversation(payload, user, conversationId)).visitorId
}

/** A stored context as the chat server wrote it (null: none yet). */
export const storedContext = (value: unknown): VisitorContext | null =>
  value && typeof value === 'object' && 'page' in value ? (value as VisitorContext) : null

/**
 * Stores the page the widget reports on the visitor's open conversation; what was stored (consoles are told by the
 * caller), or null when the visitor has no open conversation (nothing is stored then).
 */
export async function storeReportedContext(
  payload: Payload,
  visitorId: string,
  input: VisitorContextInput,
  agent: { device: DeviceClass; browser: BrowserClass },
): Promise<{ conversationId: number; context: VisitorContext } | null> {
  const conversation = await findOpenConversation(payload, visitorId)
  if (!conversation) return null
  const context = nextContext(storedContext(conversation.visitorContext), input, agent, new Date())
  if (!(await storeVisitorContext(databasePool(payload), conversation.id, visitorId, context))) return null
  return { conversationId: conversation.id, context }
}

/**
 * The median time to the first staff reply over chats started in the last 30 days, in seconds; null
 * with fewer than `minimum` answered chats.
 */
export const medianFirstReplySeconds = (payload: Payload, minimum: number): Promise<number | null> =>
  medianFirstReply(databasePool(payload), minimum)
