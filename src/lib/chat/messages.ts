import type { DataFromCollectionSlug, Payload, Where } from 'payload'

import { databasePool } from '@/lib/db/pool'
import { idOf } from '@/lib/db/relation-id'
import type { ChatMessage } from '@/payload-types'

import { readableConversation, visitorConversation } from './conversations'
import { ChatError, REFUSALS } from './refusals'
import { markSeen } from './sql'
import { assertChatStaff } from './staff-writes'
import type { ChatMessageView, VisitorConversationView } from './types'
import { messageView, replySenderName, type StaffUser, visitorConversationView } from './views'

/**
 * Reading and storing chat messages: a conversation's messages (catch-up included), a message by its client id (a
 * repeat is stored once), staff replies and read receipts. The visitor's own sends, which also start conversations
 * and announce what they store, are in ./visitor-send.ts.
 */

/** How far before the last message a visitor has, catch-up looks (commit order can differ from time order). */
export const SYNC_OVERLAP_MS = 10_000
const MAX_SYNC_MESSAGES = 500

/**
 * Messages of one conversation in order (created_at, id), optionally only those near or after `since`.
 * Past `limit` it is the newest ones: a long conversation opens at its latest messages.
 */
export async function conversationMessages(
  payload: Payload,
  conversationId: number,
  since?: string,
  limit = MAX_SYNC_MESSAGES,
): Promise<ChatMessage[]> {
  const where: Where = { conversation: { equals: conversationId } }
  if (since) {
    where.createdAt = { greater_than_equal: new Date(new Date(since).getTime() - SYNC_OVERLAP_MS).toISOString() }
  }
  const { docs } = await payload.find({
    collection: 'chat-messages',
    where,
    sort: ['-createdAt', '-id'],
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.reverse()
}

/** The message or note stored under a client-chosen id (ids are unique per collection). */
export async function byClientId<S extends 'chat-messages' | 'chat-notes'>(
  payload: Payload,
  collection: S,
  clientId: string,
): Promise<DataFromCollectionSlug<S> | null> {
  const { docs } = await payload.find({
    collection,
    where: { clientId: { equals: clientId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const messageByClientId = (payload: Payload, clientId: string) => byClientId(payload, 'chat-messages', clientId)

/**
 * Stores a staff message or note once per client id: a repeat answers with the stored one (refused when that
 * belongs to another conversation), and a create that loses a race on the unique id answers with the winner.
 */
export async function storeOnce<T extends { conversation: number | { id: number } }>(
  find: () => Promise<T | null>,
  create: () => Promise<T>,
  conversationId: number,
  usedElsewhere: string,
): Promise<{ doc: T; duplicate: boolean }> {
  const stored = async () => {
    const doc = await find()
    if (doc && idOf(doc.conversation) !== conversationId) throw new ChatError('invalid', usedElsewhere)
    return doc
  }
  const existing = await stored()
  if (existing) return { doc: existing, duplicate: true }
  try {
    return { doc: await create(), duplicate: false }
  } catch (error) {
    const raced = await stored()
    if (raced) return { doc: raced, duplicate: true }
    throw error
  }
}

export type SendResult = { message: ChatMessageView; conversation: VisitorConversationView; duplicate: boolean }

/** A repeated client id is the same message: answered again, stored once. Someone else's id is refused. */
export async function existingVisitorMessage(
  payload: Payload,
  visitorId: string,
  clientId: string,
): Promise<SendResult | null> {
  const message = await messageByClientId(payload, clientId)
  if (!message) return null
  const conversation = await visitorConversation(payload, visitorId, idOf(message.conversation))
  return { message: messageView(message), conversation: visitorConversationView(conversation), duplicate: true }
}

/** A staff member viewed the conversation: its visitor messages so far are read. */
export async function markSeenByStaff(payload: Payload, user: StaffUser, conversationId: number): Promise<void> {
  await readableConversation(payload, user, conversationId)
  await markSeen(databasePool(payload), conversationId, 'staff')
}

/** The visitor saw the conversation in the open widget: staff replies so far need no e-mail. */
export async function markSeenByVisitor(payload: Payload, visitorId: string, conversationId: number): Promise<void> {
  if (!(await markSeen(databasePool(payload), conversationId, 'visitor', visitorId))) {
    throw new ChatError('forbidden', REFUSALS.notYours)
  }
}

export async function staffMessages(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
  since?: string,
): Promise<ChatMessage[]> {
  // Read through the access rules first: a user without chat rights gets a Forbidden error here.
  await readableConversation(payload, user, conversationId)
  return conversationMessages(payload, conversationId, since)
}

/**
 * A staff reply under the agent's display name, else "Support Team" (set by the collection hook); a repeated client id
 * is stored once.
 */
export async function staffReply(
  payload: Payload,
  user: StaffUser,
  input: { conversationId: number; clientId: string; message: string },
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  assertChatStaff(user)
  const { doc, duplicate } = await storeOnce(
    () => messageByClientId(payload, input.clientId),
    () =>
      payload.create({
        collection: 'chat-messages',
        data: {
          conversation: input.conversationId,
          message: input.message,
          clientId: input.clientId,
          senderType: 'admin',
          senderName: replySenderName(user),
        },
        depth: 0,
        user,
        overrideAccess: true,
      }),
    input.conversationId,
    REFUSALS.messageIdUsed,
  )
  return { message: doc, duplicate }
}
