import { describe, expect, it } from 'vitest'

import { newVisitorId, readCookie, signVisitorId, verifyVisitorCookie, visitorCookieHeader } from './visitor-id'

const SECRET = 'a-test-secret-that-is-long-enough-123'

describe('visitor id', () => {
  it('is the time plus a random string, prefixed visitor_', () => {
    const id = newVisitorId(Date.UTC(2026, 0, 1))
    expect(id).toMatch(/^visitor_[a-z0-9]+_[A-Za-z0-9_-]{16}$/)
    expect(id.split('_')[1]).toBe(Date.UTC(2026, 0, 1).toString(36))
    expect(newVisitorId()).not.toBe(newVisitorId())
  })

  it('verifies only values signed with the server secret', () => {
    const id = newVisitorId()
    const signed = signVisitorId(id, SECRET)
    expect(verifyVisitorCookie(signed, SECRET)).toBe(id)
    expect(verifyVisitorCookie(signVisitorId(id, 'another-secret-another-secret-123'), SECRET)).toBeUndefined()
    const other = newVisitorId()
    expect(verifyVisitorCookie(`${other}.${signed.split('.')[1]}`, SECRET)).toBeUndefined()
    for (const bad of [undefined, '', id, `${id}.`, '.abc', 'visitor_x.y', `${signed}x`]) {
      expect(verifyVisitorCookie(bad, SECRET), String(bad)).toBeUndefined()
    }
  })

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; chat_visitor=abc%2Edef; b=2', 'chat_visitor')).toBe('abc.def')
    expect(readCookie('a=1', 'chat_visitor')).toBeUndefined()
    expect(readCookie(undefined, 'chat_visitor')).toBeUndefined()
    expect(readCookie('chat_visitor=%E0%A4%A', 'chat_visitor')).toBeUndefined()
  })

  it('is set httpOnly and SameSite=Lax, Secure only over https', () => {
    const header = visitorCookieHeader('v.s', false)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('SameSite=Lax')
    expect(header).not.toContain('Secure')
    expect(visitorCookieHeader('v.s', true)).toContain('; Secure')
  })
})
