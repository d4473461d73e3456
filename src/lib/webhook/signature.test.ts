import { describe, expect, it } from 'vitest'

import { signature, verifySignature } from './signature'

const SECRET = 'a-webhook-secret-of-at-least-32-characters'
const at = new Date('2026-11-26T10:00:00Z')

describe('webhook signature', () => {
  it('signs the timestamp and body, and verifies only the same body, key and a recent time', () => {
    const body = JSON.stringify({ event: 'booking.clicked' })
    const header = signature(SECRET, body, at)
    expect(header).toMatch(/^t=1795687200,v1=[0-9a-f]{64}$/)
    expect(verifySignature(SECRET, body, header, at)).toBe(true)
    expect(verifySignature(SECRET, `${body} `, header, at)).toBe(false)
    expect(verifySignature(`${SECRET}x`, body, header, at)).toBe(false)
    expect(verifySignature(SECRET, body, header, new Date(at.getTime() + 301_000))).toBe(false)
    expect(verifySignature(SECRET, body, null, at)).toBe(false)
    expect(verifySignature(SECRET, body, 't=abc,v1=00', at)).toBe(false)
  })
})
