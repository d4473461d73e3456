import { describe, expect, it } from 'vitest'

import type { BookingView } from '@/lib/bookings/confirmed/view'

import type { StaffConversationListing } from '../types'
import {
  consoleOrder,
  DEFAULT_FILTER,
  keptAfterFilter,
  mergeListings,
  neighbour,
  previewAfter,
  titleWithUnread,
  totalUnread,
  upsertBooking,
  upsertConversation,
  visibleConversations,
} from './console'

const conversation = (
  id: number,
  status: 'open' | 'closed',
  lastMessageAt: string | null,
  unread = 0,
  assigneeId: number | null = null,
): StaffConversationListing => ({
  id,
  status,
  visitorName: `V${id}`,
  visitorEmail: null,
  visitorPhone: null,
  createdAt: `2026-11-0${id}T00:00:00.000Z`,
  lastMessageAt,
  assigneeId,
  outcome: null,
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
    const by = (status: 'all' | 'open' | 'closed') => ({ status, assignee: 'all' as const, me: 9 })
    expect(visibleConversations(list, by('open'), null).map((c) => c.id)).toEqual([2, 3, 4])
    expect(visibleConversations(list, by('closed'), null).map((c) => c.id)).toEqual([1])
    expect(visibleConversations(list, by('all'), new Set([1, 3])).map((c) => c.id)).toEqual([1, 3])
    expect(visibleConversations(list, by('open'), new Set([1]))).toEqual([])
  })

  it('filters by assignee: mine, unassigned or all, together with the status filter', () => {
    const assigned = [
      conversation(1, 'open', null, 0, 9),
      conversation(2, 'open', null, 0, 5),
      conversation(3, 'open', null),
      conversation(4, 'closed', null, 0, 9),
    ]
    const ids = (assignee: 'all' | 'mine' | 'unassigned', status: 'all' | 'open' = 'all') =>
      visibleConversations(assigned, { status, assignee, me: 9 }, null).map((c) => c.id)
    expect(ids('mine')).toEqual([1, 4])
    expect(ids('mine', 'open')).toEqual([1])
    expect(ids('unassigned')).toEqual([3])
    expect(ids('all')).toEqual([1, 2, 3, 4])
  })

  it('keeps the selected conversation past the status and assignee filters, not past a search', () => {
    const open = { status: 'open' as const, assignee: 'all' as const, me: 9 }
    expect(visibleConversations(list, open, null, 1).map((c) => c.id)).toEqual([1, 2, 3, 4])
    expect(visibleConversations(list, open, null, 2).map((c) => c.id)).toEqual([2, 3, 4])
    expect(visibleConversations(list, open, null, null).map((c) => c.id)).toEqual([2, 3, 4])
    const mine = visibleConversations(
      [conversation(1, 'closed', null, 0, 5), conversation(2, 'open', null, 0, 9)],
      { ...open, assignee: 'mine' },
      null,
      1,
    )
    expect(mine.map((c) => c.id)).toEqual([1, 2])
    expect(visibleConversations(list, open, new Set([3]), 1).map((c) => c.id)).toEqual([3])
    expect(visibleConversations(list, open, new Set([1, 3]), 1).map((c) => c.id)).toEqual([1, 3])
  })

  it('lets the open conversation go when the agent picks filters that do not show it', () => {
    const filters = (status: 'all' | 'open' | 'closed') => ({ status, assignee: 'all' as const, me: 9 })
    expect(keptAfterFilter(list, filters('closed'), 1)).toBe(1)
    expect(keptAfterFilter(list, filters('open'), 1)).toBeNull()
    expect(keptAfterFilter(list, filters('all'), 1)).toBe(1)
    expect(keptAfterFilter(list, { ...filters('all'), assignee: 'mine' }, 1)).toBeNull()
    expect(keptAfterFilter(list, filters('all'), null)).toBeNull()
    expect(keptAfterFilter(list, filters('all'), 99)).toBeNull()
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
    const withPreview = upsertConversation([start], {
      ...start,
      preview: previewAfter(null, message('hi', '2026-11-22T10:00:00.000Z')),
    })
    const { unread: _u, preview: _p, ...closed } = { ...withPreview[0]!, status: 'closed' as const }
    expect(upsertConversation(withPreview, closed)[0]!.preview).toEqual({
      senderType: 'visitor',
      text: 'hi',
      createdAt: '2026-11-22T10:00:00.000Z',
    })
    const newer = previewAfter(withPreview[0]!.preview, message('reply', '2026-11-22T10:01:00.000Z', 'admin'))
    expect(newer.text).toBe('reply')
    expect(previewAfter(newer, message('older', '2026-11-22T09:00:00.000Z')).text).toBe('reply')
  })
})

describe('next and previous conversation', () => {
  it('moves through the shown conversations, starts at either end, and stays put past the ends', () => {
    expect(neighbour([4, 2, 9], null, 1)).toBe(4)
    expect(neighbour([4, 2, 9], null, -1)).toBe(9)
    expect(neighbour([4, 2, 9], 2, 1)).toBe(9)
    expect(neighbour([4, 2, 9], 2, -1)).toBe(4)
    expect(neighbour([4, 2, 9], 9, 1)).toBeNull()
    expect(neighbour([4, 2, 9], 4, -1)).toBeNull()
    // The selected conversation is filtered out of view: start again from the top.
    expect(neighbour([4, 2, 9], 7, 1)).toBe(4)
    expect(neighbour([], null, 1)).toBeNull()
  })
})

describe('upsertBooking', () => {
  const booking = (id: number, state: BookingView['state'], startsAt = '2026-12-03T15:00:00.000Z'): BookingView => ({
    id,
    conversationId: 7,
    state,
    startsAt,
    source: 'chat',
    page: '/',
    campaign: 'launch',
    createdAt: `2026-11-2${id}T00:00:00.000Z`,
  })

  it('adds a new booking at the end and replaces a changed one in place', () => {
    const list = [booking(1, 'booked')]
    const added = upsertBooking(list, booking(2, 'booked'))
    expect(added.map((b) => b.id)).toEqual([1, 2])
    const moved = upsertBooking(added, booking(1, 'rescheduled', '2026-12-05T09:00:00.000Z'))
    expect(moved.map((b) => [b.id, b.state, b.startsAt])).toEqual([
      [1, 'rescheduled', '2026-12-05T09:00:00.000Z'],
      [2, 'booked', '2026-12-03T15:00:00.000Z'],
    ])
    expect(list).toHaveLength(1)
  })
})
