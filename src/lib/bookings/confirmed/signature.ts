import { createHmac, timingSafeEqual } from 'node:crypto'

/** Calendly's example tolerance for the signature's timestamp: older deliveries are refused as replays. */
export const CALENDLY_TOLERANCE_SECONDS = 3 * 60

export type SignatureCheck = { ok: true } | { ok: false; reason: string }

const hmacHex = (secret: string, ...parts: (string | Uint8Array)[]): string => {
  const hmac = createHmac('sha256', secret)
  for (const part of parts) hmac.update(part)
  return hmac.digest('hex')
}

/** Constant-time comparison of two hex signatures (only their length can leak, and it is public). */
function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase())
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with `t`
 * at most `toleranceS` away from now. While a signing key is rotated the header carries several `v1=` values (one
 * per key): the delivery is taken when any one matches, each compared in constant time.
 */
export function verifyCalendlySignature(
  secret: string,
  rawBody: Uint8Array,
  header: string | null,
  now: Date,
  toleranceS = CALENDLY_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'The Calendly-Webhook-Signature header is missing.' }
  let t: string | undefined
  const signatures: string[] = []
  for (const part of header.split(',').slice(0, 20)) {
    const [key, value] = part.trim().split('=', 2)
    if (key === 't') t = value
    else if (key === 'v1' && value) signatures.push(value)
  }
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0)
    return { ok: false, reason: 'The signature header is malformed.' }
  if (Math.abs(now.getTime() / 1000 - Number(t)) > toleranceS)
    return { ok: false, reason: 'The signature timestamp is too old.' }
  const expected = hmacHex(secret, `${t}.`, rawBody)
  // Every value is compared (no early exit), so the time taken does not tell which one matched.
  const matched = signatures.map((signature) => sameHex(signature, expected)).includes(true)
  if (!matched) return { ok: false, reason: 'The signature does not match.' }
  return { ok: true }
}

/** `X-Cal-Signature-256: <hex HMAC-SHA256 of the raw body>`. */
export function verifyCalComSignature(secret: string, rawBody: Uint8Array, header: string | null): SignatureCheck {
  if (!header) return { ok: false, reason: 'The X-Cal-Signature-256 header is missing.' }
  if (!sameHex(header.trim(), hmacHex(secret, rawBody))) return { ok: false, reason: 'The signature does not match.' }
  return { ok: true }
}

/** The headers a provider would send, for tests and for checking a configuration by hand. */
export const signCalendly = (secret: string, body: string, at: Date): string => {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`
}
export const signCalCom = (secret: string, body: string): string => hmacHex(secret, body)
