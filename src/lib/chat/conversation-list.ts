import type { Payload } from 'payload'

import { bookingClickView } from '@/lib/bookings/clicks/schema'
import { bookingView } from '@/lib/bookings/confirmed/view'
import { databasePool } from '@/lib/db/pool'

import { CONSOLE_PAGE_SIZE } from './constants'
import { readableConversation, storedContext } from './conversations'
import { isVisitorBlocked, lastMessages, searchConversationIds, unreadCounts } from './sql'
import type { AnswerOf, StaffConversationListing } from './types'
import { type StaffUser, staffConversationView } from './views'

/** The console's list of conversations (a page, or a search) and what it shows beside one conversation. */

const MAX_SEARCH_RESULTS = 200

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

const MAX_EARLIER = 20

/**
 * The visitor's context on a conversation, their other conversations (newest first), the booking links they clicked
 * during it and the calls booked from them.
 */
export async function conversationContext(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
  isConnected: (visitorId: string) => Promise<boolean>,
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
  const [bookings, clicks, connected] = await Promise.all([
    joined('bookings'),
    joined('booking-clicks'),
    isConnected(conversation.visitorId),
  ])
  return {
    context: storedContext(conversation.visitorContext),
    earlier: earlier.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    bookingClicks: clicks.docs.map(bookingClickView),
    bookings: bookings.docs.map(bookingView),
    blocked: await isVisitorBlocked(databasePool(payload), conversation.visitorId),
    connected,
  }
}
