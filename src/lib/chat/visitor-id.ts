import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const VISITOR_COOKIE = 'chat_visitor'
/** A signature is good for 30 days from its issue; a visitor who keeps coming back keeps their history. */
export const VISITOR_SIGNATURE_LIFETIME_S = 30 * 24 * 60 * 60
/** Signatures older than this are re-issued when the widget opens (with the current secret). */
export const VISITOR_SIGNATURE_RENEW_AFTER_S = 24 * 60 * 60
export const VISITOR_COOKIE_MAX_AGE_S = VISITOR_SIGNATURE_LIFETIME_S

const VISITOR_ID = /^visitor_[a-z0-9]+_[A-Za-z0-9_-]{16}$/
const ISSUED = /^[a-z0-9]{1,11}$/
const KID = /^[A-Za-z0-9_-]{8}$/

/** The secrets visitor signatures are made with (`current`) and still accepted from (`previous`, during a rotation). */
export type VisitorKeys = { current: string; previous?: string }

export function visitorKeys(config: { PAYLOAD_SECRET: string; PAYLOAD_SECRET_PREVIOUS?: string }): VisitorKeys {
  return { current: config.PAYLOAD_SECRET, previous: config.PAYLOAD_SECRET_PREVIOUS }
}

/** The time plus a random string, prefixed `visitor_` (specification section 3). */
export function newVisitorId(now = Date.now()): string {
  return `visitor_${now.toString(36)}_${randomBytes(12).toString('base64url')}`
}

/** Names a secret without revealing it, so a signature says which secret to check it with. */
export function keyId(secret: string): string {
  return createHash('sha256').update(`chat-visitor-kid:${secret}`).digest('base64url').slice(0, 8)
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', `chat-visitor:${secret}`).update(payload).digest('base64url')
}

/** The cookie value `id.issued.kid.signature`: a browser can neither claim another id nor extend its lifetime. */
export function signVisitorId(visitorId: string, secret: string, now = Date.now()): string {
  const payload = `${visitorId}.${Math.floor(now / 1000).toString(36)}.${keyId(secret)}`
  return `${payload}.${signature(payload, secret)}`
}

export type VisitorSession = { visitorId: string; issuedAt: number; renew: boolean }

/**
 * A signed cookie value's visitor, or undefined for anything forged, malformed, expired or signed with an unknown
 * secret.
 */
export function readVisitorSession(
  value: string | undefined,
  keys: VisitorKeys,
  now = Date.now(),
): VisitorSession | undefined {
  if (!value || value.length > 200) return undefined
  const parts = value.split('.')
  if (parts.length !== 4) return undefined
  const [visitorId, issued, kid, given] = parts as [string, string, string, string]
  if (!VISITOR_ID.test(visitorId) || !ISSUED.test(issued) || !KID.test(kid)) return undefined
  const secret = [keys.current, keys.previous].find((candidate) => candidate && keyId(candidate) === kid)
  if (!secret) return undefined
  const expected = Buffer.from(signature(`${visitorId}.${issued}.${kid}`, secret))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined
  const issuedAt = parseInt(issued, 36) * 1000
  const age = now - issuedAt
  // A little clock skew between app processes is tolerated; a date far ahead is not.
  if (age < -5 * 60_000 || age >= VISITOR_SIGNATURE_LIFETIME_S * 1000) return undefined
  return { visitorId, issuedAt, renew: secret !== keys.current || age >= VISITOR_SIGNATURE_RENEW_AFTER_S * 1000 }
}

/** The visitor id of a valid signed cookie value. */
export function verifyVisitorCookie(
  value: string | undefined,
  keys: VisitorKeys,
  now = Date.now(),
): string | undefined {
  return readVisitorSession(value, keys, now)?.visitorId
}

/**
 * The Set-Cookie header this browser needs, if any: a new visitor id when it has no valid one, the
 * same id freshly signed when its signature is due for renewal (old, or made with the previous secret).
 */
export function visitorCookieFor(
  cookieHeader: string | undefined | null,
  keys: VisitorKeys,
  secure: boolean,
  now = Date.now(),
): string | undefined {
  const session = readVisitorSession(readCookie(cookieHeader, VISITOR_COOKIE), keys, now)
  if (session && !session.renew) return undefined
  return visitorCookieHeader(signVisitorId(session?.visitorId ?? newVisitorId(now), keys.current, now), secure)
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** Set-Cookie for the visitor id: httpOnly, SameSite=Lax, Secure whenever the site is served over https. */
export function visitorCookieHeader(signedValue: string, secure: boolean): string {
  return [
    `${VISITOR_COOKIE}=${encodeURIComponent(signedValue)}`,
    'Path=/',
    `Max-Age=${VISITOR_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
