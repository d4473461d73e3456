import { describe, expect, it } from 'vitest'

import { typingThrottle } from './typing'

describe('typing throttle', () => {
  it('signals at most once per interval, and at once again after a reset', () => {
    let now = 0
    const throttle = typingThrottle(2_000, () => now)
    expect(throttle.shouldSignal()).toBe(true)
    now = 1_999
    expect(throttle.shouldSignal()).toBe(false)
    now = 2_000
    expect(throttle.shouldSignal()).toBe(true)
    now = 2_100
    throttle.reset()
    expect(throttle.shouldSignal()).toBe(true)
  })
})
