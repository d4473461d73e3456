import type { Payload } from 'payload'

import { CHAT_ROLES, hasRole } from '@/access/roles'
import { databasePool } from '@/lib/db/pool'
import type { ChatConversation } from '@/payload-types'

import type { ConversationOutcome } from './constants'
import { findOpenConversation, readableConversation } from './conversations'
import { ChatError, REFUSALS } from './refusals'
import { visitorBookingIds } from './sql'
import { staffTransaction } from './staff-writes'
import type { StaffUser } from './views'

/**
 * Staff changes to conversations, through the collection's access rules (`overrideAccess: false`): assign, label,
 * close, reopen, and delete a visitor's conversations. Consoles and widgets hear of each through the collection's
 * hooks (./broadcast.ts), after commit.
 */

/**
 * A privacy request: every conversation of the visitor behind this one, with their messages, and
 * their bookings (admins only); all of them or none.
 */
export async function deleteVisitorConversations(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
): Promise<number[]> {
  return staffTransaction(payload, user, async (req) => {
    const conversation = await readableConversation(payload, user, conversationId, req)
    // The calls they booked go too: those joined to their conversations and those booked under the
    // e-mail address they gave in the chat (read before the conversations go, which unjoins them).
    const bookings = await visitorBookingIds(databasePool(payload), conversation.visitorId)
    if (bookings.length > 0) {
      const deleted = await payload.delete({
        collection: 'bookings',
        where: { id: { in: bookings } },
        depth: 0,
        user,
        overrideAccess: false,
        req,
      })
      if (deleted.errors.length > 0) throw new ChatError('server', deleted.errors[0]!.message)
    }
    const { docs, errors } = await payload.delete({
      collection: 'chat-conversations',
      where: { visitorId: { equals: conversation.visitorId } },
      depth: 0,
      user,
      overrideAccess: false,
      req,
    })
    if (errors.length > 0) throw new ChatError('server', errors[0]!.message)
    return docs.map((doc) => doc.id)
  })
}

/**
 * Takes a conversation (the user's own id), hands it over (a colleague's) or releases it (null).
 * Only staff who answer chats can hold one; every console hears of the change (collection hook).
 */
export async function assignConversation(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
  assigneeId: number | null,
): Promise<ChatConversation> {
  await readableConversation(payload, user, conversationId)
  if (assigneeId !== null) {
    const assignee = await payload.findByID({
      collection: 'users',
      id: assigneeId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!assignee || !hasRole({ ...assignee, collection: 'users' }, ...CHAT_ROLES)) {
      throw new ChatError('invalid', REFUSALS.assigneeNotChatStaff)
    }
  }
  return payload.update({
    collection: 'chat-conversations',
    id: conversationId,
    data: { assignee: assigneeId },
    depth: 0,
    user,
    overrideAccess: false,
  })
}

/** Labels how a conversation ended (null: no label); every console hears of it. */
export async function setOutcome(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
  outcome: ConversationOutcome | null,
): Promise<ChatConversation> {
  return payload.update({
    collection: 'chat-conversations',
    id: conversationId,
    data: { outcome },
    depth: 0,
    user,
    overrideAccess: false,
  })
}

export async function closeConversation(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
): Promise<ChatConversation> {
  return payload.update({
    collection: 'chat-conversations',
    id: conversationId,
    data: { status: 'closed' },
    depth: 0,
    user,
    overrideAccess: false,
  })
}

/**
 * Staff reopen a closed conversation: the visitor can write in it again and every console and the
 * visitor's widget hear of it (the collection hook broadcasts status changes). Refused while the
 * visitor has another open conversation, since a visitor has at most one (their messages go there).
 */
export async function reopenConversation(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
): Promise<ChatConversation> {
  const conversation = await readableConversation(payload, user, conversationId)
  if (conversation.status === 'open') return conversation
  const open = await findOpenConversation(payload, conversation.visitorId)
  if (open && open.id !== conversationId) {
    throw new ChatError('conflict', REFUSALS.reopenConflict)
  }
  return payload.update({
    collection: 'chat-conversations',
    id: conversationId,
    data: { status: 'open' },
    depth: 0,
    user,
    overrideAccess: false,
  })
}
