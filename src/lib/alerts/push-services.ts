import { lookup } from 'node:dns'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * The push services browsers subscribe at (Chrome and Edge's FCM, Firefox's autopush, Safari's and Windows'
 * own): a push endpoint must be on one of these hosts, or on one the operator names in PUSH_SERVICE_HOSTS.
 * Anything else (an internal address, a port scan target) is refused when the device is registered.
 */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const

/** At most this many alert devices per staff member: a browser per computer and phone, with room to spare. */
export const MAX_DEVICES_PER_PERSON = 10

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern

/** The hostname of an endpoint URL in lower case, without brackets around an IPv6 address. */
const hostOf = (endpoint: string) => new URL(endpoint).hostname.toLowerCase().replace(/^\[|\]$/g, '')

/**
 * Which push service `endpoint` is at: a browser's, one the operator listed (`operatorHosts`, from PUSH_SERVICE_HOSTS:
 * exact names, or `*.` suffixes; its addresses are theirs to vouch for), or none, which alerts are never sent to.
 */
export function pushServiceOf(endpoint: string, operatorHosts: readonly string[] = []): 'browser' | 'operator' | null {
  let host: string
  try {
    host = hostOf(endpoint)
  } catch {
    return null
  }
  if (BROWSER_PUSH_HOSTS.some((pattern) => hostMatches(host, pattern))) return 'browser'
  if (operatorHosts.some((pattern) => hostMatches(host, pattern.toLowerCase()))) return 'operator'
  return null
}

/** Addresses a push to a public service must never reach: loopback, private, link-local (cloud metadata), and kin. */
const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4')
// An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is checked against the IPv4 ranges by BlockList itself.
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6')

export function isInternalAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * DNS lookup for push requests: an answer naming an internal address fails the connection, so a host whose name
 * was accepted cannot be pointed at the inside later (the check is on the address actually connected to).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4)
    const list = addresses as unknown as { address: string; family: number }[]
    const refused = list.find((entry) => isInternalAddress(entry.address))
    if (refused || list.length === 0) {
      const reason = Object.assign(new Error(`${hostname} resolves to an internal address`), { code: 'EINTERNAL' })
      return callback(reason, '', 4)
    }
    if (options.all) return callback(null, list)
    return callback(null, list[0]!.address, list[0]!.family)
  })
}

/** The agent pushes to a browser's push service go through: public addresses only. */
export const publicPushAgent = new https.Agent({ keepAlive: true, lookup: publicOnlyLookup })

/**
 * What the alert log keeps of a failed push: the push service's status, or one neutral phrase. The socket's own
 * error (refused, reset, TLS) would tell staff which ports of a host are open.
 */
export function neutralPushError(statusCode: number | undefined): string {
  return statusCode ? `push service refused: ${statusCode}` : 'push service unreachable'
}
