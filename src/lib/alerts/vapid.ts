import type { Pool } from 'pg'
import webPush from 'web-push'

import { siteConfig } from '@/config/site'

export type VapidKeys = { publicKey: string; privateKey: string }

/**
 * The site's VAPID key pair (RFC 8292), kept in `web_push_keys` (one row, id 1): made on the first
 * start (payload.config.ts onInit). Whoever finds no row makes a pair and offers it with
 * ON CONFLICT DO NOTHING; whichever offer landed first is the pair every process reads, so
 * subscriptions made through any process verify against the same public key. Never sent anywhere
 * but the public half.
 */
const cached = new WeakMap<Pool, Promise<VapidKeys>>()

export function vapidKeys(pool: Pool): Promise<VapidKeys> {
  let keys = cached.get(pool)
  if (!keys) {
    keys = readOrCreate(pool).catch((error: unknown) => {
      cached.delete(pool)
      throw error
    })
    cached.set(pool, keys)
  }
  return keys
}

async function readOrCreate(pool: Pool): Promise<VapidKeys> {
  const read = () =>
    pool.query<{ public_key: string; private_key: string }>(
      'SELECT public_key, private_key FROM web_push_keys WHERE id = 1',
    )
  let { rows } = await read()
  if (!rows[0]) {
    const offer = webPush.generateVAPIDKeys()
    await pool.query(
      'INSERT INTO web_push_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
      [offer.publicKey, offer.privateKey],
    )
    ;({ rows } = await read())
  }
  const row = rows[0]
  if (!row) throw new Error('The VAPID key pair could not be stored.')
  return { publicKey: row.public_key, privateKey: row.private_key }
}

/** Who push services may contact about this site's pushes: the contact e-mail. */
export const vapidSubject = () => `mailto:${siteConfig().contactEmail}`
