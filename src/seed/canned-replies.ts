import type { Payload } from 'payload'

import { SEED_CANNED_REPLIES } from '@/content/canned-replies'

const SEED_KEY = 'seed:canned-replies'

/** Writes the starting canned replies once per database; later starts leave the admins' edits and deletions alone. */
export async function seedCannedReplies(payload: Payload): Promise<'created' | 'skipped'> {
  if (await payload.kv.get(SEED_KEY)) return 'skipped'
  for (const reply of SEED_CANNED_REPLIES) {
    await payload.create({ collection: 'canned-replies', data: reply, overrideAccess: true })
  }
  await payload.kv.set(SEED_KEY, { at: new Date().toISOString() })
  return 'created'
}
