import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

import { requestHost, type TrustProxy } from './client-ip'

/**
 * Whether a browser request comes from a page of the host it was sent to: its Origin names the
 * Host it reached (behind a trusted proxy, the host the proxy forwarded). A page of another site
 * cannot send such an Origin, so this is the same cross-site protection as Payload's CSRF list,
 * for a site reached under more than one name (localhost and 127.0.0.1, www and the bare domain).
 */
export function isSameOrigin(req: Pick<IncomingMessage, 'headers'>, trustProxy: TrustProxy): boolean {
  const origin = originHost(req.headers.origin)
  const host = requestHost(req.headers, trustProxy)
  return Boolean(origin && host) && origin === host
}

function originHost(origin: string | undefined): string | undefined {
  if (!origin) return undefined
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

export type OriginPolicy = {
  trustProxy: TrustProxy
  /** SITE_URL: a page of the configured address is always allowed, whatever Host the request names. */
  siteUrl?: string
}

/**
 * `absent`: no Origin header (not a browser page: browsers send one with every POST and WebSocket
 * handshake); `allowed`: a page of this host or of SITE_URL; `foreign`: anything else, `null` included.
 */
export function originStatus(headers: IncomingHttpHeaders, policy: OriginPolicy): 'absent' | 'allowed' | 'foreign' {
  if (headers.origin === undefined) return 'absent'
  const origin = originHost(headers.origin)
  if (!origin) return 'foreign'
  if (origin === requestHost(headers, policy.trustProxy)) return 'allowed'
  return policy.siteUrl && origin === originHost(policy.siteUrl) ? 'allowed' : 'foreign'
}

export type Refusal = { status: 403 | 415; message: string }

/**
 * What an endpoint of the site accepts: `json` (only application/json, or no body at all),
 * `json-or-same-origin-form` (also multipart/form-data when the request names an allowed Origin:
 * Payload's /cms login form posts multipart, which a cross-site form can send as well), `any`, or
 * `upload` (any type; a multipart body may be as large as an upload: src/server/body-limit.ts).
 */
export type BodyRule = 'json' | 'json-or-same-origin-form' | 'any' | 'upload'

/**
 * Cross-site protection for a state-changing request: 403 for a foreign Origin, 415 for a body
 * that is not JSON (a cross-site form or `text/plain` post needs no CORS preflight; JSON does).
 */
export function crossSiteRefusal(
  method: string,
  headers: IncomingHttpHeaders,
  policy: OriginPolicy & { body: BodyRule },
): Refusal | undefined {
  if (['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) return undefined
  const origin = originStatus(headers, policy)
  if (origin === 'foreign') return { status: 403, message: 'Cross-site requests are not accepted.' }
  if (policy.body === 'any' || policy.body === 'upload') return undefined
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return undefined
  if (type === 'multipart/form-data' && policy.body === 'json-or-same-origin-form' && origin === 'allowed')
    return undefined
  const length = headers['content-length']
  const bodiless =
    type === undefined && headers['transfer-encoding'] === undefined && (length === undefined || length.trim() === '0')
  return bodiless ? undefined : { status: 415, message: 'Send the request body as application/json.' }
}

/** The Web-API form for Payload endpoints: the refusal as a Response, or undefined to go on. */
export function refuseCrossSite(
  req: { method?: string; headers: Headers },
  policy: OriginPolicy & { body?: BodyRule },
): Response | undefined {
  const headers: IncomingHttpHeaders = {}
  req.headers.forEach((value, name) => {
    headers[name] = value
  })
  const refusal = crossSiteRefusal(req.method ?? 'POST', headers, { ...policy, body: policy.body ?? 'json' })
  if (!refusal) return undefined
  return Response.json(
    { message: refusal.message },
    { status: refusal.status, headers: { 'cache-control': 'no-store' } },
  )
}
