import { describe, expect, it } from 'vitest'

import type { ChatNoteView } from '@/lib/chat/types'

import type { ListedMessage } from './messages'
import { mergeNotes, threadItems } from './thread'

const message = (id: number, createdAt: string, pending = false): ListedMessage => ({
  id,
  conversationId: 1,
  clientId: `m${id}`,
  senderType: 'visitor',
  senderName: 'Ana',
  message: `message ${id}`,
  createdAt,
  pending,
})
const note = (id: number, createdAt: string): ChatNoteView => ({
  id,
  conversationId: 1,
  clientId: `n${id}`,
  authorId: 7,
  authorName: 'Maya',
  text: `note ${id}`,
  createdAt,
})

const kinds = (items: ReturnType<typeof threadItems>) =>
  items.map((item) => (item.kind === 'message' ? item.message.clientId : item.note.clientId))

describe('threadItems', () => {
  it('interleaves notes with messages by time and keeps pending messages last', () => {
    const messages = [
      message(1, '2026-11-26T10:00:00.000Z'),
      message(2, '2026-11-26T10:05:00.000Z'),
      message(0, '2026-11-26T09:00:00.000Z', true),
    ]
    const notes = [
      note(1, '2026-11-26T09:59:00.000Z'),
      note(2, '2026-11-26T10:01:00.000Z'),
      note(3, '2026-11-26T11:00:00.000Z'),
    ]
    expect(kinds(threadItems(messages, notes))).toEqual(['n1', 'm1', 'n2', 'm2', 'n3', 'm0'])
  })

  it('is the messages alone when there are no notes, and the notes alone when there are no messages', () => {
    const messages = [message(1, '2026-11-26T10:00:00.000Z')]
    expect(kinds(threadItems(messages, []))).toEqual(['m1'])
    expect(kinds(threadItems([], [note(1, '2026-11-26T10:00:00.000Z')]))).toEqual(['n1'])
  })
})

describe('mergeNotes', () => {
  it('keeps one note per client id, in time order, and returns the same list when nothing is new', () => {
    const first = [note(2, '2026-11-26T10:02:00.000Z')]
    const merged = mergeNotes(first, [note(1, '2026-11-26T10:01:00.000Z'), note(2, '2026-11-26T10:02:00.000Z')])
    expect(merged.map((n) => n.id)).toEqual([1, 2])
    expect(mergeNotes(merged, [note(1, '2026-11-26T10:01:00.000Z')])).toBe(merged)
  })
})
