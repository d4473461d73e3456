import { afterEach, describe, expect, it, vi } from 'vitest'

import { type AskMark, nextAsk, resyncWhileConnected } from './resync'

describe('nextAsk', () => {
  it('starts each ask where the previous ask was sent, so a message created in between is asked for', () => {
    let mark: AskMark = { conversationId: 1, from: '2026-11-25T10:00:00.000Z' }
    // A reply committed at 10:00:05 on a process that died before passing it on; the reader meanwhile
    // received newer messages (10:00:20) through its own process.
    const first = nextAsk(mark, 1, '2026-11-25T10:00:20.000Z')
    expect(first.since).toBe('2026-11-25T10:00:00.000Z')
    mark = first.mark
    expect(nextAsk(mark, 1, '2026-11-25T10:00:40.000Z').since).toBe('2026-11-25T10:00:20.000Z')
  })

  it('never moves backwards, and without a mark for the conversation the first ask starts from what is held', () => {
    let mark: AskMark | null = null
    const asks = ['2026-11-25T10:00:20.000Z', '2026-11-25T10:00:10.000Z', undefined].map((known) => {
      const ask = nextAsk(mark, 1, known)
      mark = ask.mark
      return ask.since
    })
    expect(asks).toEqual(['2026-11-25T10:00:20.000Z', '2026-11-25T10:00:20.000Z', '2026-11-25T10:00:20.000Z'])
  })

  it("starts afresh for another conversation: the previous conversation's mark says nothing about it", () => {
    const mark: AskMark = { conversationId: 1, from: '2026-11-25T10:00:40.000Z' }
    expect(nextAsk(mark, 2, '2026-11-25T09:00:00.000Z')).toEqual({
      since: '2026-11-25T09:00:00.000Z',
      mark: { conversationId: 2, from: '2026-11-25T09:00:00.000Z' },
    })
  })
})

describe('resyncWhileConnected', () => {
  afterEach(() => vi.useRealTimers())

  it('asks on every interval while connected, not while offline, and stops when told', () => {
    vi.useFakeTimers()
    let connected = true
    const resync = vi.fn()
    const stop = resyncWhileConnected(() => connected, resync, 1_000)
    vi.advanceTimersByTime(2_000)
    expect(resync).toHaveBeenCalledTimes(2)
    connected = false
    vi.advanceTimersByTime(3_000)
    expect(resync).toHaveBeenCalledTimes(2)
    connected = true
    stop()
    vi.advanceTimersByTime(3_000)
    expect(resync).toHaveBeenCalledTimes(2)
  })
})
