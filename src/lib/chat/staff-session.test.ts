import { describe, expect, it } from 'vitest'

import { sessionRemainingMs, tokenExpiry } from './staff-session'

const jwt = (claims: object) => `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

describe('staff session end', () => {
  it('reads the expiry of a token in ms', () => {
    expect(tokenExpiry(jwt({ id: 1, exp: 1_800_000_000 }))).toBe(1_800_000_000_000)
  })

  it('knows no expiry for a missing, malformed or exp-less token', () => {
    for (const token of [undefined, '', 'not-a-jwt', 'a.%%%.c', jwt({ id: 1 }), jwt({ exp: 'soon' })])
      expect(tokenExpiry(token)).toBeUndefined()
  })

  it('waits until the session ends, never less than 0 nor longer than a timer can', () => {
    expect(sessionRemainingMs(10_000, 4_000)).toBe(6_000)
    expect(sessionRemainingMs(1_000, 4_000)).toBe(0)
    expect(sessionRemainingMs(Number.MAX_SAFE_INTEGER, 0)).toBe(2 ** 31 - 1)
    expect(sessionRemainingMs(undefined)).toBe(2 ** 31 - 1)
  })
})
