import { describe, expect, it } from 'vitest'

import { signCalCom, signCalendly, verifyCalComSignature, verifyCalendlySignature } from './signature'

const SECRET = 'calendly-signing-key'
const body = '{"event":"invitee.created","payload":{"name":"Zoë"}}'
const bytes = Buffer.from(body)
const now = new Date('2026-11-27T00:00:00Z')

describe('verifyCalendlySignature', () => {
  it('accepts the header Calendly computes over "<t>.<raw body>"', () => {
    expect(verifyCalendlySignature(SECRET, bytes, signCalendly(SECRET, body, now), now)).toEqual({ ok: true })
    // Within the tolerance either way (clocks drift both ways).
    expect(
      verifyCalendlySignature(SECRET, bytes, signCalendly(SECRET, body, new Date(now.getTime() - 170_000)), now).ok,
    ).toBe(true)
  })

  it('refuses a missing, malformed, forged or stale signature with a reason', () => {
    expect(verifyCalendlySignature(SECRET, bytes, null, now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/missing/),
    })
    expect(verifyCalendlySignature(SECRET, bytes, 'v1=abc', now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/malformed/),
    })
    expect(verifyCalendlySignature(SECRET, bytes, 't=1e9,v1=abc', now).ok).toBe(false)
    expect(verifyCalendlySignature('other-key', bytes, signCalendly(SECRET, body, now), now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/does not match/),
    })
    expect(verifyCalendlySignature(SECRET, Buffer.from(`${body} `), signCalendly(SECRET, body, now), now).ok).toBe(
      false,
    )
    const stale = signCalendly(SECRET, body, new Date(now.getTime() - 181_000))
    expect(verifyCalendlySignature(SECRET, bytes, stale, now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/too old/),
    })
    // A valid signature moved to another timestamp no longer matches.
    const moved = signCalendly(SECRET, body, now).replace(/^t=\d+/, `t=${Math.floor(now.getTime() / 1000) - 1}`)
    expect(verifyCalendlySignature(SECRET, bytes, moved, now).ok).toBe(false)
  })
})

describe('verifyCalendlySignature during a key rotation', () => {
  it('takes the delivery when any v1 value matches, wherever it stands in the header', () => {
    const good = signCalendly(SECRET, body, now)
    const t = good.split(',')[0]!
    const v1 = good.split(',')[1]!
    const forged = `v1=${'0'.repeat(64)}`
    // As found: with two v1= values only the last was checked, so a rotation refused the new key's deliveries.
    expect(verifyCalendlySignature(SECRET, bytes, `${t},${v1},${forged}`, now).ok).toBe(true)
    expect(verifyCalendlySignature(SECRET, bytes, `${t},${forged},${v1}`, now).ok).toBe(true)
    // The control: no matching value among several is still refused.
    expect(verifyCalendlySignature(SECRET, bytes, `${t},${forged},v1=${'1'.repeat(64)}`, now)).toEqual({
      ok: false,
      reason: expect.stringMatching(/does not match/),
    })
  })
})

describe('verifyCalComSignature', () => {
  it('accepts the hex HMAC of the raw body and refuses anything else', () => {
    expect(verifyCalComSignature(SECRET, bytes, signCalCom(SECRET, body))).toEqual({ ok: true })
    expect(verifyCalComSignature(SECRET, bytes, null)).toEqual({ ok: false, reason: expect.stringMatching(/missing/) })
    expect(verifyCalComSignature('other', bytes, signCalCom(SECRET, body)).ok).toBe(false)
    expect(verifyCalComSignature(SECRET, Buffer.from(body.replace('Zoë', 'Zoe')), signCalCom(SECRET, body)).ok).toBe(
      false,
    )
    expect(verifyCalComSignature(SECRET, bytes, signCalCom(SECRET, body).slice(1)).ok).toBe(false)
  })
})
