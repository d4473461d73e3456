import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { verifyCalComSignature, verifyCalendlySignature } from './signature'

/** Deliveries signed with OpenSSL, not with this code (see the fixture's `about`). */
type Fixture = {
  calCom: { secret: string; headers: Record<string, string>; body: string }
  calendly: { signingKey: string; timestamp: number; headers: Record<string, string>; body: string }
}
const fixture = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures/webhooks/signed-deliveries.json'), 'utf8'),
) as Fixture

/** Every body with one byte changed: at the start, the middle and the end. */
function withOneByteChanged(body: string): Buffer[] {
  const bytes = Buffer.from(body)
  return [0, Math.floor(bytes.length / 2), bytes.length - 1].map((at) => {
    const changed = Buffer.from(bytes)
    changed[at] = changed[at]! ^ 0x01
    return changed
  })
}

/** The header with one hex digit of the signature changed. */
const flipLastHex = (value: string) => value.slice(0, -1) + (value.endsWith('0') ? '1' : '0')

describe('signatures made outside this code (tests/fixtures/webhooks/signed-deliveries.json)', () => {
  it('Cal.com: the delivery is taken byte for byte, and refused with one byte changed', () => {
    const { secret, headers, body } = fixture.calCom
    const header = headers['x-cal-signature-256']!
    expect(verifyCalComSignature(secret, Buffer.from(body), header)).toEqual({ ok: true })
    for (const changed of withOneByteChanged(body))
      expect(verifyCalComSignature(secret, changed, header).ok).toBe(false)
    expect(verifyCalComSignature(secret, Buffer.from(body), flipLastHex(header)).ok).toBe(false)
  })

  it('Calendly: the delivery is taken byte for byte at its time, and refused with one byte changed', () => {
    const { signingKey, timestamp, headers, body } = fixture.calendly
    const header = headers['calendly-webhook-signature']!
    const at = new Date(timestamp * 1000)
    expect(verifyCalendlySignature(signingKey, Buffer.from(body), header, at)).toEqual({ ok: true })
    for (const changed of withOneByteChanged(body))
      expect(verifyCalendlySignature(signingKey, changed, header, at).ok).toBe(false)
    expect(verifyCalendlySignature(signingKey, Buffer.from(body), flipLastHex(header), at).ok).toBe(false)
    // The timestamp is part of what is signed: the same signature under another one is refused.
    const moved = header.replace(`t=${timestamp}`, `t=${timestamp + 1}`)
    expect(verifyCalendlySignature(signingKey, Buffer.from(body), moved, at).ok).toBe(false)
  })
})
