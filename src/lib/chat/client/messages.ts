import type { ChatMessageView } from '@/lib/chat/types'

/** A message in a browser's list: confirmed by the server, or still on its way (pending). */
export type ListedMessage = ChatMessageView & { pending?: boolean; failed?: boolean }

/** A message just written in this browser, listed at once until the server confirms it (same client id). */
export function pendingMessage(
  fields: Pick<ChatMessageView, 'conversationId' | 'clientId' | 'senderType' | 'senderName' | 'message'>,
): ListedMessage {
  return { id: 0, ...fields, createdAt: new Date().toISOString(), pending: true }
}

const order = (a: ListedMessage, b: ListedMessage) => {
  // Pending messages stay at the end in the order they were written.
  if (a.pending !== b.pending) return a.pending ? 1 : -1
  if (a.pending) return 0
  return a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1
}

/**
 * Merges incoming messages into a list: one entry per client id (a confirmed copy replaces the
 * pending one, a repeat changes nothing), ordered by (created_at, id).
 */
export function mergeMessages(current: ListedMessage[], incoming: ListedMessage[]): ListedMessage[] {
  const byClientId = new Map(current.map((message) => [message.clientId, message]))
  let changed = false
  for (const message of incoming) {
    const existing = byClientId.get(message.clientId)
    if (existing && !existing.pending && existing.id === message.id) continue
    if (existing && !existing.pending && message.pending) continue
    byClientId.set(message.clientId, message)
    changed = true
  }
  return changed ? [...byClientId.values()].sort(order) : current
}

/** The newest confirmed message's time: where a catch-up after a reconnect starts. */
export function lastConfirmedAt(messages: ListedMessage[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (!messages[i]!.pending) return messages[i]!.createdAt
  return undefined
}

/** A short random id for a new message (the server refuses a repeated id as a new message). */
export function newClientId(): string {
  return crypto.randomUUID()
}
