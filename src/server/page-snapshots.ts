import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { NEXT_CACHE_HEADER } from '@/lib/cache/next-internals'

import type { Encoding } from './document-cache'
import { REQUEST_ID_HEADER } from './logging'
import { monotonicClock } from './wall-clock'

/** `headers` flat, name then value, as `writeHead` takes them all at once. */
type Snapshot = { headers: string[]; body: Buffer; vary: string[]; storedAt: number; renewing: boolean }

/** A response's headers as one flat list of names and values (a list header gives one pair per value). */
function flatHeaders(headers: OutgoingHttpHeaders): string[] {
  const flat: string[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const each of value) flat.push(name, each)
    else flat.push(name, String(value))
  }
  return flat
}

/**
 * Request headers that make Next answer something other than the cached document (RSC payloads, draft mode,
 * revalidation).
 */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'x-prerender-revalidate',
  'if-none-match',
  'if-modified-since',
  'range',
]
const BYPASS_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/

/**
 * A short-lived copy of finished responses for pages Next serves from its cache (x-nextjs-cache: HIT):
 * headers, policy and encoded body exactly as they last left the server. Under a burst of
 * visitors the same page is then written straight from memory instead of being routed, read from
 * Next's cache and hashed again on every request, which is where the server's time went.
 *
 * Nothing invalidates a snapshot: it simply expires after `ttlMs`, so a publish (which clears Next's
 * cache) shows within twice that time on every process, with no message between processes. Once it
 * has expired, one request renews it through Next while the others are still answered the expired
 * copy, for at most another `ttlMs`: without that, every connection that asked in the moments the
 * renewal took went through Next too (a page from Next's cache costs milliseconds of CPU, a snapshot
 * microseconds), and the slower a page was to render, the more of them did. Only complete GET answers
 * with status 200, no Set-Cookie and a known encoding are kept; least recently used snapshots leave
 * first beyond `maxEntries`.
 */
export class PageSnapshots {
  private readonly entries = new Map<string, Snapshot>()

  constructor(
    private readonly ttlMs = 250,
    private readonly maxEntries = 500,
    private readonly now: () => number = monotonicClock,
  ) {}

  private static key(req: IncomingMessage, https: boolean, encoding: Encoding | null): string | undefined {
    if (req.method !== 'GET' || !req.url) return undefined
    if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined
    if (BYPASS_COOKIES.test(req.headers.cookie ?? '')) return undefined
    if (/[?&]_rsc=/.test(req.url)) return undefined
    return `${https ? 'https' : 'http'}|${req.headers.host ?? ''}|${encoding ?? 'identity'}|${req.url}`
  }

  /**
   * Writes the stored answer for this request, with its own `requestId`, and returns true; or returns false when
   * there is none, or when this request is the one to renew it.
   */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    https: boolean,
    encoding: Encoding | null,
    requestId: string,
  ): boolean {
    const key = PageSnapshots.key(req, https, encoding)
    const snapshot = key ? this.entries.get(key) : undefined
    if (!key || !snapshot) return false
    // A header the stored answer varies on (other than the encoding, which is in the key) must be absent, as it was.
    if (snapshot.vary.some((name) => req.headers[name] !== undefined)) return false
    const age = this.now() - snapshot.storedAt
    if (age > this.ttlMs) {
      // Expired: this request renews it, unless another already does (its answer replaces this one when stored).
      // A renewal still running at the end of a second `ttlMs` (a slow render) leaves every request to Next.
      if (age > 2 * this.ttlMs) {
        this.entries.delete(key)
        return false
      }
      if (!snapshot.renewing) {
        snapshot.renewing = true
        // A renewal whose answer is not kept (the page is a 404 now, a publish's first render is a miss, the
        // connection was lost) removes the expired copy: a visitor who has seen the new answer is never shown the
        // old one again, and the next request goes through Next.
        res.once('close', () => {
          if (this.entries.get(key) === snapshot) this.entries.delete(key)
        })
        return false
      }
    }
    this.entries.delete(key)
    this.entries.set(key, snapshot)
    // Every header in one writeHead: one set on `res` before it would make Node validate and merge each stored
    // header again, which cost a cached page as much CPU as all the rest of the server's work on it.
    const { headers } = snapshot
    headers.push(REQUEST_ID_HEADER, requestId)
    try {
      res.writeHead(200, headers)
    } finally {
      headers.length -= 2
    }
    res.end(snapshot.body)
    return true
  }

  /** Keeps a finished answer from Next's cache; `body` is exactly what is sent for `encoding`. */
  store(req: IncomingMessage, res: ServerResponse, https: boolean, encoding: Encoding | null, body: Buffer): void {
    const key = PageSnapshots.key(req, https, encoding)
    if (!key || res.statusCode !== 200 || res.hasHeader('set-cookie')) return
    if (String(res.getHeader(NEXT_CACHE_HEADER) ?? '').toUpperCase() !== 'HIT') return
    const vary = String(res.getHeader('vary') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name && name !== 'accept-encoding')
    if (vary.includes('*')) return
    this.entries.delete(key)
    // The request id is the stored request's own: each answer from the snapshot carries the id of its request.
    const { [REQUEST_ID_HEADER]: _ownId, ...headers } = res.getHeaders()
    this.entries.set(key, { headers: flatHeaders(headers), body, vary, storedAt: this.now(), renewing: false })
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break
      this.entries.delete(oldest)
    }
  }
}
