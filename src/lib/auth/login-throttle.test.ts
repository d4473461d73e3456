import { describe, expect, it } from 'vitest'

import { LOGIN_FREE_ATTEMPTS, LoginThrottled, waitAfterAttempt } from './login-throttle'

describe('login throttle', () => {
  it('lets five attempts through freely, then makes each next one wait 1, 2, 4, 8, at most 15 minutes', () => {
    expect(LOGIN_FREE_ATTEMPTS).toBe(5)
    expect([1, 2, 3, 4, 5].map(waitAfterAttempt)).toEqual([0, 0, 0, 0, 0])
    expect([6, 7, 8, 9, 10, 11, 1_000_000].map(waitAfterAttempt)).toEqual([60, 120, 240, 480, 900, 900, 900])
  })

  it('answers 429 in minutes, whatever the username', () => {
    const error = new LoginThrottled(61)
    expect(error.status).toBe(429)
    expect(error.isPublic).toBe(true)
    expect(error.message).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.')
    expect(new LoginThrottled(1).message).toContain('wait 1 minute and')
  })
})
