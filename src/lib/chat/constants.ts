/** Limits and names shared by the chat widget, the staff console and the server. */
export const CHAT_LIMITS = {
  messageMax: 2000,
  nameMax: 100,
  emailMax: 255,
  phoneMax: 32,
} as const

/** Conversations per page of the staff console's list; a full page means older ones may follow. */
export const CONSOLE_PAGE_SIZE = 200

export const CONVERSATION_STATUSES = ['open', 'closed'] as const
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number]

/** How a conversation ended, as staff label it (for the report; "spam" lets them block the visitor). */
export const CONVERSATION_OUTCOMES = ['booked', 'follow-up', 'not-a-fit', 'spam'] as const
export type ConversationOutcome = (typeof CONVERSATION_OUTCOMES)[number]
export const OUTCOME_LABELS: Record<ConversationOutcome, string> = {
  booked: 'Booked a call',
  'follow-up': 'Follow-up',
  'not-a-fit': 'Not a fit',
  spam: 'Spam',
}

export const SENDER_TYPES = ['visitor', 'admin'] as const
export type SenderType = (typeof SENDER_TYPES)[number]

/** Sender name of every staff reply, as the specification shows it to visitors. */
export const STAFF_SENDER_NAME = 'Support Team'
/** Sender name of a visitor who left the name blank (only possible for follow-up messages). */
export const DEFAULT_VISITOR_NAME = 'Visitor'

/** A typing client tells the other side at most this often… */
export const TYPING_THROTTLE_MS = 2_000
/** …and the other side shows "typing" until this long after the last signal (or a message arrives). */
export const TYPING_EXPIRE_MS = 5_000

/** Characters of the last message the console's list carries per conversation (it shows one line). */
export const PREVIEW_MAX = 160
