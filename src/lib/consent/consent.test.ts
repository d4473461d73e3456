import { describe, expect, it } from 'vitest'

import { CONSENT_KEY, CONSENT_MAX_AGE_MS, currentConsent, makeConsent, parseConsent } from './consent'

const store = (value: unknown) => ({
  getItem: (key: string) => (key === CONSENT_KEY && value !== undefined ? JSON.stringify(value) : null),
  setItem: () => {},
})

describe('cookie consent', () => {
  const now = Date.parse('2026-06-01T12:00:00Z')

  it('has the spec shape with essential always true', () => {
    const record = makeConsent({ performance: true, functional: false, marketing: false }, new Date(now))
    expect(record).toEqual({
      essential: true,
      performance: true,
      functional: false,
      marketing: false,
      timestamp: '2026-06-01T12:00:00.000Z',
    })
  })

  it('is valid up to 180 days and expired after', () => {
    const at = (ms: number) => makeConsent({ performance: true, functional: true, marketing: true }, new Date(ms))
    expect(currentConsent(store(at(now - CONSENT_MAX_AGE_MS)), now)).not.toBeNull()
    expect(currentConsent(store(at(now - CONSENT_MAX_AGE_MS - 1)), now)).toBeNull()
    expect(currentConsent(store(at(now - 179 * 86_400_000)), now)?.performance).toBe(true)
  })

  it('treats missing or malformed records as no consent', () => {
    expect(currentConsent(store(undefined), now)).toBeNull()
    expect(parseConsent('not json')).toBeNull()
    expect(
      parseConsent(JSON.stringify({ performance: 'yes', functional: true, marketing: true, timestamp: 'x' })),
    ).toBeNull()
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {},
    }
    expect(currentConsent(throwing, now)).toBeNull()
  })
})
