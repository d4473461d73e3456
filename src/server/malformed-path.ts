import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Whether the path of a request URL holds a %-escape that does not decode (`%zz`, a cut `%4`, `%ff` alone), or one
 * that decodes to NUL (`%00`), which no route names and PostgreSQL cannot even compare with.
 */
export function hasMalformedEscape(url: string): boolean {
  const path = url.split('?')[0]!
  if (!path.includes('%')) return false
  try {
    return decodeURIComponent(path).includes('\u0000')
  } catch {
    return true
  }
}

/**
 * Answers 400 to a path no route could decode; Next would fail on it with a 500 and log nothing. Returns true when it
 * answered.
 */
export function refuseMalformedPath(req: IncomingMessage, res: ServerResponse): boolean {
  if (!hasMalformedEscape(req.url ?? '/')) return false
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
  res.end('Bad request: the address holds a malformed %-escape.\n')
  req.resume()
  return true
}
