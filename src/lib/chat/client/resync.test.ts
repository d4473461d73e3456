import { afterEach, describe, expect, it, vi } from 'vitest'

import { ResyncMark, resyncWhileConnected } from './resync'

describe('ResyncMark', () => {
  it('starts each ask where the previous ask was sent, so a message created in between is asked for', () => {
    const mark = new ResyncMark()
    mark.reset('2026-11-25T10:00:00.000Z')
    // A reply committed at 10:00:05 on a process that died before passing it on; the reader meanwhile
    // received newer messages (10:00:20) through its own process.
    expect(mark.next('2026-11-25T10:00:20.000Z')).toBe('2026-11-25T10:00:00.000Z')
    expect(mark.next('2026-11-25T10:00:40.000Z')).toBe('2026-11-25T10:00:20.000Z')
  })

  it('never moves backwards, and without a reset the first ask starts from what is held', () => {
    const mark = new ResyncMark()
    expect(mark.next('2026-11-25T10:00:20.000Z')).toBe('2026-11-25T10:00:20.000Z')
    expect(mark.next('2026-11-25T10:00:10.000Z')).toBe('2026-11-25T10:00:20.000Z')
    expect(mark.next(undefined)).toBe('2026-11-25T10:00:20.000Z')
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
