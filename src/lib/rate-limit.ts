import { isIP } from 'node:net'

import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = { consume: (key: string) => Promise<RateLimitResult> }

/** The eight 16-bit groups of an IPv6 address (embedded IPv4 tail included); undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined
  let text = address.toLowerCase()
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16))
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined
}

/**
 * The rate-limit key of a client address: an IPv4 address as it is (also when written IPv4-mapped,
 * `::ffff:1.2.3.4`), an IPv6 address as its /64 network (one subscriber usually holds a whole /64,
 * so counting single addresses would give each client 2^64 tries). Anything else is kept as given.
 */
export function rateLimitKeyForIp(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '')
  if (isIP(address) === 4) return address
  const groups = ipv6Groups(address)
  if (!groups) return ip
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/**
 * A fixed-window limit kept in PostgreSQL (table `rate_limits`, created by a migration), so it holds
 * across every app process. A storage error lets the request through rather than blocking people,
 * unless `refuseOnStorageError` (for a limit that guards others rather than the site).
 */
export function postgresRateLimiter(
  pool: Pool,
  opts: { keyPrefix: string; points: number; durationSeconds: number; refuseOnStorageError?: boolean },
): RateLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    // Every 5 minutes (an unref'd timer) rows that expired over an hour ago are deleted.
    clearExpiredByTimeout: true,
    keyPrefix: opts.keyPrefix,
    points: opts.points,
    duration: opts.durationSeconds,
  })
  return {
    async consume(key) {
      try {
        // Limits keyed by a client IP count IPv6 clients per /64 and mapped IPv4 as IPv4.
        await limiter.consume(isIP(key.trim().replace(/%.*$/, '')) ? rateLimitKeyForIp(key) : key)
        return { allowed: true }
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
        }
        if (opts.refuseOnStorageError) {
          console.error('Rate limiter unavailable; refusing:', error)
          return { allowed: false, retryAfterSeconds: opts.durationSeconds }
        }
        console.error('Rate limiter unavailable; allowing the request:', error)
        return { allowed: true }
      }
    },
  }
}
