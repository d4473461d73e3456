import type { MetadataRoute } from 'next'
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data.js'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

/*
 * Every use of Next.js internals (modules under next/dist and undocumented names such as its cache
 * header and implicit tag prefix: no public API, free to change in any release) is in this file; ESLint refuses
 * `next/dist/*` imports anywhere else. next-internals.test.ts
 * fails, naming this file, when a Next upgrade changes what it relies on.
 *
 * The tags manifest is the process-wide map Next's file-system cache checks each cached entry's tags
 * against. Its module is external to every bundle (`.external`), so server.ts and Next's own server
 * share one instance.
 */

/**
 * The response header Next sets on a page or route it answers through its cache (HIT, STALE, MISS or
 * REVALIDATED); a dynamic render has none.
 */
export const NEXT_CACHE_HEADER = 'x-nextjs-cache'

/**
 * Prefix of Next's implicit cache tags (its NEXT_CACHE_IMPLICIT_TAG_ID): `_N_T_` + a path or route file
 * names a cached page (src/lib/cache/expire.ts).
 */
export const IMPLICIT = '_N_T_'

/**
 * Marks tags expired at `at` (epoch ms) in Next's tags manifest: the write Next's own
 * `FileSystemCache.revalidateTag` makes for an immediate expiry, without the request it needs.
 */
export function markTagsExpired(tags: string[], at: number): void {
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: at })
}

/** When a tag was last expired in this process's tags manifest (epoch ms), 0 when never. */
export function tagExpiredAt(tag: string): number {
  return tagsManifest.get(tag)?.expired ?? 0
}

/** The robots.txt Next serves for a `robots()` result: its own serializer, so a test reads the very text crawlers get. */
export function robotsText(data: MetadataRoute.Robots): string {
  return resolveRobots(data)
}
