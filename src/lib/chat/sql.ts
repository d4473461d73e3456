import type { Pool } from 'pg'

import { firstTouchOfLanding } from '@/lib/attribution/first-touch'

import { type ConversationOutcome, PREVIEW_MAX } from './constants'
import type { VisitorContext } from './context'
import type { ChatMessageView, MessagePreview, StaffConversationView } from './types'

/**
 * The chat's data access in plain SQL, below Payload: the hot path (a visitor's message to their
 * open conversation is one statement: ownership check, the insert and last_message_at commit
 * together, several times cheaper than the same write through Payload's Local API), read receipts,
 * unread counts, previews, search and the reply e-mail's claim. Collection hooks do not run here
 * (see collections/ChatMessages.ts). The rest of the chat's data goes through Payload (./conversations.ts,
 * ./messages.ts and the modules beside them).
 */

type Row = {
  id: number
  conversation_id: number
  sender_type: 'visitor' | 'admin'
  sender_name: string
  message: string
  client_id: string
  created_at: Date
  visitor_id: string
  visitor_name: string
  visitor_email: string | null
  visitor_phone: string | null
  status: 'open' | 'closed'
  conversation_created_at: Date
  last_message_at: Date | null
  assignee_id: number | null
  outcome: ConversationOutcome | null
}

export type StoredMessage = { message: ChatMessageView; conversation: StaffConversationView & { visitorId: string } }

// The conversation row is locked and checked first (theirs, still open), the message inserted, and
// last_message_at moved only when a message was stored: a repeated client id changes nothing.
const APPEND = `
WITH owned AS (
  SELECT id, visitor_name FROM chat_conversations
   WHERE id = $1 AND visitor_id = $2 AND status = 'open'
     FOR UPDATE
), message AS (
  INSERT INTO chat_messages (conversation_id, sender_type, sender_name, message, client_id, created_at, updated_at)
  SELECT id, 'visitor', COALESCE(NULLIF(visitor_name, ''), $5), $3, $4, now(), now() FROM owned
  ON CONFLICT (client_id) DO NOTHING
  RETURNING id, conversation_id, sender_type, sender_name, message, client_id, created_at
), conversation AS (
  UPDATE chat_conversations c
     SET last_message_at = m.created_at, updated_at = m.created_at
    FROM message m
   WHERE c.id = m.conversation_id
  RETURNING c.id, c.visitor_id, c.visitor_name, c.visitor_email, c.visitor_phone, c.status, c.created_at, c.last_message_at, c.assignee_id, c.outcome
)
SELECT m.*, c.visitor_id, c.visitor_name, c.visitor_email, c.visitor_phone, c.status,
       c.created_at AS conversation_created_at, c.last_message_at, c.assignee_id, c.outcome
  FROM message m JOIN conversation c ON c.id = m.conversation_id`

/**
 * Appends a visitor's message to their open conversation. Undefined when nothing was stored: the
 * conversation is not theirs or not open, or the client id is already taken (a repeat).
 */
export async function appendVisitorMessage(
  pool: Pool,
  input: { visitorId: string; conversationId: number; clientId: string; message: string; fallbackName: string },
): Promise<StoredMessage | undefined> {
  // A named statement is parsed and planned once per connection, not on every message.
  const { rows } = await pool.query<Row>({
    name: 'chat-append-visitor-message',
    text: APPEND,
    values: [input.conversationId, input.visitorId, input.message, input.clientId, input.fallbackName],
  })
  const row = rows[0]
  if (!row) return undefined
  return {
    message: {
      id: row.id,
      conversationId: row.conversation_id,
      clientId: row.client_id,
      senderType: row.sender_type,
      senderName: row.sender_name,
      message: row.message,
      createdAt: row.created_at.toISOString(),
    },
    conversation: {
      id: row.conversation_id,
      visitorId: row.visitor_id,
      status: row.status,
      visitorName: row.visitor_name,
      visitorEmail: row.visitor_email,
      visitorPhone: row.visitor_phone,
      createdAt: row.conversation_created_at.toISOString(),
      lastMessageAt: row.last_message_at?.toISOString() ?? null,
      assigneeId: row.assignee_id,
      outcome: row.outcome,
    },
  }
}

/**
 * Stores the visitor's context on their conversation while it is open; false when it is not (or not
 * theirs). The first landing it holds becomes the conversation's first touch, kept from then on.
 */
export async function storeVisitorContext(
  pool: Pool,
  conversationId: number,
  visitorId: string,
  context: VisitorContext,
): Promise<boolean> {
  const touch = context.landing ? firstTouchOfLanding(context.landing) : null
  const { rowCount } = await pool.query({
    name: 'chat-store-visitor-context',
    text: `UPDATE chat_conversations SET visitor_context = $3,
              first_touch_referrer_host = CASE WHEN first_touch_landing_page IS NULL AND $4::varchar IS NOT NULL THEN $5 ELSE first_touch_referrer_host END,
              first_touch_utm_source = CASE WHEN first_touch_landing_page IS NULL AND $4::varchar IS NOT NULL THEN $6 ELSE first_touch_utm_source END,
              first_touch_utm_medium = CASE WHEN first_touch_landing_page IS NULL AND $4::varchar IS NOT NULL THEN $7 ELSE first_touch_utm_medium END,
              first_touch_utm_campaign = CASE WHEN first_touch_landing_page IS NULL AND $4::varchar IS NOT NULL THEN $8 ELSE first_touch_utm_campaign END,
              first_touch_landing_page = COALESCE(first_touch_landing_page, $4)
            WHERE id = $1 AND visitor_id = $2 AND status = 'open'`,
    values: [
      conversationId,
      visitorId,
      JSON.stringify(context),
      touch?.landingPage ?? null,
      touch?.referrerHost ?? null,
      touch?.utmSource ?? null,
      touch?.utmMedium ?? null,
      touch?.utmCampaign ?? null,
    ],
  })
  return (rowCount ?? 0) > 0
}

/**
 * The bookings of the visitor behind `visitorId`: joined to any of their conversations, or made
 * under an e-mail address they gave in one (compared without case).
 */
export async function visitorBookingIds(pool: Pool, visitorId: string): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>({
    name: 'chat-visitor-bookings',
    text: `SELECT b.id FROM bookings b
            WHERE b.conversation_id IN (SELECT id FROM chat_conversations WHERE visitor_id = $1)
               OR lower(b.invitee_email) IN (SELECT lower(visitor_email) FROM chat_conversations WHERE visitor_id = $1 AND visitor_email IS NOT NULL)`,
    values: [visitorId],
  })
  return rows.map((row) => row.id)
}

/**
 * The median time to the first staff reply over chats started in the last 30 days, in seconds; null
 * with fewer than `minimum` answered chats (too few to promise anything).
 */
export async function medianFirstReply(pool: Pool, minimum: number): Promise<number | null> {
  const { rows } = await pool.query<{ answered: string; median: number | null }>(
    `SELECT count(*) AS answered, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.first_reply - c.created_at)) AS median
       FROM chat_conversations c
       JOIN LATERAL (SELECT min(m.created_at) AS first_reply FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender_type = 'admin') r ON r.first_reply IS NOT NULL
      WHERE c.created_at > now() - interval '30 days'`,
  )
  const row = rows[0]
  return row && Number(row.answered) >= minimum && row.median !== null ? Math.round(Number(row.median)) : null
}

/** Whether staff blocked this visitor (read once per socket connection). */
export async function isVisitorBlocked(pool: Pool, visitorId: string): Promise<boolean> {
  const { rowCount } = await pool.query({
    name: 'chat-visitor-blocked',
    text: 'SELECT 1 FROM chat_blocked_visitors WHERE visitor_id = $1',
    values: [visitorId],
  })
  return (rowCount ?? 0) > 0
}

/** Visitor messages no staff member has viewed yet, per conversation (absent: none). */
export async function unreadCounts(pool: Pool, conversationIds: number[]): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map()
  const { rows } = await pool.query<{ id: number; unread: string }>(
    `SELECT c.id, count(*) AS unread
       FROM chat_conversations c
       JOIN chat_messages m ON m.conversation_id = c.id
      WHERE c.id = ANY($1::int[]) AND m.sender_type = 'visitor' AND m.created_at > COALESCE(c.staff_seen_at, '-infinity')
      GROUP BY c.id`,
    [conversationIds],
  )
  return new Map(rows.map((row) => [row.id, Number(row.unread)]))
}

/**
 * Status of a conversation (of this visitor, when one is given); undefined when there is no such
 * conversation. Read on every typing signal, so a closed conversation stops them at once.
 */
export async function conversationStatus(
  pool: Pool,
  conversationId: number,
  visitorId?: string,
): Promise<'open' | 'closed' | undefined> {
  const { rows } = await pool.query<{ status: 'open' | 'closed' }>({
    name: 'chat-conversation-status',
    text: `SELECT status FROM chat_conversations WHERE id = $1 AND ($2::text IS NULL OR visitor_id = $2)`,
    values: [conversationId, visitorId ?? null],
  })
  return rows[0]?.status
}

/** The newest message of each conversation (absent: none), for the console's one-line previews. */
export async function lastMessages(pool: Pool, conversationIds: number[]): Promise<Map<number, MessagePreview>> {
  if (conversationIds.length === 0) return new Map()
  const { rows } = await pool.query<{
    conversation_id: number
    sender_type: 'visitor' | 'admin'
    message: string
    created_at: Date
  }>(
    `SELECT DISTINCT ON (conversation_id) conversation_id, sender_type, left(message, $2) AS message, created_at
       FROM chat_messages
      WHERE conversation_id = ANY($1::int[])
      ORDER BY conversation_id, created_at DESC, id DESC`,
    [conversationIds, PREVIEW_MAX],
  )
  return new Map(
    rows.map((row) => [
      row.conversation_id,
      { senderType: row.sender_type, text: row.message, createdAt: row.created_at.toISOString() },
    ]),
  )
}

/** Records that one side has seen the conversation up to now. */
export async function markSeen(
  pool: Pool,
  conversationId: number,
  side: 'staff' | 'visitor',
  visitorId?: string,
): Promise<boolean> {
  const column = side === 'staff' ? 'staff_seen_at' : 'visitor_seen_at'
  const { rowCount } = await pool.query(
    `UPDATE chat_conversations SET ${column} = now() WHERE id = $1 AND ($2::text IS NULL OR visitor_id = $2)`,
    [conversationId, visitorId ?? null],
  )
  return (rowCount ?? 0) > 0
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Conversations whose visitor name, e-mail, phone or any message contains `text` (case-insensitive). */
export async function searchConversationIds(pool: Pool, text: string, limit: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT c.id
       FROM chat_conversations c
      WHERE c.visitor_name ILIKE $1 OR c.visitor_email ILIKE $1 OR c.visitor_phone ILIKE $1
         OR EXISTS (SELECT 1 FROM chat_messages m WHERE m.conversation_id = c.id AND m.message ILIKE $1)
      ORDER BY c.last_message_at DESC NULLS LAST, c.created_at DESC
      LIMIT $2`,
    [likePattern(text), limit],
  )
  return rows.map((row) => row.id)
}

/**
 * Claims the staff replies up to `upTo` for the continuity e-mail: a compare-and-set on
 * reply_emailed_at, so of two runs that read the same state only one sends.
 */
export async function claimReplyEmail(
  pool: Pool,
  conversationId: number,
  previous: string | null,
  upTo: string,
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE chat_conversations SET reply_emailed_at = $3 WHERE id = $1 AND reply_emailed_at IS NOT DISTINCT FROM $2::timestamptz`,
    [conversationId, previous, upTo],
  )
  return (rowCount ?? 0) > 0
}

/** Gives a claim back after the e-mail could not be sent, so the retry sends it. */
export async function releaseReplyEmail(
  pool: Pool,
  conversationId: number,
  previous: string | null,
  upTo: string,
): Promise<void> {
  await pool.query(`UPDATE chat_conversations SET reply_emailed_at = $2 WHERE id = $1 AND reply_emailed_at = $3`, [
    conversationId,
    previous,
    upTo,
  ])
}
