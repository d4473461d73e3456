import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/** Header server.ts sets on every request; anything a client sends under this name is replaced. */
export const CLIENT_IP_HEADER = 'x-agency-client-ip'

/**
 * How many reverse proxies stand in front of the server (TRUST_PROXY): 0 trusts no forwarding
 * header. `true`/`false` are accepted for callers of the earlier yes/no setting (true: one proxy).
 */
export type TrustProxy = number | boolean

export function trustedHops(trustProxy: TrustProxy): number {
  if (trustProxy === true) return 1
  if (trustProxy === false || !Number.isFinite(trustProxy) || trustProxy < 0) return 0
  return Math.floor(trustProxy)
}

/** An address as a proxy may write it (`[v6]:port`, `v4:port`), reduced to the IP; undefined when it is none. */
function asIp(entry: string): string | undefined {
  let value = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  return isIP(value) ? value : undefined
}

/**
 * The caller's IP: the socket address, or, behind N trusted proxies, the N-th X-Forwarded-For entry
 * from the end: the one the outermost trusted proxy appended. Entries before it come from the client
 * and could be anything. With fewer entries than proxies the first one is used (as Express does);
 * anything that is not an IP falls back to the socket address, so junk never becomes a rate-limit key.
 */
export function clientIp(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: TrustProxy): string {
  const hops = trustedHops(trustProxy)
  const socketAddress = req.socket.remoteAddress ?? 'unknown'
  if (hops === 0) return socketAddress
  const forwarded = req.headers['x-forwarded-for']
  const entries = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socketAddress
  const chosen = entries[Math.max(0, entries.length - hops)]!
  return asIp(chosen) ?? socketAddress
}

/**
 * The host a request was sent to: the Host header, or behind a trusted proxy the last
 * X-Forwarded-Host entry (the one the nearest proxy set). Lower case; undefined when missing.
 */
export function requestHost(
  headers: Pick<IncomingMessage, 'headers'>['headers'],
  trustProxy: TrustProxy,
): string | undefined {
  const forwarded = trustedHops(trustProxy) > 0 ? headers['x-forwarded-host'] : undefined
  const fromProxy = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim()
  const host = fromProxy || headers.host?.trim()
  return host ? host.toLowerCase() : undefined
}
