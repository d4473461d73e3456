import type { ConversationStatus, SenderType } from './constants'

/** A message as it travels to browsers (widget and console). */
export type ChatMessageView = {
  id: number
  conversationId: number
  clientId: string
  senderType: SenderType
  senderName: string
  message: string
  createdAt: string
}

/** What a visitor learns about their own conversation. */
export type VisitorConversationView = {
  id: number
  status: ConversationStatus
}

/** What staff see in the console's list. */
export type StaffConversationView = VisitorConversationView & {
  visitorName: string
  visitorEmail: string | null
  visitorPhone: string | null
  createdAt: string
  lastMessageAt: string | null
}

/** The start of a conversation's newest message, for the console's one-line preview. */
export type MessagePreview = { senderType: SenderType; text: string; createdAt: string }

/**
 * A conversation in the console's list, with the visitor messages no staff member has viewed yet
 * and its newest message (null: none yet).
 */
export type StaffConversationListing = StaffConversationView & { unread: number; preview: MessagePreview | null }

/** Whether any staff member has the console open (on any app process). */
export type PresenceView = { staffOnline: boolean }

/** Acknowledgement of every socket request: a result, or a reason the user can read. */
export type Ack<T> = { ok: true; data: T } | { ok: false; code: ChatErrorCode; error: string }

export type ChatErrorCode = 'invalid' | 'forbidden' | 'not-found' | 'closed' | 'conflict' | 'rate-limited' | 'no-session' | 'server'

/** Server → client events. */
export type ServerEvents = {
  'chat:message': (message: ChatMessageView) => void
  'chat:conversation': (conversation: VisitorConversationView) => void
  'staff:message': (message: ChatMessageView, conversation: StaffConversationView) => void
  'staff:conversation': (conversation: StaffConversationView) => void
  'chat:presence': (presence: PresenceView) => void
  'chat:typing': (signal: { conversationId: number }) => void
  'chat:deleted': (signal: { conversationId: number }) => void
  'staff:typing': (signal: { conversationId: number }) => void
  'staff:seen': (signal: { conversationId: number }) => void
  'staff:deleted': (signal: { conversationId: number }) => void
}
