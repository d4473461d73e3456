import { describe, expect, it } from 'vitest'

import { followBookingLink, newReference } from './client'
import { REFERENCE_PATTERN } from './reference'

const REFERENCE = '0123456789abcdef0123456789abcdef'
const LANDING = {
  path: '/',
  referrer: 'news.example',
  utm: { source: 'news', medium: 'email', campaign: 'launch', content: 'banner' },
}

describe('newReference', () => {
  it('is 16 random bytes as 32 hex digits, new at every click', () => {
    const references = new Set(Array.from({ length: 50 }, newReference))
    expect(references.size).toBe(50)
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN)
  })
})

describe('followBookingLink', () => {
  it('puts the reference in utm_content for Calendly, with the visit’s campaign tags', () => {
    const { ref, href } = followBookingLink('https://calendly.com/agency/strategy-call?ref=hero', REFERENCE, LANDING)
    expect(ref).toBe('hero')
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe('https://calendly.com/agency/strategy-call')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'hero',
      utm_content: REFERENCE,
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'launch',
    })
    expect(
      new URL(followBookingLink('https://www.Calendly.com/agency/call', REFERENCE, null).href).searchParams.get(
        'utm_content',
      ),
    ).toBe(REFERENCE)
  })

  it('replaces a reference left by an earlier click and keeps the link’s own tags when the visit has none', () => {
    const first = followBookingLink(
      'https://calendly.com/agency/call?ref=nav&utm_source=site',
      'a'.repeat(32),
      null,
    ).href
    const second = new URL(
      followBookingLink(first, REFERENCE, { path: '/', referrer: null, utm: { campaign: 'launch' } }).href,
    )
    expect(second.searchParams.getAll('utm_content')).toEqual([REFERENCE])
    expect(second.searchParams.get('utm_source')).toBe('site')
    expect(second.searchParams.get('utm_campaign')).toBe('launch')
  })

  it('puts the reference and the link’s source in metadata[...] for Cal.com and its subdomains', () => {
    const { ref, href } = followBookingLink('https://cal.com/agency/strategy?ref=chat', REFERENCE, LANDING)
    expect(ref).toBe('chat')
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      ref: 'chat',
      'metadata[reference]': REFERENCE,
      'metadata[ref]': 'chat',
      'metadata[utm_source]': 'news',
      'metadata[utm_medium]': 'email',
      'metadata[utm_campaign]': 'launch',
    })
    expect(
      new URL(followBookingLink('https://team.cal.com/agency/strategy', REFERENCE, null).href).searchParams.get(
        'metadata[reference]',
      ),
    ).toBe(REFERENCE)
  })

  it('leaves a link to any other host as it is, and names a missing or malformed ref "unknown"', () => {
    for (const href of [
      'https://tidycal.com/agency/call?ref=hero',
      'https://evilcal.com/x?ref=hero',
      'https://calendly.com.evil.example/x?ref=hero',
      'https://cal.com.evil.example/?ref=hero',
    ]) {
      expect(followBookingLink(href, REFERENCE, LANDING)).toEqual({ ref: 'hero', href })
    }
    expect(followBookingLink('not a url', REFERENCE, LANDING)).toEqual({ ref: 'unknown', href: 'not a url' })
    expect(followBookingLink('https://calendly.com/agency/call?ref=Hero!', REFERENCE, null).ref).toBe('unknown')
  })
})
