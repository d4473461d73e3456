import {
  commitTransaction,
  createLocalReq,
  type DataFromCollectionSlug,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'

import { CHAT_ROLES, hasRole } from '@/access/roles'
import { alertConversationStartedLater } from '@/lib/alerts/triggers'
import { bookingClickView } from '@/lib/booking-clicks/schema'
import { bookingView } from '@/lib/bookings/view'
import { afterCommit } from '@/lib/db/after-commit'
import { databasePool } from '@/lib/db/pool'
import type { ChatConversation, ChatMessage, ChatNote } from '@/payload-types'

import { emitMessage, emitVisitorContext, endVisitorSockets } from './broadcast'
import type { CannedReplyView } from './canned'
import { CONSOLE_PAGE_SIZE, type ConversationOutcome, DEFAULT_VISITOR_NAME } from './constants'
import {
  type BrowserClass,
  type DeviceClass,
  nextContext,
  type VisitorContext,
  type VisitorContextInput,
} from './context'
import type { VisitorSendInput } from './events/chat-send.schema'
import type { StaffNoteInput } from './events/staff-note.schema'
import { blockedMessage, ChatError, REFUSALS } from './refusals'
import type { VisitorIdentity } from './schema'
import {
  appendVisitorMessage,
  conversationStatus,
  isVisitorBlocked,
  lastMessages,
  markSeen,
  medianFirstReply,
  searchConversationIds,
  storeVisitorContext,
  visitorBookingIds,
  unreadCounts,
} from './sql'
import type { AgentView, AnswerOf, ChatMessageView, StaffConversationListing, VisitorConversationView } from './types'
import {
  agentName,
  agentView,
  idOf,
  messageView,
  replySenderName,
  type StaffUser,
  staffConversationView,
  visitorConversationView,
} from './views'
import { queueConversationStarted } from './webhooks'

/**
 * All chat reads and writes: the socket events' handlers (./events/) reach the database only
 * through here. Mostly Payload's Local API, with the hot path and the per-row counters in plain SQL
 * (./sql.ts). Visitor calls are scoped to the visitor id from their signed cookie and use the Local
 * API with access overridden (visitors have no API rights); staff calls pass the signed-in user with
 * `overrideAccess: false`, so the collections' access rules decide, except a staff reply: nobody may
 * create messages through the API, so it checks the role itself.
 */

/** How far before the last message a visitor has, catch-up looks (commit order can differ from time order). */
export const SYNC_OVERLAP_MS = 10_000
const MAX_SYNC_MESSAGES = 500
const MAX_SEARCH_RESULTS = 200

/**
 * A staff action's writes in one transaction: all of them commit or none does. Signals to sockets
 * go out through afterCommit, so a rolled-back action tells nobody anything.
 */
async function staffTransaction<T>(
  payload: Payload,
  user: StaffUser,
  action: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ user }, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const result = await action(req)
    if (ownsTransaction) await commitTransaction(req)
    return result
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}

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
async function byClientId<S extends 'chat-messages' | 'chat-notes'>(
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
async function storeOnce<T extends { conversation: number | { id: number } }>(
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

type VisitorSendOptions = {
  visitorId: string
  input: VisitorSendInput
  /** Consulted only when the message starts a new conversation (rate limit per client IP). */
  mayStartConversation: () => Promise<boolean>
  /** The sending socket, which learns of the message from its acknowledgement instead. */
  socketId?: string
}

/**
 * A visitor's message. It goes to the given conversation (theirs, still open), else to their latest
 * open one, else it starts a new conversation, with the identity given or, after staff closed the
 * previous one, the identity the visitor gave then. Messages to an open conversation take the
 * single-statement path (./sql.ts); a new conversation and its first message commit together.
 */
export async function sendVisitorMessage(
  payload: Payload,
  { visitorId, input, mayStartConversation, socketId }: VisitorSendOptions,
): Promise<SendResult> {
  const append = async (conversationId: number): Promise<SendResult | null> => {
    const stored = await appendVisitorMessage(databasePool(payload), {
      visitorId,
      conversationId,
      clientId: input.clientId,
      message: input.message,
      fallbackName: DEFAULT_VISITOR_NAME,
    })
    if (stored) {
      emitMessage(stored.message, stored.conversation, socketId)
      return { message: stored.message, conversation: { id: stored.conversation.id, status: 'open' }, duplicate: false }
    }
    // Nothing stored: a repeat of a stored message, or the conversation is not (or no longer) open.
    return existingVisitorMessage(payload, visitorId, input.clientId)
  }

  if (input.conversationId !== undefined) {
    const sent = await append(input.conversationId)
    if (sent) return sent
    // Refuses someone else's conversation; a closed one of theirs falls through to a new conversation.
    await visitorConversation(payload, visitorId, input.conversationId)
  } else {
    const repeated = await existingVisitorMessage(payload, visitorId, input.clientId)
    if (repeated) return repeated
    const open = await findOpenConversation(payload, visitorId)
    if (open) {
      const sent = await append(open.id)
      if (sent) return sent
    }
  }

  // A socket opened before its visitor was blocked, on any process, starts nothing.
  if (await isVisitorBlocked(databasePool(payload), visitorId)) throw new ChatError('blocked', blockedMessage())
  const identity = input.identity ?? (await previousIdentity(payload, visitorId))
  if (!identity) throw new ChatError('invalid', REFUSALS.identityRequired)
  if (!(await mayStartConversation())) {
    throw new ChatError('rate-limited', REFUSALS.tooManyConversations)
  }

  const req = await createLocalReq({}, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const now = new Date().toISOString()
    const conversation = await payload.create({
      collection: 'chat-conversations',
      data: {
        visitorId,
        visitorName: identity.name,
        visitorEmail: identity.email ?? null,
        visitorPhone: identity.phone ?? null,
        status: 'open',
        lastMessageAt: now,
      },
      req,
      depth: 0,
      overrideAccess: true,
    })
    const message = await payload.create({
      collection: 'chat-messages',
      data: {
        conversation: conversation.id,
        senderType: 'visitor',
        senderName: conversation.visitorName || DEFAULT_VISITOR_NAME,
        message: input.message,
        clientId: input.clientId,
      },
      req,
      depth: 0,
      overrideAccess: true,
    })
    await queueConversationStarted(req, conversation)
    // Staff devices hear of the new chat once it is committed; the visitor's answer never waits for it.
    await afterCommit(req, () => alertConversationStartedLater(payload, conversation.id))
    if (ownsTransaction) await commitTransaction(req)
    return { message: messageView(message), conversation: visitorConversationView(conversation), duplicate: false }
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    // The same client id sent twice at once: the other attempt stored it.
    const raced = await existingVisitorMessage(payload, visitorId, input.clientId)
    if (raced) return raced
    throw error
  }
}

async function previousIdentity(payload: Payload, visitorId: string): Promise<VisitorIdentity | undefined> {
  const previous = await newestConversation(payload, visitorId)
  if (!previous) return undefined
  return {
    name: previous.visitorName,
    email: previous.visitorEmail ?? undefined,
    phone: previous.visitorPhone ?? undefined,
  }
}

/**
 * Conversations for the console's list (a page of all, or only `ids`) as the user may read them: open
 * ones first (the status enum orders open before closed), so however many closed conversations pile
 * up an open one is on the first page; then newest activity, then newest created; each with its
 * unread count.
 */
async function listings(
  payload: Payload,
  user: StaffUser,
  select: { ids: number[] } | { page: number; pageSize: number },
): Promise<StaffConversationListing[]> {
  const { docs } = await payload.find({
    collection: 'chat-conversations',
    ...('ids' in select
      ? { where: { id: { in: select.ids } }, pagination: false }
      : { page: select.page, limit: select.pageSize }),
    sort: ['status', '-lastMessageAt', '-createdAt', '-id'],
    depth: 0,
    user,
    overrideAccess: false,
  })
  const ids = docs.map((c) => c.id)
  const [unread, previews] = await Promise.all([
    unreadCounts(databasePool(payload), ids),
    lastMessages(databasePool(payload), ids),
  ])
  return docs.map((c) => ({
    ...staffConversationView(c),
    unread: unread.get(c.id) ?? 0,
    preview: previews.get(c.id) ?? null,
  }))
}

/** One page of the console's list; a full page means older conversations may follow. */
export const staffConversations = (payload: Payload, user: StaffUser, page = 1, pageSize = CONSOLE_PAGE_SIZE) =>
  listings(payload, user, { page, pageSize })

/** Conversations whose visitor name, e-mail, phone or message text contains the query. */
export async function searchStaffConversations(
  payload: Payload,
  user: StaffUser,
  query: string,
): Promise<StaffConversationListing[]> {
  const ids = await searchConversationIds(databasePool(payload), query, MAX_SEARCH_RESULTS)
  return ids.length === 0 ? [] : listings(payload, user, { ids })
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
const readableConversation = (payload: Payload, user: StaffUser, conversationId: number, req?: PayloadRequest) =>
  payload.findByID({ collection: 'chat-conversations', id: conversationId, depth: 0, user, overrideAccess: false, req })

/** The visitor behind a conversation the staff member may read (for signals to that visitor's sockets). */
export async function conversationVisitorId(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
): Promise<string> {
  return (await readableConversation(payload, user, conversationId)).visitorId
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

/** A staff reply under the agent's display name, else "Support Team" (set by the collection hook); a repeated client id is stored once. */
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

/** Messages and notes are written by the chat server only (their collections' create access is nobody's). */
function assertChatStaff(user: StaffUser): void {
  if (!hasRole(user, ...CHAT_ROLES)) throw new ChatError('forbidden', REFUSALS.noChatAccess)
}

const MAX_NOTES = 500

/** A conversation's staff notes in order (the conversation read through the access rules first). */
export async function staffNotes(payload: Payload, user: StaffUser, conversationId: number): Promise<ChatNote[]> {
  await readableConversation(payload, user, conversationId)
  const { docs } = await payload.find({
    collection: 'chat-notes',
    where: { conversation: { equals: conversationId } },
    sort: ['createdAt', 'id'],
    limit: MAX_NOTES,
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs
}

/** A staff note on a conversation, open or closed; a repeated client id is stored once. */
export async function addNote(payload: Payload, user: StaffUser, input: StaffNoteInput): Promise<ChatNote> {
  assertChatStaff(user)
  await readableConversation(payload, user, input.conversationId)
  const { doc } = await storeOnce(
    () => byClientId(payload, 'chat-notes', input.clientId),
    () =>
      payload.create({
        collection: 'chat-notes',
        data: {
          conversation: input.conversationId,
          author: user.id,
          authorName: agentName(user),
          text: input.text,
          clientId: input.clientId,
        },
        depth: 0,
        overrideAccess: true,
      }),
    input.conversationId,
    REFUSALS.noteIdUsed,
  )
  return doc
}

/** Staff who answer chats, for the console's "hand over to" list and the names on assignments and notes. */
export async function chatAgents(payload: Payload, user: StaffUser): Promise<AgentView[]> {
  assertChatStaff(user)
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { in: CHAT_ROLES } },
    select: { username: true, name: true, displayName: true },
    sort: 'username',
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map(agentView)
}

/** A stored context as the chat server wrote it (null: none yet). */
const storedContext = (value: unknown): VisitorContext | null =>
  value && typeof value === 'object' && 'page' in value ? (value as VisitorContext) : null

/**
 * The widget reports the page the visitor is on: stored on their open conversation and shown live
 * in every console. Null when the visitor has no open conversation (nothing is stored then).
 */
export async function reportVisitorContext(
  payload: Payload,
  visitorId: string,
  input: VisitorContextInput,
  agent: { device: DeviceClass; browser: BrowserClass },
): Promise<{ conversationId: number } | null> {
  const conversation = await findOpenConversation(payload, visitorId)
  if (!conversation) return null
  const context = nextContext(storedContext(conversation.visitorContext), input, agent, new Date())
  if (!(await storeVisitorContext(databasePool(payload), conversation.id, visitorId, context))) return null
  emitVisitorContext(conversation.id, context)
  return { conversationId: conversation.id }
}

const MAX_EARLIER = 20

/** The visitor's context on a conversation, their other conversations (newest first), the booking links they clicked during it and the calls booked from them. */
export async function conversationContext(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
): Promise<AnswerOf<'staff:context'>> {
  const conversation = await readableConversation(payload, user, conversationId)
  const { docs } = await payload.find({
    collection: 'chat-conversations',
    where: { visitorId: { equals: conversation.visitorId }, id: { not_equals: conversationId } },
    select: { createdAt: true },
    sort: ['-createdAt', '-id'],
    limit: MAX_EARLIER,
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const earlier = docs.length === 0 ? [] : await listings(payload, user, { ids: docs.map((doc) => doc.id) })
  const joined = <T extends 'bookings' | 'booking-clicks'>(collection: T) =>
    payload.find({
      collection,
      where: { conversation: { equals: conversationId } },
      sort: ['createdAt', 'id'],
      limit: MAX_EARLIER,
      depth: 0,
      pagination: false,
      user,
      overrideAccess: false,
    })
  const [bookings, clicks] = await Promise.all([joined('bookings'), joined('booking-clicks')])
  return {
    context: storedContext(conversation.visitorContext),
    earlier: earlier.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    bookingClicks: clicks.docs.map(bookingClickView),
    bookings: bookings.docs.map(bookingView),
    blocked: await isVisitorBlocked(databasePool(payload), conversation.visitorId),
  }
}

const MAX_CANNED = 500

/** The canned replies, as the collection's access rules let the user read them. */
export async function cannedReplies(payload: Payload, user: StaffUser): Promise<CannedReplyView[]> {
  const { docs } = await payload.find({
    collection: 'canned-replies',
    select: { title: true, text: true },
    sort: 'title',
    limit: MAX_CANNED,
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.map(({ id, title, text }) => ({ id, title, text }))
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

/**
 * Blocks the visitor behind a conversation labelled spam, or lifts the block. A block is one
 * transaction: the blocked-visitor row and the close of their open conversation commit together,
 * and only then are their sockets ended in every process. Reconnected, everything they send is
 * refused politely and nothing is stored.
 */
export async function setVisitorBlocked(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
  blocked: boolean,
): Promise<{ blocked: boolean }> {
  assertChatStaff(user)
  if (!blocked) {
    await staffTransaction(payload, user, async (req) => {
      const conversation = await readableConversation(payload, user, conversationId, req)
      await payload.delete({
        collection: 'chat-blocked-visitors',
        where: { visitorId: { equals: conversation.visitorId } },
        depth: 0,
        user,
        overrideAccess: false,
        req,
      })
    })
    return { blocked: false }
  }
  let visitorId: string | undefined
  try {
    await staffTransaction(payload, user, async (req) => {
      const conversation = await readableConversation(payload, user, conversationId, req)
      visitorId = conversation.visitorId
      if (conversation.outcome !== 'spam') throw new ChatError('invalid', REFUSALS.blockNeedsSpam)
      const { totalDocs } = await payload.count({
        collection: 'chat-blocked-visitors',
        where: { visitorId: { equals: conversation.visitorId } },
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) {
        await payload.create({
          collection: 'chat-blocked-visitors',
          data: { visitorId: conversation.visitorId, visitorName: conversation.visitorName, blockedBy: user.id },
          depth: 0,
          overrideAccess: true,
          req,
        })
      }
      const open = await findOpenConversation(payload, conversation.visitorId, req)
      if (open)
        await payload.update({
          collection: 'chat-conversations',
          id: open.id,
          data: { status: 'closed' },
          depth: 0,
          user,
          overrideAccess: false,
          req,
        })
      await afterCommit(req, () => endVisitorSockets(conversation.visitorId))
    })
  } catch (error) {
    // Blocked at the same moment from another console: its transaction did all of it (the unique visitor id keeps one row).
    if (visitorId && !(error instanceof ChatError) && (await isVisitorBlocked(databasePool(payload), visitorId)))
      return { blocked: true }
    throw error
  }
  return { blocked: true }
}

/**
 * The median time to the first staff reply over chats started in the last 30 days, in seconds; null
 * with fewer than `minimum` answered chats.
 */
export const medianFirstReplySeconds = (payload: Payload, minimum: number): Promise<number | null> =>
  medianFirstReply(databasePool(payload), minimum)

/** Whether staff blocked this visitor. */
export const visitorBlocked = (payload: Payload, visitorId: string): Promise<boolean> =>
  isVisitorBlocked(databasePool(payload), visitorId)

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
