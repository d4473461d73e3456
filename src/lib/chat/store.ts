import type { Pool } from 'pg'

import type { ChatMessageView, StaffConversationView } from './types'

/**
 * The chat's hot path in plain SQL: a visitor's message to their open conversation is one
 * statement (ownership check, last_message_at and the insert commit together), several times
 * cheaper than the same write through Payload's Local API. Everything else goes through Payload.
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
}

export type StoredMessage = { message: ChatMessageView; conversation: StaffConversationView & { visitorId: string } }

const APPEND = `
WITH conversation AS (
  UPDATE chat_conversations
     SET last_message_at = now(), updated_at = now()
   WHERE id = $1 AND visitor_id = $2 AND status = 'open'
  RETURNING id, visitor_id, visitor_name, visitor_email, visitor_phone, status, created_at, last_message_at
), message AS (
  INSERT INTO chat_messages (conversation_id, sender_type, sender_name, message, client_id, created_at, updated_at)
  SELECT id, 'visitor', COALESCE(NULLIF(visitor_name, ''), $5), $3, $4, now(), now() FROM conversation
  ON CONFLICT (client_id) DO NOTHING
  RETURNING id, conversation_id, sender_type, sender_name, message, client_id, created_at
)
SELECT m.*, c.visitor_id, c.visitor_name, c.visitor_email, c.visitor_phone, c.status,
       c.created_at AS conversation_created_at, c.last_message_at
  FROM message m JOIN conversation c ON c.id = m.conversation_id`

/**
 * Appends a visitor's message to their open conversation. Undefined when nothing was stored: the
 * conversation is not theirs or not open, or the client id is already taken (a repeat).
 */
export async function appendVisitorMessage(
  pool: Pool,
  input: { visitorId: string; conversationId: number; clientId: string; message: string; fallbackName: string },
): Promise<StoredMessage | undefined> {
  const { rows } = await pool.query<Row>(APPEND, [input.conversationId, input.visitorId, input.message, input.clientId, input.fallbackName])
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
    },
  }
}
