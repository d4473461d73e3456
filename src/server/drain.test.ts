import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Drain } from './drain'

describe('Drain', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const settled = (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    return () => done
  }

  it('is off by default: nothing to wait for, and the health check turns 503 at once', async () => {
    const drain = new Drain(0)
    expect(drain.active).toBe(false)
    await drain.start()
    expect(drain.active).toBe(true)
  })

  it('waits for the first health check answered while draining, then the grace, not the whole maximum', async () => {
    const drain = new Drain(10_000, 1_000)
    const done = settled(drain.start())
    expect(drain.active).toBe(true)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(done()).toBe(false)
    drain.healthAnswered()
    await vi.advanceTimersByTimeAsync(999)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done()).toBe(true)
  })

  it('ends at the maximum when no health check comes, and the grace never goes past it', async () => {
    const lonely = new Drain(5_000, 1_000)
    const lonelyDone = settled(lonely.start())
    await vi.advanceTimersByTimeAsync(4_999)
    expect(lonelyDone()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(lonelyDone()).toBe(true)

    const late = new Drain(5_000, 1_000)
    const lateDone = settled(late.start())
    await vi.advanceTimersByTimeAsync(4_500)
    late.healthAnswered()
    await vi.advanceTimersByTimeAsync(500)
    expect(lateDone()).toBe(true)
  })

  it('a health check before the stop signal changes nothing', async () => {
    const drain = new Drain(5_000, 1_000)
    drain.healthAnswered()
    const done = settled(drain.start())
    await vi.advanceTimersByTimeAsync(1_000)
    expect(done()).toBe(false)
  })
})
