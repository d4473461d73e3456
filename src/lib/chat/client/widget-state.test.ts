import { describe, expect, it } from 'vitest'

import type { ChatMessageView, VisitorConversationView } from '../types'
import { pendingMessage } from './messages'
import {
  initialWidgetState,
  type VisitorChatState,
  type WidgetAction,
  type WidgetEffect,
  widgetReducer,
} from './widget-state'

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`

let nextId = 1
const message = (conversationId: number, minute: number, fields: Partial<ChatMessageView> = {}): ChatMessageView => {
  const id = nextId++
  return {
    id,
    conversationId,
    clientId: `c${id}`,
    senderType: 'admin',
    senderName: 'Ann',
    message: `m${id}`,
    createdAt: at(minute),
    ...fields,
  }
}
const open = (id: number): VisitorConversationView => ({ id, status: 'open' })
const closed = (id: number): VisitorConversationView => ({ id, status: 'closed' })

const run = (actions: WidgetAction[], from: VisitorChatState = initialWidgetState) =>
  actions.reduce(widgetReducer, from)
/** The state after the effects so far were carried out: what a later action adds is then easy to see. */
const settled = (state: VisitorChatState) => widgetReducer(state, { type: 'effects-done', count: state.effects.length })
const showing = (conversation: VisitorConversationView, messages: ChatMessageView[] = []) =>
  settled(run([{ type: 'caught-up', history: { conversation, messages } }, { type: 'loaded' }]))
const live = (m: ChatMessageView): WidgetAction => ({ type: 'chat:message', args: [m] })
const pending = (clientId: string, conversationId = 0) =>
  pendingMessage({ conversationId, clientId, senderType: 'visitor', senderName: 'Vi', message: 'Hello' })

describe('widget state: presence follows whoever answers', () => {
  it('a reply arriving live means staff are at the console, whatever the last presence said', () => {
    const away = run([{ type: 'chat:presence', args: [{ staffOnline: false }] }], showing(open(7)))
    expect(away.staffOnline).toBe(false)
    const answered = run([live(message(7, 3, { senderType: 'admin' }))], away)
    expect(answered.staffOnline).toBe(true)
    // The agent leaves afterwards: the next announcement is believed again.
    expect(run([{ type: 'chat:presence', args: [{ staffOnline: false }] }], answered).staffOnline).toBe(false)
  })

  it('the visitor’s own message, or a staff reply in the history, says nothing about who is online now', () => {
    const away = run([{ type: 'chat:presence', args: [{ staffOnline: false }] }], showing(open(8)))
    expect(run([live(message(8, 4, { senderType: 'visitor' }))], away).staffOnline).toBe(false)
    const history = { conversation: open(8), messages: [message(8, 1, { senderType: 'admin' })] }
    expect(run([{ type: 'history-loaded', history }], away).staffOnline).toBe(false)
  })
})

describe('widget state: connection and first load', () => {
  it('starts connecting, not loaded, with nothing known', () => {
    expect(initialWidgetState).toMatchObject({
      connection: 'connecting',
      loaded: false,
      conversation: null,
      messages: [],
      identityKnown: false,
      staffOnline: null,
      hours: null,
    })
  })

  it('follows the connection, team presence (event or answer) and the office hours', () => {
    const hours = { officeHours: null, typicalReplySeconds: 120, bookingUrl: 'https://cal.example/x' }
    const state = run([
      { type: 'connected' },
      { type: 'chat:presence', args: [{ staffOnline: true }] },
      { type: 'hours-loaded', hours },
      { type: 'loaded' },
    ])
    expect(state).toMatchObject({ connection: 'online', staffOnline: true, hours, loaded: true })
    expect(run([{ type: 'disconnected' }], state).connection).toBe('offline')
  })

  it('resuming without an open conversation: nothing shown, the browser keeps no active chat, identity as the server knows it', () => {
    const state = run([{ type: 'resumed', answer: { conversation: null, messages: [], identityKnown: true } }])
    expect(state).toMatchObject({ conversation: null, identityKnown: true })
    expect(state.effects).toEqual([{ kind: 'remember-active', active: false }])
    expect(
      run([{ type: 'resumed', answer: { conversation: null, messages: [], identityKnown: false } }]).identityKnown,
    ).toBe(false)
  })

  it('resuming an open conversation shows it with its messages, identity known', () => {
    const m = message(3, 1)
    const state = run([{ type: 'resumed', answer: { conversation: open(3), messages: [m], identityKnown: false } }])
    expect(state).toMatchObject({ conversation: open(3), messages: [m], identityKnown: true })
    expect(state.effects).toEqual([{ kind: 'remember-active', active: true }])
  })

  it('the catch-up after a reconnect merges what was missed into what was held', () => {
    const held = message(3, 1)
    const missed = message(3, 2)
    const state = widgetReducer(showing(open(3), [held]), {
      type: 'caught-up',
      history: { conversation: open(3), messages: [held, missed] },
    })
    expect(state.messages).toEqual([held, missed])
  })

  it('a conversation deleted while offline is forgotten at the catch-up: the widget asks who they are again', () => {
    const state = widgetReducer(showing(open(3), [message(3, 1)]), { type: 'conversation-gone' })
    expect(state).toMatchObject({ conversation: null, messages: [], identityKnown: false })
    expect(state.effects).toEqual([{ kind: 'remember-active', active: false }])
  })
})

describe('widget state: live events', () => {
  it('a message of the conversation shown joins it, once', () => {
    const m = message(3, 2)
    const state = run([live(m), live(m)], showing(open(3), [message(3, 1)]))
    expect(state.messages.at(-1)).toEqual(m)
    expect(state.messages).toHaveLength(2)
  })

  it('a message of another conversation while none is shown, or only a closed one, takes its place (started in another tab)', () => {
    const m = message(4, 5, { senderType: 'visitor' })
    for (const before of [initialWidgetState, showing(closed(3), [message(3, 1)])]) {
      const state = widgetReducer(before, live(m))
      expect(state).toMatchObject({ conversation: open(4), messages: [m], identityKnown: true })
      expect(state.effects.at(-1)).toEqual({ kind: 'remember-active', active: true })
    }
  })

  it('a message of another conversation while an open one is shown is ignored', () => {
    const before = showing(open(3))
    expect(widgetReducer(before, live(message(4, 5)))).toBe(before)
  })

  it('the shown conversation closing or reopening updates it and whether the browser has an active chat', () => {
    const closedNow = widgetReducer(showing(open(3)), { type: 'chat:conversation', args: [closed(3)] })
    expect(closedNow.conversation).toEqual(closed(3))
    expect(closedNow.effects).toEqual([{ kind: 'remember-active', active: false }])
    const reopened = widgetReducer(settled(closedNow), { type: 'chat:conversation', args: [open(3)] })
    expect(reopened.conversation).toEqual(open(3))
    expect(reopened.effects).toEqual([{ kind: 'remember-active', active: true }])
  })

  it('another open conversation while none or a closed one is shown is adopted and its history fetched', () => {
    const state = widgetReducer(showing(closed(3), [message(3, 1)]), { type: 'chat:conversation', args: [open(4)] })
    expect(state).toMatchObject({ conversation: open(4), messages: [], identityKnown: true })
    expect(state.effects).toEqual([
      { kind: 'remember-active', active: true },
      { kind: 'fetch-history', conversationId: 4 },
    ])
  })

  it('another conversation is ignored when closed, or while an open one is shown', () => {
    const none = settled(initialWidgetState)
    expect(widgetReducer(none, { type: 'chat:conversation', args: [closed(4)] })).toBe(none)
    const shown = showing(open(3))
    expect(widgetReducer(shown, { type: 'chat:conversation', args: [open(4)] })).toBe(shown)
  })

  it('the history fetched (or a resync) is kept only while its conversation is still the one shown', () => {
    const m = message(4, 2)
    const fetched = run([
      { type: 'chat:conversation', args: [open(4)] },
      { type: 'history-loaded', history: { conversation: open(4), messages: [m] } },
    ])
    expect(fetched.messages).toEqual([m])
    const moved = showing(open(5))
    expect(widgetReducer(moved, { type: 'history-loaded', history: { conversation: open(4), messages: [m] } })).toBe(
      moved,
    )
  })

  it('a resync overlapping a live reply holds it once, in order', () => {
    const earlier = message(3, 1)
    const reply = message(3, 3)
    const state = run(
      [live(reply), { type: 'history-loaded', history: { conversation: open(3), messages: [earlier, reply] } }],
      showing(open(3)),
    )
    expect(state.messages).toEqual([earlier, reply])
  })

  it('deleted by staff: the shown conversation is forgotten; another one’s deletion changes nothing', () => {
    const shown = showing(open(3), [message(3, 1)])
    expect(widgetReducer(shown, { type: 'chat:deleted', args: [{ conversationId: 3 }] })).toMatchObject({
      conversation: null,
      messages: [],
      identityKnown: false,
    })
    expect(widgetReducer(shown, { type: 'chat:deleted', args: [{ conversationId: 9 }] })).toBe(shown)
  })
})

describe('widget state: sending', () => {
  it('a first message is listed at once, marked while slow, and replaced by the stored one in the new conversation', () => {
    let state = run([{ type: 'send-pending', message: pending('s1') }])
    expect(state.messages).toEqual([expect.objectContaining({ clientId: 's1', pending: true })])
    state = widgetReducer(state, { type: 'send-slow', clientId: 's1' })
    expect(state.messages[0]).toMatchObject({ pending: true, failed: true })
    const stored = message(7, 1, { clientId: 's1', senderType: 'visitor' })
    state = widgetReducer(state, { type: 'sent', answer: { conversation: open(7), message: stored } })
    expect(state).toMatchObject({ conversation: open(7), messages: [stored], identityKnown: true })
    expect(state.effects).toEqual([{ kind: 'remember-active', active: true }])
  })

  it('a new conversation after a closed one: the closed one’s messages go, messages still on their way stay', () => {
    const old = message(3, 1)
    const state = run(
      [
        { type: 'send-pending', message: pending('s2') },
        { type: 'send-pending', message: pending('s3') },
      ],
      showing(closed(3), [old]),
    )
    const stored = message(8, 2, { clientId: 's2', senderType: 'visitor' })
    const after = widgetReducer(state, { type: 'sent', answer: { conversation: open(8), message: stored } })
    expect(after.messages.map((m) => m.clientId)).toEqual(['s2', 's3'])
  })

  it('the stored message arriving live before the answer: listed once, and a reply acked after a newer one stays in time order', () => {
    const stored = message(3, 2, { clientId: 's4', senderType: 'visitor' })
    const newer = message(3, 3)
    const state = run(
      [
        { type: 'send-pending', message: pending('s4', 3) },
        live(newer),
        live(stored),
        { type: 'sent', answer: { conversation: open(3), message: stored } },
      ],
      showing(open(3), [message(3, 1)]),
    )
    expect(state.messages.map((m) => m.id)).toEqual([state.messages[0]!.id, stored.id, newer.id])
    expect(state.messages.some((m) => m.pending)).toBe(false)
  })

  it('a message the server refused is taken back', () => {
    expect(
      run([
        { type: 'send-pending', message: pending('s5') },
        { type: 'send-failed', clientId: 's5' },
      ]).messages,
    ).toEqual([])
  })

  it('effects done are dropped; those added meanwhile stay', () => {
    const state = run([{ type: 'chat:deleted', args: [{ conversationId: 3 }] }], showing(open(3)))
    const twice = widgetReducer(widgetReducer(state, { type: 'chat:conversation', args: [open(4)] }), {
      type: 'effects-done',
      count: 1,
    })
    expect(twice.effects).toEqual([
      { kind: 'remember-active', active: true },
      { kind: 'fetch-history', conversationId: 4 },
    ])
  })
})

describe('widget state: catching up after a (re)connect and while connected', () => {
  const effectsOf = (state: VisitorChatState, kind: WidgetEffect['kind']) =>
    state.effects.filter((e) => e.kind === kind)

  it('a page holding no conversation resumes the visitor’s open one; one holding a conversation catches up after its newest confirmed message', () => {
    expect(run([{ type: 'connected' }]).effects).toEqual([{ kind: 'resume' }])
    const held = run([live(message(1, 2)), { type: 'send-pending', message: pending('p', 1) }], showing(open(1)))
    const state = run([{ type: 'disconnected' }, { type: 'connected' }], settled(held))
    expect(state.effects).toEqual([{ kind: 'catch-up', conversationId: 1, since: at(2) }])
    expect(state.askMark).toEqual({ conversationId: 1, from: at(2) })
  })

  it('while connected each ask starts where the previous one was sent, so a reply stored in between is found', () => {
    // Caught up from 10:02; a reply at 10:03 was acknowledged by a process that died before passing it on,
    // and a newer one (10:05) arrived live through this page's own process.
    let state = run([{ type: 'connected' }], showing(open(1), [message(1, 2)]))
    state = run([live(message(1, 5)), { type: 'resync-due' }], settled(state))
    expect(effectsOf(state, 'resync')).toEqual([{ kind: 'resync', conversationId: 1, since: at(2) }])
    state = run([{ type: 'resync-due' }], settled(state))
    expect(effectsOf(state, 'resync')).toEqual([{ kind: 'resync', conversationId: 1, since: at(5) }])
  })

  it('a conversation learnt of live starts its asks afresh; a closed one or none is not asked for', () => {
    const state = run([{ type: 'connected' }], showing(open(1), [message(1, 2)]))
    const other = settled(run([{ type: 'chat:deleted', args: [{ conversationId: 1 }] }, live(message(4, 7))], state))
    expect(run([{ type: 'resync-due' }], other).effects).toEqual([{ kind: 'resync', conversationId: 4, since: at(7) }])
    const closedOne = showing(closed(1), [message(1, 2)])
    expect(run([{ type: 'resync-due' }], closedOne)).toBe(closedOne)
    expect(run([{ type: 'resync-due' }])).toBe(initialWidgetState)
  })

  it('a refused session is renewed once (the load ends after connecting again); refused again, the load just ends', () => {
    const first = run([{ type: 'connected' }, { type: 'catch-up-failed', noSession: true }])
    expect(first.loaded).toBe(false)
    expect(effectsOf(first, 'renew-session')).toHaveLength(1)
    const again = run([{ type: 'loaded' }, { type: 'connected' }, { type: 'catch-up-failed', noSession: true }], first)
    expect(effectsOf(again, 'renew-session')).toHaveLength(1)
    expect(again.loaded).toBe(true)
    // A catch-up that succeeds ends the renewal: the next refusal renews again.
    const answered = run(
      [
        { type: 'resumed', answer: { conversation: null, messages: [], identityKnown: false } },
        { type: 'catch-up-failed', noSession: true },
      ],
      settled(again),
    )
    expect(effectsOf(answered, 'renew-session')).toHaveLength(1)
    const otherFailure = run([{ type: 'catch-up-failed', noSession: false }])
    expect(otherFailure).toMatchObject({ loaded: true, sessionRenewed: false, effects: [] })
  })

  it('the conversation seen is told to the server; with none, nothing is', () => {
    expect(run([{ type: 'seen-asked' }], showing(open(3))).effects).toEqual([{ kind: 'seen', conversationId: 3 }])
    expect(run([{ type: 'seen-asked' }])).toBe(initialWidgetState)
  })
})
