import { createHash, randomBytes } from 'node:crypto'

/** A new day's salt: 32 random bytes, kept in analytics_salts only while its UTC day lasts. */
export const newSalt = (): Buffer => randomBytes(32)

/**
 * The day's anonymous visitor id: the first 8 bytes of SHA-256(salt ‖ IP ‖ NUL ‖ User-Agent), read
 * as a signed 64-bit integer (PostgreSQL's bigint). Without the salt, deleted when the day ends,
 * nobody can tell whose it was or link it to another day's.
 */
export function visitorId(salt: Buffer, ip: string, userAgent: string): bigint {
  return createHash('sha256').update(salt).update(ip).update('\0').update(userAgent).digest().readBigInt64BE(0)
}

/** The UTC day (YYYY-MM-DD) of a time in milliseconds. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
