import type { ChatMessageView } from '@/lib/chat/types'

/**
 * The newest staff reply this browser has shown in the open chat window, kept in localStorage so
 * the bubble's unread count agrees on the next page (message ids only grow, across conversations).
 */
export const SEEN_REPLY_KEY = 'chat:seen-reply'

// Without storage (blocked, private mode) the count still holds within the page.
let inMemory = 0

export function lastSeenReply(): number {
  try {
    return Math.max(inMemory, Number(localStorage.getItem(SEEN_REPLY_KEY)) || 0)
  } catch {
    return inMemory
  }
}

export function rememberSeenReply(id: number): void {
  if (id <= lastSeenReply()) return
  inMemory = id
  try {
    localStorage.setItem(SEEN_REPLY_KEY, String(id))
  } catch {
    // Kept in memory only.
  }
}

/** Stored staff replies newer than the last one seen. */
export const unreadReplies = (messages: readonly (ChatMessageView & { pending?: boolean })[], seenId: number) =>
  messages.filter((m) => m.senderType === 'admin' && !m.pending && m.id > seenId).length
