import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const VISITOR_COOKIE = 'chat_visitor'
/** A visitor keeps their chat history for a year on this browser. */
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

const VISITOR_ID = /^visitor_[a-z0-9]+_[A-Za-z0-9_-]{16}$/

/** The time plus a random string, prefixed `visitor_` (specification section 3). */
export function newVisitorId(now = Date.now()): string {
  return `visitor_${now.toString(36)}_${randomBytes(12).toString('base64url')}`
}

function signature(visitorId: string, secret: string): string {
  return createHmac('sha256', `chat-visitor:${secret}`).update(visitorId).digest('base64url')
}

/** The cookie value: the id and its HMAC, so a browser cannot claim another visitor's id. */
export function signVisitorId(visitorId: string, secret: string): string {
  return `${visitorId}.${signature(visitorId, secret)}`
}

/** The visitor id of a signed cookie value, or undefined for anything forged or malformed. */
export function verifyVisitorCookie(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return undefined
  const visitorId = value.slice(0, dot)
  if (!VISITOR_ID.test(visitorId)) return undefined
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(signature(visitorId, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? visitorId : undefined
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
