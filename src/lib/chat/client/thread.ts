import type { ChatNoteView } from '@/lib/chat/types'

import type { ListedMessage } from './messages'

/** One entry of the console's thread: a message the visitor sees too, or a note only staff see. */
export type ThreadItem = { kind: 'message'; message: ListedMessage } | { kind: 'note'; note: ChatNoteView }

const byTime = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1

/** Adds notes to a list, one per client id, in (created_at, id) order. */
export function mergeNotes(current: ChatNoteView[], incoming: ChatNoteView[]): ChatNoteView[] {
  const byClientId = new Map(current.map((note) => [note.clientId, note]))
  let changed = false
  for (const note of incoming) {
    if (byClientId.get(note.clientId)?.id === note.id) continue
    byClientId.set(note.clientId, note)
    changed = true
  }
  return changed ? [...byClientId.values()].sort(byTime) : current
}

/**
 * Messages and notes interleaved by time; messages still on their way stay last, in the order the
 * message list holds them.
 */
export function threadItems(messages: ListedMessage[], notes: ChatNoteView[]): ThreadItem[] {
  const confirmed = messages.filter((m) => !m.pending)
  const pending = messages.filter((m) => m.pending)
  const items: ThreadItem[] = []
  let n = 0
  for (const message of confirmed) {
    while (n < notes.length && byTime(notes[n]!, message) < 0) items.push({ kind: 'note', note: notes[n++]! })
    items.push({ kind: 'message', message })
  }
  while (n < notes.length) items.push({ kind: 'note', note: notes[n++]! })
  return [...items, ...pending.map((message) => ({ kind: 'message' as const, message }))]
}
