import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = { consume: (key: string) => Promise<RateLimitResult> }

/**
 * A fixed-window limit kept in PostgreSQL (table `rate_limits`, created by a migration), so it holds
 * across every app process. A storage error lets the request through rather than blocking people.
 */
export function postgresRateLimiter(pool: Pool, opts: { keyPrefix: string; points: number; durationSeconds: number }): RateLimiter {
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
        await limiter.consume(key)
        return { allowed: true }
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
        }
        console.error('Rate limiter unavailable; allowing the request:', error)
        return { allowed: true }
      }
    },
  }
}
