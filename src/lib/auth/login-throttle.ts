import { createHash } from 'node:crypto'

import { APIError, type Payload, type PayloadRequest } from 'payload'
import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { poolOf } from '@/lib/db/pool'
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip'
import { rateLimitKeyForIp } from '@/lib/rate-limit'

/** Sign-in attempts one IP may fail per day, whatever the usernames. */
export const LOGIN_FAILURES_PER_IP_PER_DAY = 100
/** Consecutive attempts of one username from one IP that make the next one wait for nothing. */
export const LOGIN_FREE_ATTEMPTS = 5
const FIRST_WAIT_S = 60
const LONGEST_WAIT_S = 15 * 60
const DAY_S = 24 * 60 * 60

/** How long the attempt after the `attempt`-th consecutive one must wait: nothing, then 1, 2, 4, 8, 15 minutes. */
export function waitAfterAttempt(attempt: number): number {
  if (attempt <= LOGIN_FREE_ATTEMPTS) return 0
  return Math.min(LONGEST_WAIT_S, FIRST_WAIT_S * 2 ** Math.min(20, attempt - LOGIN_FREE_ATTEMPTS - 1))
}

/** The answer to a throttled attempt: 429, the same for every username (known or not). */
export class LoginThrottled extends APIError<{ retryAfterSeconds: number }> {
  constructor(public readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    super(
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      429,
      { retryAfterSeconds },
      true,
    )
    this.name = 'LoginThrottled'
  }
}

export type LoginThrottle = {
  /**
   * Counts an attempt before its password is checked (so parallel attempts cannot slip past the
   * count) and throws LoginThrottled when this IP, or this username from this IP, must wait.
   */
  attempt: (ip: string, username: string) => Promise<void>
  /** A correct password: the username's failures from this IP are forgotten, the attempt is not counted for the IP. */
  succeeded: (ip: string, username: string) => Promise<void>
}

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))
// Usernames can be anything a client sends: the key holds a digest, bounded and without the name.
const pairKey = (ip: string, username: string) => createHash('sha256').update(`${ip}\n${username}`).digest('base64url')
// IPv6 clients count per /64, like every other limit of the site.
const ipKey = (ip: string) => {
  const key = rateLimitKeyForIp(ip)
  return key.length <= 64 ? key : createHash('sha256').update(key).digest('base64url')
}

/**
 * Throttling kept in PostgreSQL (table `rate_limits`, like src/lib/rate-limit.ts), so it holds across app processes.
 */
export function createLoginThrottle(pool: Pool, log: (error: unknown) => void = console.error): LoginThrottle {
  const common = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true } as const
  const perIp = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'login-ip',
    points: LOGIN_FAILURES_PER_IP_PER_DAY,
    duration: DAY_S,
    clearExpiredByTimeout: true,
  })
  // A counter only (never refuses): consecutive attempts of a username from an IP within a day, reset by a success.
  const failures = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'login-fails',
    points: Number.MAX_SAFE_INTEGER,
    duration: DAY_S,
    clearExpiredByTimeout: false,
  })
  // An attempt opens a window (growing with the count) in which the next one is refused; atomic in
  // the store, so parallel attempts cannot slip through the same gap.
  const pause = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'login-wait',
    points: 1,
    duration: FIRST_WAIT_S,
    clearExpiredByTimeout: false,
  })

  return {
    async attempt(ip, username) {
      const pair = pairKey(ip, username)
      try {
        await perIp.consume(ipKey(ip))
        const { consumedPoints } = await failures.penalty(pair, 1)
        const wait = waitAfterAttempt(consumedPoints)
        if (wait > 0) await pause.consume(pair, 1, { customDuration: wait })
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new LoginThrottled(secondsOf(error))
        // A storage fault must not lock everybody out: the password check still protects the account.
        log(error)
      }
    },
    async succeeded(ip, username) {
      const pair = pairKey(ip, username)
      try {
        await Promise.all([failures.delete(pair), pause.delete(pair), perIp.reward(ipKey(ip), 1)])
      } catch (error) {
        log(error)
      }
    },
  }
}

const THROTTLES = new WeakMap<Payload, LoginThrottle>()

/** The throttle of one Payload instance (its Postgres pool), made on first use. */
export function loginThrottleOf(payload: Payload): LoginThrottle | undefined {
  let throttle = THROTTLES.get(payload)
  if (!throttle) {
    const pool = poolOf(payload.db)
    if (!pool) return undefined
    throttle = createLoginThrottle(pool, (error) =>
      payload.logger.error({ err: error }, 'login throttle unavailable; the attempt is allowed'),
    )
    THROTTLES.set(payload, throttle)
  }
  return throttle
}

/**
 * The address a sign-in attempt is throttled by. Requests from outside (REST, GraphQL) always have
 * one: server.ts sets the header, and without it they share one bucket rather than escape the limit.
 * Local API calls made by the server's own code are not throttled.
 */
export function throttledAddress(req: PayloadRequest): string | undefined {
  const ip = req.headers?.get(CLIENT_IP_HEADER)?.trim()
  if (ip) return ip
  return req.payloadAPI === 'local' ? undefined : 'unknown'
}
