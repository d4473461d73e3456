import { describe, expect, it } from 'vitest'

import { wallClock } from './wall-clock'

describe('wallClock', () => {
  it('reads the time of day as Date.now does, from a Date that a wrapped global does not reach', () => {
    const original = Date.now
    let wrappedCalls = 0
    // What Next's server does to the global Date, in miniature.
    Date.now = () => {
      wrappedCalls++
      return original()
    }
    try {
      const before = original()
      const read = wallClock()
      expect(read).toBeGreaterThanOrEqual(before)
      expect(read - before).toBeLessThan(1_000)
      expect(wrappedCalls).toBe(0)
    } finally {
      Date.now = original
    }
  })
})
