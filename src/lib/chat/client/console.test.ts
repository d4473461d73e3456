import { describe, expect, it } from 'vitest'

import type { StaffConversationListing } from '../types'
import { consoleOrder, DEFAULT_FILTER, mergeListings, previewAfter, titleWithUnread, totalUnread, upsertConversation, visibleConversations } from './console'

const conversation = (id: number, status: 'open' | 'closed', lastMessageAt: string | null, unread = 0): StaffConversationListing => ({
  id,
  status,
  visitorName: `V${id}`,
  visitorEmail: null,
  visitorPhone: null,
  createdAt: `2026-11-0${id}T00:00:00.000Z`,
  lastMessageAt,
  unread,
  preview: null,
})

describe('console list', () => {
  const list = [
    conversation(1, 'closed', '2026-11-20T10:00:00.000Z'),
    conversation(2, 'open', '2026-11-19T10:00:00.000Z', 2),
    conversation(3, 'open', '2026-11-21T10:00:00.000Z', 1),
    conversation(4, 'open', null),
  ]

  it('puts open conversations first, then the latest activity, then the newest', () => {
    expect([...list].sort(consoleOrder).map((c) => c.id)).toEqual([3, 2, 4, 1])
  })

  it('keeps a conversation’s unread count when a live update carries none, and re-sorts', () => {
    const { unread: _unread, ...update } = { ...list[1]!, lastMessageAt: '2026-11-22T10:00:00.000Z' }
    const next = upsertConversation(list, update)
    expect(next.map((c) => c.id)).toEqual([2, 3, 4, 1])
    expect(next[0]!.unread).toBe(2)
    expect(upsertConversation(list, { ...update, unread: 0 })[0]!.unread).toBe(0)
  })

  it('merges an older page or search results without duplicates, in console order', () => {
    const older = [conversation(5, 'closed', '2026-11-01T10:00:00.000Z'), { ...list[0]!, unread: 4 }]
    const merged = mergeListings(list, older)
    expect(merged.map((c) => c.id)).toEqual([3, 2, 4, 1, 5])
    expect(merged.find((c) => c.id === 1)!.unread).toBe(4)
  })

  it('filters by status and by search matches together', () => {
    expect(visibleConversations(list, 'open', null).map((c) => c.id)).toEqual([2, 3, 4])
    expect(visibleConversations(list, 'closed', null).map((c) => c.id)).toEqual([1])
    expect(visibleConversations(list, 'all', new Set([1, 3])).map((c) => c.id)).toEqual([1, 3])
    expect(visibleConversations(list, 'open', new Set([1]))).toEqual([])
  })

  it('totals unread messages for the tab title', () => {
    expect(totalUnread(list)).toBe(3)
    expect(titleWithUnread('Live chat', 3)).toBe('(3) Live chat')
    expect(titleWithUnread('Live chat', 0)).toBe('Live chat')
  })
})

describe('console list previews and filter', () => {
  const message = (text: string, createdAt: string, senderType: 'visitor' | 'admin' = 'visitor') => ({
    id: 1,
    conversationId: 1,
    clientId: 'client-1',
    senderType,
    senderName: 'V1',
    message: text,
    createdAt,
  })

  it('opens on open conversations', () => {
    expect(DEFAULT_FILTER).toBe('open')
  })

  it('keeps the preview when a status change carries none, and takes the newest message', () => {
    const start = conversation(1, 'open', null)
    const withPreview = upsertConversation([start], { ...start, preview: previewAfter(null, message('hi', '2026-11-22T10:00:00.000Z')) })
    const { unread: _u, preview: _p, ...closed } = { ...withPreview[0]!, status: 'closed' as const }
    expect(upsertConversation(withPreview, closed)[0]!.preview).toEqual({ senderType: 'visitor', text: 'hi', createdAt: '2026-11-22T10:00:00.000Z' })
    const newer = previewAfter(withPreview[0]!.preview, message('reply', '2026-11-22T10:01:00.000Z', 'admin'))
    expect(newer.text).toBe('reply')
    expect(previewAfter(newer, message('older', '2026-11-22T09:00:00.000Z')).text).toBe('reply')
  })
})
