import type { ChatConversation, ChatMessage, User } from '@/payload-types'

import type { ChatMessageView, StaffConversationView, VisitorConversationView } from './types'

/** A signed-in user of the chat console, as Payload's auth gives it. */
export type StaffUser = User & { collection: 'users' }

/** A relationship's id, whether Payload gave the id or the populated document. */
export const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** What browsers (widget and console) get of stored messages and conversations. */
export function messageView(doc: ChatMessage): ChatMessageView {
  return {
    id: doc.id,
    conversationId: idOf(doc.conversation),
    clientId: doc.clientId ?? String(doc.id),
    senderType: doc.senderType,
    senderName: doc.senderName,
    message: doc.message,
    createdAt: doc.createdAt,
  }
}

export function visitorConversationView(doc: ChatConversation): VisitorConversationView {
  return { id: doc.id, status: doc.status }
}

export function staffConversationView(doc: ChatConversation): StaffConversationView {
  return {
    id: doc.id,
    status: doc.status,
    visitorName: doc.visitorName,
    visitorEmail: doc.visitorEmail ?? null,
    visitorPhone: doc.visitorPhone ?? null,
    createdAt: doc.createdAt,
    lastMessageAt: doc.lastMessageAt ?? null,
  }
}
