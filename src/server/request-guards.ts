import type { IncomingMessage, ServerResponse } from 'node:http'

import { declarationFor } from '@/lib/http/endpoints'
import { crossSiteRefusal, type OriginPolicy } from '@/lib/http/same-origin'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The path as routing may see it: an absolute-form target reduced to its path, percent-decoding
 * undone, lower case, repeated slashes collapsed, no trailing slash.
 */
function routePath(url: string): string {
  let path = url.split(/[?#]/)[0]!
  if (!path.startsWith('/')) {
    try {
      path = new URL(url).pathname
    } catch {
      // Not a URL at all: matched as written.
    }
  }
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape stays as written; it matches no rule below and gets the Origin check only.
  }
  path = path.replace(/[\\/]+/g, '/').toLowerCase()
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * Refuses cross-site writes to /api before Next and Payload see them: a foreign Origin gets 403 on
 * every state-changing API request, a body of a type its declaration (src/lib/http/endpoints.ts) does
 * not take 415. True when the request has been answered.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse, opts: OriginPolicy): boolean {
  const method = (req.method ?? 'GET').toUpperCase()
  if (!UNSAFE.has(method)) return false
  const path = routePath(req.url ?? '/')
  if (path !== '/api' && !path.startsWith('/api/')) return false
  const refusal = crossSiteRefusal(method, req.headers, { ...opts, body: declarationFor(method, path)?.body ?? 'any' })
  if (!refusal) return false
  res.writeHead(refusal.status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify({ message: refusal.message }))
  // The body is not read: drop it rather than keep a connection busy with it.
  req.resume()
  return true
}
