import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** The pg pool behind Payload's PostgreSQL adapter (undefined for an adapter without one). */
export function poolOf(db: unknown): Pool | undefined {
  return (db as { pool?: Pool }).pool
}

/** The pool for the site's own SQL (chat store, rate limits, locks); Payload always runs on PostgreSQL here. */
export function databasePool(payload: Pick<Payload, 'db'>): Pool {
  const pool = poolOf(payload.db)
  if (!pool) throw new Error('The PostgreSQL pool is not available: Payload must use the PostgreSQL adapter.')
  return pool
}
