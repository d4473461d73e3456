import { describe, expect, it } from 'vitest'

import { typingReducer } from './typing-indicator'

describe('typingReducer', () => {
  it('a typing signal adds the conversation; a second one changes nothing', () => {
    const once = typingReducer(new Set(), { type: 'typing', conversationId: 7 })
    expect([...once]).toEqual([7])
    expect(typingReducer(once, { type: 'typing', conversationId: 7 })).toBe(once)
  })

  it('a stop (their message, or the signal expiring) removes only that conversation', () => {
    const both = typingReducer(typingReducer(new Set(), { type: 'typing', conversationId: 1 }), {
      type: 'typing',
      conversationId: 2,
    })
    expect([...typingReducer(both, { type: 'stopped', conversationId: 1 })]).toEqual([2])
    // Nobody typing there: the same set, so nothing renders again.
    expect(typingReducer(both, { type: 'stopped', conversationId: 3 })).toBe(both)
  })

  it('never changes the set it is given', () => {
    const state = new Set([4])
    typingReducer(state, { type: 'typing', conversationId: 5 })
    typingReducer(state, { type: 'stopped', conversationId: 4 })
    expect([...state]).toEqual([4])
  })
})
