import type { IncomingMessage } from 'node:http'

/**
 * Whether a browser request comes from a page of the host it was sent to: its Origin names the
 * Host it reached (behind a trusted proxy, the host the proxy forwarded). A page of another site
 * cannot send such an Origin, so this is the same cross-site protection as Payload's CSRF list,
 * for a site reached under more than one name (localhost and 127.0.0.1, www and the bare domain).
 */
export function isSameOrigin(req: Pick<IncomingMessage, 'headers'>, trustProxy: boolean): boolean {
  const origin = req.headers.origin
  if (!origin) return false
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined
  const host = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim() || req.headers.host
  return Boolean(host) && originHost.toLowerCase() === host!.toLowerCase()
}
