import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/lib/db/after-commit'
import { poolOf } from '@/lib/db/pool'

import { announceExpiredTags } from './expiry-channel'
import { IMPLICIT, markTagsExpired } from './next-internals'

/**
 * Next names a cached page by implicit tags: IMPLICIT (`_N_T_`, src/lib/cache/next-internals.ts) + its path, `_N_T_` +
 * its route file (route
 * group included) + `/page` for every page of a dynamic route, and `_N_T_/layout` for every page
 * and route there is. These are the tags `revalidatePath` expires (src/lib/cache/next-internals.test.ts
 * checks them against Next's own).
 */
export const EVERY_PAGE_TAG = `${IMPLICIT}/layout`

/**
 * A render that read the database just before a commit can finish after the tags were expired
 * and cache what it read. Expiring the same tags once more after this long (longer than a page
 * render) drops such a render too.
 */
const SETTLE_MS = 1_000

/**
 * Expires tags the way Next's file-system cache does (immediate expiry in its process-wide tags
 * manifest, src/lib/cache/next-internals.ts). `revalidateTag` throws outside a Next request (the
 * Local API from server.ts, socket handlers, the seed at boot): it needs Next's work store, which
 * only a request carries.
 */
export function expireNow(tags: string[]): void {
  markTagsExpired(tags, Date.now())
}

/** Expires the given tags now (through Next when inside a request) and once more after a render's length. */
export function expireTags(tags: string[]): void {
  if (tags.length === 0) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request.
  }
  // Immediate in every context: Next's own call applies only when its request ends.
  expireNow(tags)
  setTimeout(() => expireNow(tags), SETTLE_MS).unref()
}

/**
 * Once the request's transaction has committed (a rolled-back write expires nothing): runs
 * `locally` (which expires what changed in this process) and, through PostgreSQL, tells every app
 * process of `tags` (server.ts listens).
 */
export async function expireEverywhereAfterCommit(
  req: PayloadRequest,
  tags: string[],
  locally: () => void = () => expireTags(tags),
): Promise<void> {
  await afterCommit(req, () => {
    locally()
    const pool = poolOf(req.payload.db)
    if (pool)
      void announceExpiredTags(pool, tags).catch((error: unknown) =>
        req.payload.logger.warn({ err: error }, 'could not tell other processes of expired pages'),
      )
  })
}

/**
 * A page rendered after a failed read (the database unreachable) shows the error state; it is
 * cached like any render, so it is expired shortly after instead of being served until the next write.
 */
export function expireAfterFailedRead(tags: string[]): void {
  for (const delay of [1_000, 10_000]) setTimeout(() => expireNow(tags), delay).unref()
}
