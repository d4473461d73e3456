import type { IncomingMessage } from 'node:http'

/** Header server.ts sets on every request; anything a client sends under this name is replaced. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip'

/** The caller's IP: the socket address, or the first X-Forwarded-For hop when a trusted proxy sets it. */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for']
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
    if (first) return first
  }
  return req.socket.remoteAddress ?? 'unknown'
}
