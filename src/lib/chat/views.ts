import { idOf, idOrNull } from '@/lib/db/relation-id'
import type { ChatConversation, ChatMessage, ChatNote, User } from '@/payload-types'

import { STAFF_SENDER_NAME } from './constants'
import type { AgentView, ChatMessageView, ChatNoteView, StaffConversationView, VisitorConversationView } from './types'

/** A signed-in user of the chat console, as Payload's auth gives it. */
export type StaffUser = User & { collection: 'users' }

/** The name visitors see on a staff member's replies: the display name they set, else "Support Team". */
export const replySenderName = (user: Pick<User, 'displayName'>) => user.displayName?.trim() || STAFF_SENDER_NAME

/** How staff name each other in the console: display name, else name, else username. */
export const agentName = (user: Pick<User, 'displayName' | 'name' | 'username'>) =>
  user.displayName?.trim() || user.name?.trim() || user.username

export const agentView = (user: Pick<User, 'id' | 'displayName' | 'name' | 'username'>): AgentView => ({
  id: user.id,
  name: agentName(user),
})

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
    assigneeId: idOrNull(doc.assignee),
    outcome: doc.outcome ?? null,
  }
}

export function noteView(doc: ChatNote): ChatNoteView {
  return {
    id: doc.id,
    conversationId: idOf(doc.conversation),
    clientId: doc.clientId,
    authorId: idOrNull(doc.author),
    authorName: doc.authorName,
    text: doc.text,
    createdAt: doc.createdAt,
  }
}
