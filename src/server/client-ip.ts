import type { IncomingMessage } from 'node:http'

/** Header server.ts sets on every request; anything a client sends under this name is replaced. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip'

/**
 * The caller's IP: the socket address, or, behind a trusted proxy, the last X-Forwarded-For entry:
 * the one that proxy appended. Earlier entries come from the client and could be anything.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for']
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim()
    if (last) return last
  }
  return req.socket.remoteAddress ?? 'unknown'
}
