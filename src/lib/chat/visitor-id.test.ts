import { describe, expect, it } from 'vitest'

import {
  keyId,
  newVisitorId,
  readCookie,
  readVisitorSession,
  signVisitorId,
  verifyVisitorCookie,
  VISITOR_SIGNATURE_LIFETIME_S,
  VISITOR_SIGNATURE_RENEW_AFTER_S,
  visitorCookieFor,
  visitorCookieHeader,
} from './visitor-id'

const SECRET = 'a-test-secret-that-is-long-enough-123'
const OLD_SECRET = 'the-former-secret-that-is-long-enough-456'
const keys = { current: SECRET }
const DAY_MS = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 5, 1)

const cookieValue = (header: string) => decodeURIComponent(header.split(';')[0]!.split('=')[1]!)

describe('visitor id', () => {
  it('is the time plus a random string, prefixed visitor_', () => {
    const id = newVisitorId(Date.UTC(2026, 0, 1))
    expect(id).toMatch(/^visitor_[a-z0-9]+_[A-Za-z0-9_-]{16}$/)
    expect(id.split('_')[1]).toBe(Date.UTC(2026, 0, 1).toString(36))
    expect(newVisitorId()).not.toBe(newVisitorId())
  })

  it('verifies only values signed with a known secret', () => {
    const id = newVisitorId()
    const signed = signVisitorId(id, SECRET)
    expect(verifyVisitorCookie(signed, keys)).toBe(id)
    expect(verifyVisitorCookie(signVisitorId(id, 'another-secret-another-secret-123'), keys)).toBeUndefined()
  })

  it('carries its issue time and the id of the key that signed it', () => {
    const id = newVisitorId(NOW)
    const [signedId, issued, kid, signature] = signVisitorId(id, SECRET, NOW).split('.')
    expect(signedId).toBe(id)
    expect(parseInt(issued!, 36) * 1000).toBe(NOW)
    expect(kid).toBe(keyId(SECRET))
    expect(kid).not.toBe(keyId(OLD_SECRET))
    expect(kid).not.toContain(SECRET.slice(0, 6))
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses anything tampered with: id, issue time, key id, signature', () => {
    const id = newVisitorId(NOW)
    const signed = signVisitorId(id, SECRET, NOW)
    const [, issued, kid, signature] = signed.split('.') as [string, string, string, string]
    const other = newVisitorId(NOW)
    const later = (Math.floor(NOW / 1000) + 10 * 24 * 60 * 60).toString(36)
    const tampered = [
      `${other}.${issued}.${kid}.${signature}`,
      `${id}.${later}.${kid}.${signature}`,
      `${id}.${issued}.${keyId(OLD_SECRET)}.${signature}`,
      `${id}.${issued}.${kid}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${signed}x`,
      `${signed}.extra`,
    ]
    for (const bad of tampered) expect(verifyVisitorCookie(bad, keys, NOW), bad).toBeUndefined()
    for (const bad of [
      undefined,
      '',
      id,
      `${id}.`,
      '.abc',
      'visitor_x.y',
      `${id}.${signature}`,
      'a.b.c.d',
      `${signed}${'x'.repeat(300)}`,
    ]) {
      expect(verifyVisitorCookie(bad, keys, NOW), String(bad)).toBeUndefined()
    }
  })

  it('expires after its lifetime, and a signature dated in the future is refused', () => {
    const id = newVisitorId(NOW)
    const signed = signVisitorId(id, SECRET, NOW)
    expect(verifyVisitorCookie(signed, keys, NOW + VISITOR_SIGNATURE_LIFETIME_S * 1000 - 1000)).toBe(id)
    expect(verifyVisitorCookie(signed, keys, NOW + VISITOR_SIGNATURE_LIFETIME_S * 1000)).toBeUndefined()
    expect(verifyVisitorCookie(signed, keys, NOW - DAY_MS)).toBeUndefined()
    expect(VISITOR_SIGNATURE_LIFETIME_S).toBe(30 * 24 * 60 * 60)
  })

  it('accepts the previous secret during a rotation, for verification only', () => {
    const id = newVisitorId(NOW)
    const fromOld = signVisitorId(id, OLD_SECRET, NOW)
    expect(verifyVisitorCookie(fromOld, { current: SECRET }, NOW)).toBeUndefined()
    const rotating = { current: SECRET, previous: OLD_SECRET }
    expect(readVisitorSession(fromOld, rotating, NOW)).toEqual({ visitorId: id, issuedAt: NOW, renew: true })
    // Re-issued with the current secret, same visitor.
    const header = visitorCookieFor(`chat_visitor=${encodeURIComponent(fromOld)}`, rotating, false, NOW)!
    const renewed = cookieValue(header)
    expect(renewed.split('.')[2]).toBe(keyId(SECRET))
    expect(readVisitorSession(renewed, { current: SECRET }, NOW)).toEqual({
      visitorId: id,
      issuedAt: NOW,
      renew: false,
    })
  })

  it('is renewed while used: a fresh signature is left alone, an older one re-issued for the same visitor', () => {
    const id = newVisitorId(NOW)
    const header = `a=1; chat_visitor=${encodeURIComponent(signVisitorId(id, SECRET, NOW))}`
    expect(visitorCookieFor(header, keys, false, NOW + 60_000)).toBeUndefined()
    const later = NOW + VISITOR_SIGNATURE_RENEW_AFTER_S * 1000 + 1000
    const renewed = visitorCookieFor(header, keys, true, later)!
    expect(renewed).toContain('; Secure')
    expect(readVisitorSession(cookieValue(renewed), keys, later)).toEqual({
      visitorId: id,
      issuedAt: Math.floor(later / 1000) * 1000,
      renew: false,
    })
    // Used within each lifetime, it never expires; an expired or forged one gets a new visitor id.
    const expired = visitorCookieFor(header, keys, false, NOW + VISITOR_SIGNATURE_LIFETIME_S * 1000)!
    expect(
      readVisitorSession(cookieValue(expired), keys, NOW + VISITOR_SIGNATURE_LIFETIME_S * 1000)?.visitorId,
    ).not.toBe(id)
    expect(readVisitorSession(cookieValue(visitorCookieFor(undefined, keys, false)!), keys)).toBeDefined()
  })

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; chat_visitor=abc%2Edef; b=2', 'chat_visitor')).toBe('abc.def')
    expect(readCookie('a=1', 'chat_visitor')).toBeUndefined()
    expect(readCookie(undefined, 'chat_visitor')).toBeUndefined()
    expect(readCookie('chat_visitor=%E0%A4%A', 'chat_visitor')).toBeUndefined()
  })

  it('is set httpOnly and SameSite=Lax for its lifetime, Secure only over https', () => {
    const header = visitorCookieHeader('v.s', false)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).toContain(`Max-Age=${VISITOR_SIGNATURE_LIFETIME_S}`)
    expect(header).not.toContain('Secure')
    expect(visitorCookieHeader('v.s', true)).toContain('; Secure')
  })
})
