import { afterEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_KEY, makeConsent } from '@/lib/consent/consent'

import { sendAnalyticsEvent } from './events'

function browser(consent: { performance: boolean } | null, withTag: boolean) {
  const calls: unknown[][] = []
  const record = consent
    ? JSON.stringify(makeConsent({ performance: consent.performance, functional: false, marketing: false }))
    : null
  vi.stubGlobal('window', {
    gtag: withTag ? (...args: unknown[]) => calls.push(args) : undefined,
    localStorage: { getItem: (key: string) => (key === CONSENT_KEY ? record : null), setItem: () => {} },
  })
  return calls
}

describe('sendAnalyticsEvent', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the event with its parameters when performance cookies are allowed and the tag is loaded', () => {
    const calls = browser({ performance: true }, true)
    expect(sendAnalyticsEvent('booking_click', { link: 'hero' })).toBe(true)
    expect(calls).toEqual([['event', 'booking_click', { link: 'hero' }]])
  })

  it('sends nothing without performance consent, even when a tag is present', () => {
    const refused = browser({ performance: false }, true)
    expect(sendAnalyticsEvent('generate_lead')).toBe(false)
    expect(refused).toEqual([])
    const undecided = browser(null, true)
    expect(sendAnalyticsEvent('generate_lead')).toBe(false)
    expect(undecided).toEqual([])
  })

  it('sends nothing when the tag is not loaded', () => {
    browser({ performance: true }, false)
    expect(sendAnalyticsEvent('chat_started')).toBe(false)
  })
})
