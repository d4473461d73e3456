import { beforeEach, describe, expect, it } from 'vitest'

import { lastSeenReply, rememberSeenReply, SEEN_REPLY_KEY, unreadReplies } from './seen-replies'

const store = new Map<string, string>()
beforeEach(() => {
  store.clear()
  ;(globalThis as { localStorage?: Pick<Storage, 'getItem' | 'setItem'> }).localStorage = {
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
  }
})

const reply = (id: number, pending = false) => ({
  id,
  conversationId: 1,
  clientId: `c-${id}`,
  senderType: 'admin' as const,
  senderName: 'Support Team',
  message: 'hi',
  createdAt: '2026-11-25T10:00:00.000Z',
  pending,
})

describe('seen replies', () => {
  it('counts only stored staff replies after the last one seen, and survives a new page (storage)', () => {
    const messages = [reply(3), { ...reply(4), senderType: 'visitor' as const }, reply(7), reply(0, true)]
    expect(unreadReplies(messages, 0)).toBe(2)
    rememberSeenReply(7)
    expect(store.get(SEEN_REPLY_KEY)).toBe('7')
    expect(unreadReplies(messages, lastSeenReply())).toBe(0)
    // Never moves back.
    rememberSeenReply(3)
    expect(lastSeenReply()).toBe(7)
    expect(unreadReplies([...messages, reply(9)], lastSeenReply())).toBe(1)
  })
})
