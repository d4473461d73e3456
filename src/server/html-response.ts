import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { NEXT_CACHE_HEADER } from '@/lib/cache/next-internals'

import { type DocumentCache, preferredEncoding } from './document-cache'
import type { PageSnapshots } from './page-snapshots'
import { baseSecurityHeaders, CMS_PATH, documentPolicy, inlineScriptHashes, PREVIEW_PATH } from './security-headers'

export type HtmlResponseOptions = {
  /** Development: Next's dev runtime evaluates code and injects scripts, so script-src is relaxed there only. */
  dev: boolean
  /**
   * GA id configured (asked per response: admins change it in the site settings): the analytics hosts join the document
   * policy (gtag loads only after consent).
   */
  analytics: () => boolean
  /** Whether this request reached the site over HTTPS (decides HSTS and upgrade-insecure-requests). */
  isHttps: (req: IncomingMessage) => boolean
  /** Hashes and compressed bytes of pages from Next's cache, computed once per version of a page. */
  documents?: DocumentCache
  /** Short-lived copies of finished cached pages (src/server/page-snapshots.ts), filled here. */
  snapshots?: PageSnapshots
}

/** A whole 200 page from Next's cache (static or ISR: Next marks those with x-nextjs-cache), not yet encoded. */
function fromNextCache(req: IncomingMessage, res: ServerResponse): boolean {
  return (
    req.method === 'GET' &&
    res.statusCode === 200 &&
    res.hasHeader(NEXT_CACHE_HEADER) &&
    !res.hasHeader('content-encoding')
  )
}

function addVary(res: ServerResponse, field: string): void {
  const current = String(res.getHeader('vary') ?? '')
  if (current.split(',').some((value) => value.trim().toLowerCase() === field.toLowerCase() || value.trim() === '*'))
    return
  res.setHeader('Vary', current ? `${current}, ${field}` : field)
}

function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
}

/** The blog's RSS and Atom feeds: served from Next's cache like the pages, with no scripts to name in a policy. */
function isFeed(res: ServerResponse): boolean {
  return /^application\/(?:rss|atom)\+xml\b/i.test(String(res.getHeader('content-type') ?? ''))
}

const ERROR_DOCUMENT_START = Buffer.from('<html id="__next_error__">')

/**
 * Next sends a page that called notFound() (and an error page) as its own error document, whose <html> names no
 * language: screen readers then guess the language of the 404 page's title. The site's pages are English.
 */
export function withDocumentLanguage(body: Buffer): Buffer {
  const at = body.indexOf(ERROR_DOCUMENT_START)
  // Only the document's own root element: the first <html of the body.
  if (at === -1 || body.indexOf('<html') !== at) return body
  const end = at + ERROR_DOCUMENT_START.length - 1
  return Buffer.concat([body.subarray(0, end), Buffer.from(' lang="en"'), body.subarray(end)])
}

type Write = ServerResponse['write']
type End = ServerResponse['end']
type Callback = (error?: Error | null) => void

/**
 * Sets the base security headers (src/server/security-headers.ts) on a response and, when it turns
 * out to be an HTML document, holds its body until it ends so the document's policy can name the
 * hashes of its inline scripts. A page from Next's cache is the same bytes every time, so it stays
 * prerendered (no per-request nonce): its hashes and compressed bytes come from `documents`, and
 * the finished answer is handed to `snapshots`. Anything else passes through untouched (streams,
 * files, JSON).
 */
export function secureResponse(req: IncomingMessage, res: ServerResponse, options: HtmlResponseOptions): void {
  const https = options.isHttps(req)
  for (const [name, value] of Object.entries(baseSecurityHeaders(https))) res.setHeader(name, value)

  const cms = CMS_PATH.test(req.url ?? '')
  const preview = PREVIEW_PATH.test(req.url ?? '')
  if (preview) res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  const policyFor = (hashes: string[]) =>
    documentPolicy(hashes, { dev: options.dev, analytics: options.analytics(), https, cms, preview })
  const write = res.write.bind<Write>(res)
  const end = res.end.bind<End>(res)
  const writeHead = res.writeHead.bind(res)
  const flushHeaders = res.flushHeaders.bind(res)
  const chunks: Buffer[] = []
  let holding: boolean | undefined
  let releasing = false

  // A feed from Next's cache is held too: it is compressed once per version and snapshotted like a page.
  let html = false
  const decide = () =>
    (holding ??= (html = isHtml(res)) || (options.documents !== undefined && fromNextCache(req, res) && isFeed(res)))

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
    if (chunk != null)
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array))
    const done = (typeof encodingOrCallback === 'function' ? encodingOrCallback : callback) as Callback | undefined
    if (done) process.nextTick(done)
    return true
  } as Write

  res.end = function (chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (!decide()) return end(chunk as never, encodingOrCallback as never, callback as never)
    const done = (
      typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    ) as Callback | undefined
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
      const { body: sent, hashes, encoded } = options.documents.lookup(body, encoding, html)
      if (html) res.setHeader('Content-Security-Policy', policyFor(hashes))
      addVary(res, 'Accept-Encoding')
      if (encoded && encoding) {
        res.setHeader('Content-Encoding', encoding)
        res.setHeader('Content-Length', encoded.length)
        options.snapshots?.store(req, res, https, encoding, encoded)
        releasing = true
        return end(encoded, done as never)
      }
      res.setHeader('Content-Length', sent.length)
      if (!encoding) options.snapshots?.store(req, res, https, null, sent)
      releasing = true
      return end(sent, done as never)
    } else {
      const sent = html ? withDocumentLanguage(body) : body
      if (html) res.setHeader('Content-Security-Policy', policyFor(inlineScriptHashes(sent.toString('utf8'))))
      if (!res.hasHeader('content-encoding') && req.method !== 'HEAD') res.setHeader('Content-Length', sent.length)
      releasing = true
      return end(sent, done as never)
    }
    releasing = true
    return end(body, done as never)
  } as End
}
