import { describe, expect, it } from 'vitest'

import type { BookingClickView } from '@/lib/bookings/clicks/schema'
import type { BookingView } from '@/lib/bookings/confirmed/view'

import { CONSOLE_PAGE_SIZE } from '../constants'
import type { VisitorContext } from '../context'
import type { AnswerOf, ChatMessageView, ChatNoteView, StaffConversationListing, StaffConversationView } from '../types'
import { visibleConversations } from './console'
import {
  type ConsoleAction,
  type ConsoleEffect,
  consoleReducer,
  type ConsoleState,
  initialConsoleState,
} from './console-state'
import { pendingMessage } from './messages'

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`

const view = (id: number, fields: Partial<StaffConversationView> = {}): StaffConversationView => ({
  id,
  status: 'open',
  visitorName: `V${id}`,
  visitorEmail: null,
  visitorPhone: null,
  createdAt: at(0),
  lastMessageAt: null,
  assigneeId: null,
  outcome: null,
  ...fields,
})

const listing = (id: number, fields: Partial<StaffConversationListing> = {}): StaffConversationListing => ({
  ...view(id),
  unread: 0,
  preview: null,
  ...fields,
})

let nextId = 1
const message = (conversationId: number, minute: number, fields: Partial<ChatMessageView> = {}): ChatMessageView => {
  const id = nextId++
  return {
    id,
    conversationId,
    clientId: `c${id}`,
    senderType: 'visitor',
    senderName: 'V',
    message: `m${id}`,
    createdAt: at(minute),
    ...fields,
  }
}

const note = (conversationId: number, id: number): ChatNoteView => ({
  id,
  conversationId,
  clientId: `n${id}`,
  authorId: 1,
  authorName: 'A',
  text: `note ${id}`,
  createdAt: at(id),
})

const context: VisitorContext = {
  page: '/faq',
  pageAt: at(1),
  trail: [],
  landing: null,
  timeZone: null,
  device: 'desktop',
  browser: 'Chrome',
}
const details = (fields: Partial<AnswerOf<'staff:context'>> = {}): AnswerOf<'staff:context'> => ({
  context: null,
  earlier: [],
  bookingClicks: [],
  bookings: [],
  blocked: false,
  connected: true,
  ...fields,
})

const run = (actions: ConsoleAction[], from: ConsoleState = initialConsoleState) => actions.reduce(consoleReducer, from)

/**
 * A visitor message as the server broadcasts it (with the conversation it belongs to), the tab in view unless said
 * otherwise.
 */
const live = (m: ChatMessageView, conversation = view(m.conversationId), tabVisible = true): ConsoleAction => ({
  type: 'staff:message',
  args: [m, conversation],
  tabVisible,
})
const loaded = (...list: StaffConversationListing[]): ConsoleAction => ({ type: 'list-loaded', list })
const unread = (state: ConsoleState, id: number) => state.conversations.find((c) => c.id === id)?.unread
const ids = (state: ConsoleState) => state.conversations.map((c) => c.id)

describe('console state: the list', () => {
  it('starts loading, with nothing listed and nothing selected', () => {
    expect(initialConsoleState).toMatchObject({
      connected: false,
      listState: 'loading',
      conversations: [],
      selectedId: null,
      olderPage: null,
    })
  })

  it('follows the connection', () => {
    expect(run([{ type: 'connected' }]).connected).toBe(true)
    expect(run([{ type: 'connected' }, { type: 'disconnected' }]).connected).toBe(false)
  })

  it('a loaded first page is listed in console order; a full page offers page 2', () => {
    const state = run([
      loaded(
        listing(1, { status: 'closed', lastMessageAt: at(9) }),
        listing(2, { lastMessageAt: at(1) }),
        listing(3, { lastMessageAt: at(5) }),
      ),
    ])
    expect(ids(state)).toEqual([3, 2, 1])
    expect(state).toMatchObject({ listState: 'loaded', olderPage: null })
    const full = Array.from({ length: CONSOLE_PAGE_SIZE }, (_, i) => listing(i + 1))
    expect(run([loaded(...full)]).olderPage).toBe(2)
  })

  it('a failed load says so until a list has arrived, and never after', () => {
    expect(run([{ type: 'list-failed' }]).listState).toBe('failed')
    expect(run([{ type: 'list-failed' }, loaded(listing(1))]).listState).toBe('loaded')
    expect(run([loaded(listing(1)), { type: 'list-failed' }]).listState).toBe('loaded')
  })

  it('older pages join the list and say whether another follows; a failure ends the loading', () => {
    const full = Array.from({ length: CONSOLE_PAGE_SIZE }, (_, i) => listing(1000 + i, { status: 'closed' }))
    let state = run([loaded(listing(1)), { type: 'older-loading' }])
    expect(state.loadingOlder).toBe(true)
    state = consoleReducer(state, { type: 'older-loaded', page: 2, listings: full })
    expect(state).toMatchObject({ loadingOlder: false, olderPage: 3 })
    expect(state.conversations).toHaveLength(CONSOLE_PAGE_SIZE + 1)
    state = run(
      [{ type: 'older-loading' }, { type: 'older-loaded', page: 3, listings: [listing(5, { status: 'closed' })] }],
      state,
    )
    expect(state).toMatchObject({ loadingOlder: false, olderPage: null })
    expect(run([{ type: 'older-loading' }, { type: 'older-failed' }])).toMatchObject({ loadingOlder: false })
  })

  it('a resync while connected merges the first page again: older pages stay, counts and previews come from the server', () => {
    const state = run([
      loaded(listing(1, { lastMessageAt: at(5) })),
      { type: 'older-loaded', page: 2, listings: [listing(9, { status: 'closed' })] },
      { type: 'list-resynced', list: [listing(1, { lastMessageAt: at(6), unread: 2 })] },
    ])
    expect(ids(state)).toEqual([1, 9])
    expect(unread(state, 1)).toBe(2)
  })

  it('search matches join the list', () => {
    const state = run([loaded(listing(1)), { type: 'listings-added', listings: [listing(7, { status: 'closed' })] }])
    expect(ids(state)).toEqual([1, 7])
  })

  it('keeps the staff list and the canned replies', () => {
    const state = run([
      { type: 'agents-loaded', agents: [{ id: 1, name: 'Ann' }] },
      { type: 'canned-loaded', canned: [{ id: 1, title: 'Hi', text: 'Hello' }] },
    ])
    expect(state.agents).toEqual([{ id: 1, name: 'Ann' }])
    expect(state.canned).toHaveLength(1)
  })
})

describe('console state: live conversations and alerts', () => {
  const activities = (state: ConsoleState) => state.effects.flatMap((e) => (e.kind === 'activity' ? [e.activity] : []))

  it('a new conversation, then its first visitor message: alerted once as a new conversation, then as messages', () => {
    const first = message(5, 1)
    const second = message(5, 2)
    const state = run([
      loaded(),
      { type: 'staff:conversation', args: [view(5)] },
      live(first, view(5), false),
      live(second, view(5), false),
    ])
    expect(activities(state)).toEqual([
      { kind: 'conversation', visitorName: 'V5', message: first.message },
      { kind: 'message', visitorName: 'V5', message: second.message },
    ])
    expect(unread(state, 5)).toBe(2)
  })

  it('a message for a conversation not yet listed (its conversation event still on its way) lists it with its preview and count', () => {
    const m = message(6, 3)
    const state = run([loaded(listing(1)), live(m, view(6, { lastMessageAt: at(3) }), false)])
    expect(ids(state)).toEqual([6, 1])
    expect(state.conversations[0]).toMatchObject({
      unread: 1,
      preview: { senderType: 'visitor', text: m.message, createdAt: at(3) },
    })
    // Its conversation event, arriving late, is no new chat: the console knows it already.
    const after = consoleReducer(state, { type: 'staff:conversation', args: [view(6, { lastMessageAt: at(3) })] })
    expect(after.unannounced.has(6)).toBe(false)
    expect(after.conversations[0]).toMatchObject({ unread: 1, preview: { text: m.message } })
    expect(activities(after)).toEqual([{ kind: 'message', visitorName: 'V6', message: m.message }])
  })

  it('a conversation already listed, or found by a search or an older page, is no new chat', () => {
    for (const known of [
      loaded(listing(3)),
      { type: 'listings-added', listings: [listing(3)] } satisfies ConsoleAction,
      { type: 'older-loaded', page: 2, listings: [listing(3)] } satisfies ConsoleAction,
    ]) {
      const state = run([
        known,
        { type: 'staff:conversation', args: [view(3, { status: 'open' })] },
        live(message(3, 4), view(3), false),
      ])
      expect(activities(state).map((a) => a.kind)).toEqual(['message'])
    }
  })

  it('a conversation event replaces the listing but keeps its unread count and preview', () => {
    const m = message(2, 1)
    const state = run([
      loaded(listing(2)),
      live(m, view(2), false),
      { type: 'staff:conversation', args: [view(2, { status: 'closed', outcome: 'booked' })] },
    ])
    expect(state.conversations[0]).toMatchObject({
      status: 'closed',
      outcome: 'booked',
      unread: 1,
      preview: { text: m.message },
    })
  })

  it('the preview stays the newest message when an older one arrives late (a catch-up delivers out of order)', () => {
    const newer = message(2, 9)
    const older = message(2, 4)
    const state = run([loaded(listing(2)), live(newer, view(2), false), live(older, view(2), false)])
    expect(state.conversations[0]!.preview).toMatchObject({ text: newer.message })
  })

  it('staff messages (from this console or another) update list and thread but neither count nor alert', () => {
    const answer = message(2, 5, { senderType: 'admin' })
    const state = run([
      loaded(listing(2)),
      { type: 'messages-loaded', conversationId: 2, messages: [] },
      live(answer, view(2), false),
    ])
    expect(unread(state, 2)).toBe(0)
    expect(state.effects).toEqual([])
    expect(state.messages[2]).toEqual([answer])
    expect(state.conversations[0]!.preview).toMatchObject({ senderType: 'admin' })
  })
})

describe('console state: unread counts', () => {
  const seenEffects = (state: ConsoleState) => state.effects.filter((e) => e.kind === 'seen')

  it('counts visitor messages of conversations not open in front of the agent', () => {
    const state = run([
      loaded(listing(1), listing(2)),
      { type: 'select', conversationId: 1 },
      live(message(2, 1)),
      live(message(2, 2)),
    ])
    expect(unread(state, 2)).toBe(2)
    expect(unread(state, 1)).toBe(0)
  })

  it('the open conversation in a visible tab is seen at once (and the server told); in a hidden tab it counts', () => {
    const base = run([loaded(listing(1)), { type: 'select', conversationId: 1 }, { type: 'effects-done', count: 1 }])
    const visible = consoleReducer(base, live(message(1, 1)))
    expect(unread(visible, 1)).toBe(0)
    expect(seenEffects(visible)).toEqual([{ kind: 'seen', conversationId: 1 }])
    const hidden = consoleReducer(base, live(message(1, 1), view(1), false))
    expect(unread(hidden, 1)).toBe(1)
    expect(seenEffects(hidden)).toEqual([])
  })

  it('back to the tab, the open conversation is seen; with none open nothing happens', () => {
    const hidden = run([
      loaded(listing(1)),
      { type: 'select', conversationId: 1 },
      { type: 'effects-done', count: 1 },
      live(message(1, 1), view(1), false),
    ])
    const back = consoleReducer(hidden, { type: 'tab-visible' })
    expect(unread(back, 1)).toBe(0)
    expect(seenEffects(back)).toEqual([{ kind: 'seen', conversationId: 1 }])
    const none = run([loaded(listing(1)), live(message(1, 1), view(1), false)])
    expect(consoleReducer(none, { type: 'tab-visible' })).toBe(none)
  })

  it('selecting resets the count and tells the server; another console viewing it resets it here', () => {
    const counted = run([loaded(listing(1, { unread: 3 }), listing(2, { unread: 2 }))])
    const selected = consoleReducer(counted, { type: 'select', conversationId: 1 })
    expect(selected.selectedId).toBe(1)
    expect(unread(selected, 1)).toBe(0)
    expect(seenEffects(selected)).toEqual([{ kind: 'seen', conversationId: 1 }])
    const elsewhere = consoleReducer(counted, { type: 'staff:seen', args: [{ conversationId: 2 }] })
    expect(unread(elsewhere, 2)).toBe(0)
    expect(elsewhere.effects).toEqual([])
  })

  it('effects done are dropped; those added meanwhile stay', () => {
    const state = run([
      loaded(listing(1), listing(2)),
      { type: 'select', conversationId: 1 },
      { type: 'select', conversationId: 2 },
      { type: 'effects-done', count: 2 },
    ])
    expect(state.effects).toEqual([
      { kind: 'seen', conversationId: 2 },
      { kind: 'open', conversationId: 2, since: undefined },
    ])
  })
})

describe('console state: the open conversation', () => {
  it('messages load and catch up by merging; live messages join a thread already loaded only', () => {
    const a = message(1, 1)
    const b = message(1, 2)
    const notLoaded = run([loaded(listing(1)), live(a, view(1), false)])
    expect(notLoaded.messages[1]).toBeUndefined()
    const state = run([{ type: 'messages-loaded', conversationId: 1, messages: [a] }, live(b)], notLoaded)
    expect(state.messages[1]).toEqual([a, b])
  })

  it('a resync overlapping a live message holds each message once, in order', () => {
    const missed = message(1, 1)
    const liveOne = message(1, 3)
    const state = run([
      loaded(listing(1)),
      { type: 'messages-loaded', conversationId: 1, messages: [] },
      live(liveOne),
      // The resync's answer was asked for before the live message arrived and carries it too.
      { type: 'messages-loaded', conversationId: 1, messages: [missed, liveOne] },
    ])
    expect(state.messages[1]).toEqual([missed, liveOne])
  })

  it('a reply is listed at once, marked while slow, and replaced by the stored one', () => {
    const pending = pendingMessage({
      conversationId: 1,
      clientId: 'r1',
      senderType: 'admin',
      senderName: '',
      message: 'Hello',
    })
    let state = run([{ type: 'reply-pending', message: pending }])
    expect(state.messages[1]).toEqual([pending])
    state = consoleReducer(state, { type: 'reply-slow', conversationId: 1, clientId: 'r1' })
    expect(state.messages[1]![0]).toMatchObject({ pending: true, failed: true })
    const stored = message(1, 5, { clientId: 'r1', senderType: 'admin', message: 'Hello' })
    state = consoleReducer(state, { type: 'reply-stored', message: stored })
    expect(state.messages[1]).toEqual([stored])
  })

  it('a reply acknowledged after a newer message arrived (and after its own broadcast) sits in time order, once', () => {
    const earlier = message(1, 1)
    const pending = pendingMessage({
      conversationId: 1,
      clientId: 'r2',
      senderType: 'admin',
      senderName: '',
      message: 'Answer',
    })
    const stored = message(1, 2, { clientId: 'r2', senderType: 'admin', message: 'Answer' })
    const newer = message(1, 3)
    const state = run([
      { type: 'messages-loaded', conversationId: 1, messages: [earlier] },
      { type: 'reply-pending', message: pending },
      live(newer),
      live(stored),
      { type: 'reply-stored', message: stored },
    ])
    expect(state.messages[1]).toEqual([earlier, stored, newer])
  })

  it('a reply the server refused is taken back', () => {
    const pending = pendingMessage({
      conversationId: 1,
      clientId: 'r3',
      senderType: 'admin',
      senderName: '',
      message: 'No',
    })
    const state = run([
      { type: 'reply-pending', message: pending },
      { type: 'reply-failed', conversationId: 1, clientId: 'r3' },
    ])
    expect(state.messages[1]).toEqual([])
  })

  it('notes: loaded and merged; live ones join loaded notes only; this console’s own note is always kept', () => {
    expect(run([{ type: 'staff:note', args: [note(1, 1)] }]).notes[1]).toBeUndefined()
    const state = run([
      { type: 'notes-loaded', conversationId: 1, notes: [note(1, 2)] },
      { type: 'staff:note', args: [note(1, 1)] },
      { type: 'staff:note', args: [note(1, 1)] },
    ])
    expect(state.notes[1]!.map((n) => n.id)).toEqual([1, 2])
    expect(run([{ type: 'note-added', note: note(4, 3) }]).notes[4]).toEqual([note(4, 3)])
  })

  it('closing, handing over or labelling the open conversation keeps it selected and listed past the filters', () => {
    const state = run([
      loaded(listing(1, { unread: 0, preview: { senderType: 'visitor', text: 'hi', createdAt: at(1) } }), listing(2)),
      { type: 'select', conversationId: 1 },
      { type: 'conversation-updated', conversation: view(1, { status: 'closed' }) },
      { type: 'staff:conversation', args: [view(1, { status: 'closed', assigneeId: 8 })] },
    ])
    expect(state.selectedId).toBe(1)
    expect(state.conversations.find((c) => c.id === 1)).toMatchObject({
      status: 'closed',
      assigneeId: 8,
      preview: { text: 'hi' },
    })
    const shown = visibleConversations(
      state.conversations,
      { status: 'open', assignee: 'unassigned', me: 7 },
      null,
      state.selectedId,
    )
    expect(shown.map((c) => c.id)).toEqual([2, 1])
  })

  it('a reconnect’s fresh list keeps the selection', () => {
    const state = run([
      loaded(listing(1)),
      { type: 'select', conversationId: 1 },
      { type: 'disconnected' },
      { type: 'connected' },
      loaded(listing(1), listing(2)),
    ])
    expect(state.selectedId).toBe(1)
  })

  it('claims race: the last answer or broadcast wins; the count and preview survive', () => {
    const m = message(1, 2)
    const state = run([
      loaded(listing(1)),
      live(m, view(1), false),
      // This agent takes it; a colleague's claim, broadcast a moment later, is what the server kept.
      { type: 'conversation-updated', conversation: view(1, { assigneeId: 7 }) },
      { type: 'staff:conversation', args: [view(1, { assigneeId: 8 })] },
    ])
    expect(state.conversations[0]).toMatchObject({ assigneeId: 8, unread: 1, preview: { text: m.message } })
    const released = consoleReducer(state, {
      type: 'conversation-updated',
      conversation: view(1, { assigneeId: null }),
    })
    expect(released.conversations[0]!.assigneeId).toBeNull()
  })

  it('deselecting goes back to the list', () => {
    expect(run([loaded(listing(1)), { type: 'select', conversationId: 1 }, { type: 'deselect' }]).selectedId).toBeNull()
  })
})

describe('console state: deletions', () => {
  it('a conversation deleted elsewhere leaves the list, the selection and the held thread', () => {
    const state = run([
      loaded(listing(1), listing(2)),
      { type: 'select', conversationId: 1 },
      { type: 'messages-loaded', conversationId: 1, messages: [message(1, 1)] },
      { type: 'notes-loaded', conversationId: 1, notes: [note(1, 1)] },
      { type: 'staff:deleted', args: [{ conversationId: 1 }] },
    ])
    expect(ids(state)).toEqual([2])
    expect(state.selectedId).toBeNull()
    expect(state.messages[1]).toBeUndefined()
    expect(state.notes[1]).toBeUndefined()
    const other = run([
      loaded(listing(1), listing(2)),
      { type: 'select', conversationId: 2 },
      { type: 'staff:deleted', args: [{ conversationId: 1 }] },
    ])
    expect(other.selectedId).toBe(2)
  })

  it('deleting a visitor’s data removes every conversation of theirs and the selection among them', () => {
    const state = run([
      loaded(listing(1), listing(2), listing(3)),
      { type: 'select', conversationId: 2 },
      { type: 'visitor-deleted', conversationIds: [1, 2] },
    ])
    expect(ids(state)).toEqual([3])
    expect(state.selectedId).toBeNull()
    const kept = run([
      loaded(listing(1), listing(3)),
      { type: 'select', conversationId: 3 },
      { type: 'visitor-deleted', conversationIds: [1] },
    ])
    expect(kept.selectedId).toBe(3)
  })
})

describe('console state: the visitor details', () => {
  const click = (id: number, conversationId: number | null, page = '/'): BookingClickView => ({
    id,
    conversationId,
    source: 'chat',
    page,
    createdAt: at(id),
  })
  const booking = (id: number, conversationId: number | null, state: BookingView['state'] = 'booked'): BookingView => ({
    id,
    conversationId,
    state,
    startsAt: at(30),
    source: null,
    page: null,
    campaign: null,
    createdAt: at(id),
  })

  it('loads them; a live page change updates them, or starts them before they loaded', () => {
    const state = run([
      { type: 'context-loaded', conversationId: 1, context: details({ blocked: true }) },
      { type: 'staff:visitor-context', args: [{ conversationId: 1, context }] },
    ])
    expect(state.contexts[1]).toEqual(details({ blocked: true, context }))
    expect(run([{ type: 'staff:visitor-context', args: [{ conversationId: 2, context }] }]).contexts[2]).toEqual(
      details({ context }),
    )
  })

  it('a visitor who left is no longer on a page; a page they report again brings them back', () => {
    const left = run([
      { type: 'context-loaded', conversationId: 1, context: details({ context }) },
      { type: 'staff:visitor-left', args: [{ conversationId: 1 }] },
    ])
    expect(left.contexts[1]).toEqual(details({ context, connected: false }))
    const back = run([{ type: 'staff:visitor-context', args: [{ conversationId: 1, context }] }], left)
    expect(back.contexts[1]!.connected).toBe(true)
    // Details not loaded yet: nothing to change, the load will say.
    expect(run([{ type: 'staff:visitor-left', args: [{ conversationId: 3 }] }]).contexts[3]).toBeUndefined()
  })

  it('booking clicks and bookings join loaded details (a changed one replaces itself); others are left to the load', () => {
    const state = run([
      { type: 'context-loaded', conversationId: 1, context: details() },
      { type: 'staff:booking-click', args: [click(1, 1)] },
      { type: 'staff:booking-click', args: [click(1, 1, '/faq')] },
      { type: 'staff:booking', args: [booking(1, 1)] },
      { type: 'staff:booking', args: [booking(1, 1, 'cancelled')] },
    ])
    expect(state.contexts[1]!.bookingClicks).toEqual([click(1, 1, '/faq')])
    expect(state.contexts[1]!.bookings).toEqual([booking(1, 1, 'cancelled')])
    const untouched = run([{ type: 'context-loaded', conversationId: 1, context: details() }])
    for (const action of [
      { type: 'staff:booking-click', args: [click(2, 2)] },
      { type: 'staff:booking-click', args: [click(3, null)] },
      { type: 'staff:booking', args: [booking(2, null)] },
      { type: 'block-changed', conversationId: 2, blocked: true },
    ] satisfies ConsoleAction[]) {
      expect(consoleReducer(untouched, action)).toBe(untouched)
    }
  })

  it('a block changes the loaded details', () => {
    const state = run([
      { type: 'context-loaded', conversationId: 1, context: details() },
      { type: 'block-changed', conversationId: 1, blocked: true },
    ])
    expect(state.contexts[1]!.blocked).toBe(true)
  })
})

describe('console state: catching up after a (re)connect and while connected', () => {
  const effectsOf = (state: ConsoleState, kind: ConsoleEffect['kind']) => state.effects.filter((e) => e.kind === kind)
  const held = (conversationId: number, ...messages: ChatMessageView[]): ConsoleAction => ({
    type: 'messages-loaded',
    conversationId,
    messages,
  })
  /** Conversation 1 open with one message at 10:01, the effects so far carried out. */
  const open = () => {
    const state = run([loaded(listing(1), listing(2)), { type: 'select', conversationId: 1 }, held(1, message(1, 1))])
    return run([{ type: 'effects-done', count: state.effects.length }], state)
  }

  it('opening a conversation loads it after the messages held', () => {
    const state = run([{ type: 'select', conversationId: 2 }, held(2, message(2, 3)), { type: 'deselect' }], open())
    expect(effectsOf(run([{ type: 'select', conversationId: 2 }], state), 'open').at(-1)).toEqual({
      kind: 'open',
      conversationId: 2,
      since: at(3),
    })
  })

  it('the catch-up starts after what was held at the reconnect, though a live message arrived while the list loaded', () => {
    const state = run(
      [{ type: 'disconnected' }, { type: 'connected' }, live(message(1, 7)), loaded(listing(1), listing(2))],
      open(),
    )
    expect(effectsOf(state, 'open')).toEqual([{ kind: 'open', conversationId: 1, since: at(1) }])
    expect(state.catchUps).toEqual([])
  })

  it('a conversation opened while the list loaded is loaded after what it holds now', () => {
    const state = run([{ type: 'connected' }, { type: 'select', conversationId: 2 }, held(2, message(2, 4))], open())
    const done = run([{ type: 'effects-done', count: state.effects.length }, loaded(listing(1), listing(2))], state)
    expect(effectsOf(done, 'open')).toEqual([{ kind: 'open', conversationId: 2, since: at(4) }])
  })

  it('a failed list still loads the open conversation; nothing open, nothing to load', () => {
    const failed = run([{ type: 'connected' }, { type: 'list-failed' }], open())
    expect(effectsOf(failed, 'open')).toEqual([{ kind: 'open', conversationId: 1, since: at(1) }])
    const none = run([{ type: 'deselect' }, { type: 'connected' }, loaded(listing(1))], open())
    expect(effectsOf(none, 'open')).toEqual([])
  })

  it('two reconnects before either list arrived: each list answers its own reconnect, in order', () => {
    const state = run(
      [
        { type: 'connected' },
        { type: 'disconnected' },
        held(1, message(1, 5)),
        { type: 'connected' },
        loaded(listing(1)),
        loaded(listing(1)),
      ],
      open(),
    )
    expect(effectsOf(state, 'open').map((e) => e.kind === 'open' && e.since)).toEqual([at(1), at(5)])
  })

  it('while connected, each ask for the open conversation starts where the previous one was sent', () => {
    // The reconnect caught up from 10:01; a reply at 10:03 was acknowledged by a process that died before passing it
    // on.
    let state = run([{ type: 'connected' }, loaded(listing(1), listing(2)), live(message(1, 5))], open())
    state = run([{ type: 'resync-messages' }], state)
    expect(effectsOf(state, 'resync-messages')).toEqual([{ kind: 'resync-messages', conversationId: 1, since: at(1) }])
    state = run([held(1, message(1, 3)), { type: 'resync-messages' }], state)
    expect(effectsOf(state, 'resync-messages').at(-1)).toEqual({
      kind: 'resync-messages',
      conversationId: 1,
      since: at(5),
    })
  })

  it('another conversation opened starts its asks afresh; with none open nothing is asked', () => {
    const state = run(
      [{ type: 'select', conversationId: 2 }, held(2, message(2, 2)), { type: 'resync-messages' }],
      run([{ type: 'connected' }, loaded(listing(1), listing(2))], open()),
    )
    expect(effectsOf(state, 'resync-messages')).toEqual([{ kind: 'resync-messages', conversationId: 2, since: at(2) }])
    const none = run([{ type: 'deselect' }], state)
    expect(run([{ type: 'resync-messages' }], none)).toBe(none)
  })
})
