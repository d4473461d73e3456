import type { IncomingMessage, ServerResponse } from 'node:http'

import { requestHost, type TrustProxy } from '@/lib/http/client-ip'

export type CanonicalHostOptions = {
  /** SITE_URL: its origin is the one address pages, sign-ins and API calls use. */
  siteUrl: string
  /** Other addresses answered as they are: MONITORING_BASE_URL, which the site check requests. */
  alsoServe?: readonly (string | undefined)[]
  trustProxy: TrustProxy
  /** Production redirects; development only says, once, which address to use. */
  production: boolean
  warn?: (message: string) => void
}

/** Answered at any address: load balancers and probes ask by IP. */
const ANY_HOST = new Set(['/api/health'])

export type CanonicalAnswer = { status: 308; location: string } | { status: 421; message: string }

const HOST_CHARS = /^[a-z0-9.\-:[\]]+$/

/** The host as the URL parser writes it for this scheme (default port dropped, lower case); undefined for junk. */
function normalHost(host: string | undefined, protocol: string): string | undefined {
  if (!host || !HOST_CHARS.test(host)) return undefined
  try {
    return new URL(`${protocol}//${host}`).host
  } catch {
    return undefined
  }
}

/**
 * What to answer a request that reached the server under a name other than SITE_URL's host:
 * 308 to the same path on SITE_URL's origin for GET and HEAD, 421 for anything else (re-sending a
 * form or an API call to another origin would only be refused there as cross-site). Undefined
 * for the right host, and for /api/health.
 */
export function canonicalAnswer(
  req: Pick<IncomingMessage, 'headers' | 'method' | 'url'>,
  opts: Omit<CanonicalHostOptions, 'production' | 'warn'>,
): CanonicalAnswer | undefined {
  const site = new URL(opts.siteUrl)
  const url = req.url ?? '/'
  const path = url.startsWith('/') ? url : '/'
  if (ANY_HOST.has(path.split('?')[0]!)) return undefined
  const host = normalHost(requestHost(req.headers, opts.trustProxy), site.protocol)
  const served = [opts.siteUrl, ...(opts.alsoServe ?? [])].flatMap((address) => {
    if (!address) return []
    try {
      return [new URL(address).host]
    } catch {
      return []
    }
  })
  if (host && served.includes(host)) return undefined
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 421, message: `This site answers at ${site.origin}; send the request there.` }
  }
  // An absolute URL naming SITE_URL's host: whatever the path holds (`//x`, `/\x`), it stays on this site.
  const safePath = /^\/[\x21-\x7e]*$/.test(path) ? path : '/'
  return { status: 308, location: `${site.origin}${safePath}` }
}

/**
 * The request handler step that keeps everyone on SITE_URL's host (true: answered). In development
 * nothing is redirected; the first request under another name logs which address to use.
 */
export function canonicalHost(opts: CanonicalHostOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  let warned = false
  const warn = opts.warn ?? ((message: string) => console.warn(message))
  return (req, res) => {
    const answer = canonicalAnswer(req, opts)
    if (!answer) return false
    if (!opts.production) {
      if (!warned) {
        warned = true
        const origin = new URL(opts.siteUrl).origin
        warn(
          `This server was opened as ${JSON.stringify(requestHost(req.headers, opts.trustProxy) ?? '')}, but SITE_URL is ${origin}: ` +
            `open ${origin} instead, or staff sign-ins and API calls from the other address are refused. ` +
            'Production redirects other host names to SITE_URL.',
        )
      }
      return false
    }
    if (answer.status === 308) {
      res.writeHead(308, { location: answer.location, 'cache-control': 'no-store' })
      res.end()
    } else {
      res.writeHead(421, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ message: answer.message }))
      req.resume()
    }
    return true
  }
}
