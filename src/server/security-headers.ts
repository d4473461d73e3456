import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { CHUNK_ERROR_SCRIPT } from '@/components/errors/chunk-error-script'

import { type DocumentCache, preferredEncoding } from './document-cache'
import type { PageSnapshots } from './page-snapshots'

/** Hosts gtag.js loads from and reports to (Google's published CSP for GA4); allowed only when an id is set. */
export const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com']
export const ANALYTICS_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']
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

/** The policy of anything that is not an HTML document (JSON, files, uploads): nothing may run or load. */
/** Staff previews of unpublished content (src/app/(site)/preview/): the only pages /cms may frame. */
export const PREVIEW_PATH = /^\/preview\/[^?#]/

export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

export type SecurityHeaderOptions = {
  /** Development: Next's dev runtime evaluates code and injects scripts, so script-src is relaxed there only. */
  dev: boolean
  /** GA id configured (asked per response: admins change it in the site settings): the analytics hosts join the document policy (gtag loads only after consent). */
  analytics: () => boolean
  /** Whether this request reached the site over HTTPS (decides HSTS and upgrade-insecure-requests). */
  isHttps: (req: IncomingMessage) => boolean
  /** Hashes and compressed bytes of pages from Next's cache, computed once per version of a page. */
  documents?: DocumentCache
  /** Short-lived copies of finished cached pages (src/server/page-snapshots.ts), filled here. */
  snapshots?: PageSnapshots
}

/**
 * Whether a request came over HTTPS: the connection itself is TLS, SITE_URL is https (a TLS proxy in
 * front of the site), or a trusted proxy says so in X-Forwarded-Proto. Without trusted proxies a
 * client could send that header itself, so it counts only when proxies are trusted.
 */
export function requestIsHttps(req: Pick<IncomingMessage, 'headers' | 'socket'>, siteUrl: string, trustedProxies: number): boolean {
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
export function documentPolicy(hashes: string[], options: { dev: boolean; analytics: boolean; https: boolean; cms: boolean; preview?: boolean }): string {
  const analytics = options.analytics && !options.cms
  const script = options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...hashes, ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])]
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
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

/** A whole 200 page from Next's cache (static or ISR: Next marks those with x-nextjs-cache), not yet encoded. */
function fromNextCache(req: IncomingMessage, res: ServerResponse): boolean {
  return req.method === 'GET' && res.statusCode === 200 && res.hasHeader('x-nextjs-cache') && !res.hasHeader('content-encoding')
}

function addVary(res: ServerResponse, field: string): void {
  const current = String(res.getHeader('vary') ?? '')
  if (current.split(',').some((value) => value.trim().toLowerCase() === field.toLowerCase() || value.trim() === '*')) return
  res.setHeader('Vary', current ? `${current}, ${field}` : field)
}

function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
}

type Write = ServerResponse['write']
type End = ServerResponse['end']
type Callback = (error?: Error | null) => void

/**
 * Sets the base headers on a response and, when it turns out to be an HTML document, holds its
 * body until it ends so the document's policy can name the hashes of its inline scripts. A page
 * from Next's cache is the same bytes every time, so it stays prerendered: no per-request nonce.
 * Anything else passes through untouched (streams, files, JSON).
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityHeaderOptions): void {
  const https = options.isHttps(req)
  for (const [name, value] of Object.entries(baseSecurityHeaders(https))) res.setHeader(name, value)

  const cms = /^\/cms(\/|\?|$)/.test(req.url ?? '')
  const preview = PREVIEW_PATH.test(req.url ?? '')
  if (preview) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  const write = res.write.bind<Write>(res)
  const end = res.end.bind<End>(res)
  const writeHead = res.writeHead.bind(res)
  const flushHeaders = res.flushHeaders.bind(res)
  const chunks: Buffer[] = []
  let holding: boolean | undefined
  let releasing = false

  const decide = () => (holding ??= isHtml(res))

  // Headers given to writeHead are kept as set headers, so they go out with the first real write.
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined
    const headers = (reason === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | string[] | undefined
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
    res.statusCode = statusCode
    if (reason !== undefined) res.statusMessage = reason
    // Node's implicit header write comes back through here once the held body is released.
    if (releasing || !decide()) {
      // A 304 updates the cached response's headers (and often has no content type): it must not
      // replace a cached page's policy with another one.
      if (statusCode === 304) res.removeHeader('Content-Security-Policy')
      return writeHead(statusCode)
    }
    return res
  }

  res.flushHeaders = () => {
    if (!decide()) flushHeaders()
  }
  const flushable = res as ServerResponse & { flush?: () => void }
  const flush = flushable.flush?.bind(res)
  if (flush) flushable.flush = () => (decide() ? undefined : flush())

  res.write = function (chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (!decide()) return write(chunk, encodingOrCallback as never, callback as never)
    const encoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : 'utf8'
    if (chunk != null) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array))
    const done = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined
    if (done) process.nextTick(done)
    return true
  } as Write

  res.end = function (chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (!decide()) return end(chunk as never, encodingOrCallback as never, callback as never)
    const done = (typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined
    if (chunk != null && typeof chunk !== 'function') {
      const encoding = typeof encodingOrCallback === 'string' ? (encodingOrCallback as BufferEncoding) : 'utf8'
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array))
    }
    const body = Buffer.concat(chunks)
    if (res.statusCode === 304) {
      // A 304 updates the stored response's headers: without a body there is nothing to hash, and
      // the policy stored with the cached page must stay.
      res.removeHeader('Content-Security-Policy')
    } else if (options.documents && fromNextCache(req, res)) {
      // The same bytes as on every other request for this page version: hashes and the compressed
      // body come from memory (the compression middleware leaves an encoded body alone).
      const encoding = preferredEncoding(req.headers['accept-encoding'])
      const { hashes, encoded } = options.documents.lookup(body, encoding)
      res.setHeader('Content-Security-Policy', documentPolicy(hashes, { dev: options.dev, analytics: options.analytics(), https, cms, preview }))
      addVary(res, 'Accept-Encoding')
      if (encoded && encoding) {
        res.setHeader('Content-Encoding', encoding)
        res.setHeader('Content-Length', encoded.length)
        options.snapshots?.store(req, res, https, encoding, encoded)
        releasing = true
        return end(encoded, done as never)
      }
      res.setHeader('Content-Length', body.length)
      if (!encoding) options.snapshots?.store(req, res, https, null, body)
    } else {
      const hashes = inlineScriptHashes(body.toString('utf8'))
      res.setHeader('Content-Security-Policy', documentPolicy(hashes, { dev: options.dev, analytics: options.analytics(), https, cms, preview }))
      if (!res.hasHeader('content-encoding') && req.method !== 'HEAD') res.setHeader('Content-Length', body.length)
    }
    releasing = true
    return end(body, done as never)
  } as End
}
