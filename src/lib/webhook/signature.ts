import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The webhook's signature header, in the form Stripe made familiar: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<raw body>">`. The timestamp lets a receiver refuse replays of old deliveries.
 */
export const SIGNATURE_HEADER = 'x-agency-signature'

export function signature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

/** A receiver's check (used by the tests, and documented for CRMs): valid and at most `toleranceS` old. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  now: Date,
  toleranceS = 300,
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now.getTime() / 1000 - t) > toleranceS) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'))
  const given = Buffer.from(parts.v1)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
