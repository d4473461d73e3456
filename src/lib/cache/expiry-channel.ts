import type { Pool } from 'pg'

/** The PostgreSQL channel on which a write tells every app process which cache tags it expired. */
export const CACHE_EXPIRY_CHANNEL = 'site_cache_expiry'
/** NOTIFY payloads are capped at 8,000 bytes by PostgreSQL; a longer list is sent in parts. */
const MAX_PAYLOAD = 7_000

/** Tells every process sharing the database (this one too) that `tags` expired. */
export async function announceExpiredTags(pool: Pool, tags: string[]): Promise<void> {
  let batch: string[] = []
  const send = async () => {
    if (batch.length) await pool.query('SELECT pg_notify($1, $2)', [CACHE_EXPIRY_CHANNEL, JSON.stringify(batch)])
    batch = []
  }
  for (const tag of tags) {
    if (Buffer.byteLength(JSON.stringify([...batch, tag])) > MAX_PAYLOAD) await send()
    batch.push(tag)
  }
  await send()
}

/** The tags in a notification's payload, or none when it is not a JSON list of strings. */
export function tagsOf(payload: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(payload ?? '')
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []
  } catch {
    return []
  }
}
