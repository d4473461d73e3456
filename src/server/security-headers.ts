/**
 * The security policy of the site's responses: the headers every response carries and the Content
 * Security Policy of an HTML document (built from the hashes of its trusted inline scripts). Pure:
 * src/server/html-response.ts applies it to responses.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

import { CHUNK_ERROR_SCRIPT } from '@/components/errors/chunk-error-script'

/** Hosts gtag.js loads from and reports to (Google's published CSP for GA4); allowed only when an id is set. */
export const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
export const ANALYTICS_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]
export const ANALYTICS_IMG_HOSTS = ['https://*.google-analytics.com', 'https://*.googletagmanager.com']

/** Browser features the site never uses, switched off for every page and any frame in it. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ')

const TWO_YEARS_S = 63_072_000

/** Staff previews of unpublished content (src/app/(site)/preview/): the only pages /cms may frame. */
export const PREVIEW_PATH = /^\/preview\/[^?#]/

/** The CMS admin: no analytics hosts in its policy. */
export const CMS_PATH = /^\/cms(\/|\?|$)/

/** The policy of anything that is not an HTML document (JSON, files, uploads): nothing may run or load. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Whether a request came over HTTPS: the connection itself is TLS, SITE_URL is https (a TLS proxy in
 * front of the site), or a trusted proxy says so in X-Forwarded-Proto. Without trusted proxies a
 * client could send that header itself, so it counts only when proxies are trusted.
 */
export function requestIsHttps(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  siteUrl: string,
  trustedProxies: number,
): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true
  if (siteUrl.startsWith('https:')) return true
  if (trustedProxies < 1) return false
  const proto = req.headers['x-forwarded-proto']
  // The last entry is the one the nearest trusted proxy wrote.
  const last = (Array.isArray(proto) ? proto.join(',') : proto)?.split(',').at(-1)?.trim().toLowerCase()
  return last === 'https'
}

/** Headers every response carries, whatever answers it (Next, Payload, server.ts itself, Socket.IO). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Content-Security-Policy': NON_DOCUMENT_POLICY,
    ...(https ? { 'Strict-Transport-Security': `max-age=${TWO_YEARS_S}; includeSubDomains` } : {}),
  }
}

/**
 * Inline scripts the site trusts, by their exact shape: Next's flight data pushes (one JSON string
 * literal each), Turbopack's chunk registration (one JSON object), React's streaming runtime
 * (`$R…` helpers) and the site's own chunk-error script. Only these are hashed into the policy: an
 * inline script of any other shape that somehow reached a page is left out, so the browser refuses it.
 */
const TRUSTED_INLINE: RegExp[] = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d+,"(?:[^"\\]|\\.)*"\]\)$/,
  /^self\.__next_f\.push\(\[\d+\]\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"[^<]*\}\);?$/,
  /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);$/,
  /^\$R[A-Z]{1,2}(=|\()/,
]

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return Boolean(type) && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript'
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** Hash sources for the trusted inline scripts of an HTML document, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes) || body === '') continue
    if (body === CHUNK_ERROR_SCRIPT || TRUSTED_INLINE.some((shape) => shape.test(body))) hashes.add(sha256Source(body))
  }
  return [...hashes]
}

/**
 * The policy of an HTML document. Public and staff pages: scripts from the site and the hashed
 * inline scripts only; styles allow inline (React's style attributes and Payload's admin set them);
 * connections to the site itself (its WebSocket included: CSP 3 matches ws/wss of the same host
 * with 'self'). The CMS admin at /cms needs the same script sources plus blob: images/workers for
 * uploads' previews.
 */
export function documentPolicy(
  hashes: string[],
  options: { dev: boolean; analytics: boolean; https: boolean; cms: boolean; preview?: boolean },
): string {
  const analytics = options.analytics && !options.cms
  const script = options.dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...hashes, ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // data: carries each cached page's inlined stylesheet (src/server/critical-css.ts).
    ['style-src', ["'self'", "'unsafe-inline'", 'data:']],
    ['img-src', ["'self'", 'data:', 'blob:', ...(analytics ? ANALYTICS_IMG_HOSTS : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])]],
    ['media-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    // A staff preview is shown beside the editor in /cms (same origin); nothing else may frame a page.
    ['frame-ancestors', [options.preview ? "'self'" : "'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (options.https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}
