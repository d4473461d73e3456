import type { z } from 'zod'

import type { BookingClickView } from '@/lib/bookings/clicks/schema'
import type { BookingView } from '@/lib/bookings/confirmed/view'

import type { CannedReplyView } from './canned'
import type { ConversationOutcome, ConversationStatus, SenderType } from './constants'
import type { VisitorContext } from './context'
import type { CLIENT_EVENT_SCHEMAS } from './events/inputs'
import type { OfficeHours } from './office-hours'

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
  /** The staff member who took the conversation (null: unassigned). */
  assigneeId: number | null
  outcome: ConversationOutcome | null
}

/** A staff-only note on a conversation: never sent to, nor readable by, the visitor. */
export type ChatNoteView = {
  id: number
  conversationId: number
  clientId: string
  authorId: number | null
  authorName: string
  text: string
  createdAt: string
}

/** A staff member who answers chats, as the console names them (assignment, notes). */
export type AgentView = { id: number; name: string }

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

export type ChatErrorCode =
  'invalid' | 'forbidden' | 'not-found' | 'closed' | 'conflict' | 'rate-limited' | 'blocked' | 'no-session' | 'server'

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
  'staff:note': (note: ChatNoteView) => void
  'staff:visitor-context': (update: { conversationId: number; context: VisitorContext }) => void
  /** The visitor of an open conversation left the site (no widget of theirs is connected any more). */
  'staff:visitor-left': (update: { conversationId: number }) => void
  'staff:booking-click': (click: BookingClickView) => void
  'staff:booking': (booking: BookingView) => void
}

/** The visitor's conversation and its messages (after a reconnect, those since the last one seen). */
export type VisitorHistory = { conversation: VisitorConversationView; messages: ChatMessageView[] }

/** What the server answers each client → server event (`Ack<answer>`). */
type ClientAnswers = {
  'chat:resume': { conversation: VisitorConversationView | null; messages: ChatMessageView[]; identityKnown: boolean }
  'chat:send': { conversation: VisitorConversationView; message: ChatMessageView }
  'chat:sync': VisitorHistory
  'chat:presence': PresenceView
  /**
   * Office hours (null: none set), the measured typical first reply (null: too few chats yet) and the booking link to
   * offer.
   */
  'chat:hours': { officeHours: OfficeHours | null; typicalReplySeconds: number | null; bookingUrl: string }
  'chat:typing': null
  'chat:seen': null
  /** The conversation the context was stored on; null while the visitor has no open conversation. */
  'chat:context': { conversationId: number } | null
  'staff:list': StaffConversationListing[]
  'staff:search': StaffConversationListing[]
  'staff:messages': ChatMessageView[]
  'staff:reply': ChatMessageView
  'staff:close': StaffConversationView
  'staff:reopen': StaffConversationView
  'staff:seen': null
  'staff:typing': null
  /** The ids of the conversations deleted. */
  'staff:delete-visitor': number[]
  'staff:notes': ChatNoteView[]
  'staff:note': ChatNoteView
  'staff:assign': StaffConversationView
  'staff:agents': AgentView[]
  'staff:canned': CannedReplyView[]
  /**
   * The visitor's context, their other conversations (newest first), the booking links they clicked and the calls
   * booked from them.
   */
  'staff:context': {
    context: VisitorContext | null
    earlier: StaffConversationListing[]
    bookingClicks: BookingClickView[]
    bookings: BookingView[]
    blocked: boolean
    /** Whether a widget of the visitor's is connected now: "Now on …" is shown only then. */
    connected: boolean
  }
  'staff:outcome': StaffConversationView
  /** Whether the visitor is blocked now. */
  'staff:block': { blocked: boolean }
}

/**
 * Client → server events: what each takes (its schema in ./events/inputs.ts), what the handler gets, what it answers;
 * the handlers are in ./events/visitor-events.ts and ./events/staff-events.ts.
 */
export type ClientEvents = {
  [E in keyof typeof CLIENT_EVENT_SCHEMAS]: {
    input: z.input<(typeof CLIENT_EVENT_SCHEMAS)[E]>
    parsed: z.output<(typeof CLIENT_EVENT_SCHEMAS)[E]>
    answer: ClientAnswers[E]
  }
}
export type ClientEvent = keyof ClientEvents
export type InputOf<E extends ClientEvent> = ClientEvents[E]['input']
export type AnswerOf<E extends ClientEvent> = ClientEvents[E]['answer']
