import { revalidateTag } from 'next/cache'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import type { PayloadRequest } from 'payload'

import type { BlogPost } from '@/payload-types'

import { poolOf } from '@/server/close-pool'

import { announceExpiredTags } from '../cache/expiry-channel'
import { afterCommit } from '../db/after-commit'

/**
 * Next names a cached page by implicit tags: `_N_T_` + its path, and `_N_T_` + its route file
 * (route group included) + `/page` for every page of a dynamic route. These are the tags
 * `revalidatePath(path)` and `revalidatePath('/(site)/blog/[slug]', 'page')` expire.
 */
const IMPLICIT = '_N_T_'
export const BLOG_LIST_TAG = `${IMPLICIT}/blog`
export const SITEMAP_TAG = `${IMPLICIT}/sitemap.xml`
export const EVERY_ARTICLE_TAG = `${IMPLICIT}/(site)/blog/[slug]/page`
export const articleTag = (slug: string) => `${IMPLICIT}/blog/${encodeURIComponent(slug)}`

/**
 * A render that read the database just before a commit can finish after the tags were expired
 * and cache what it read. Expiring the same tags once more after this long (longer than a page
 * render) drops such a render too.
 */
const SETTLE_MS = 1_000

/** What a write changed, as far as the public blog shows it. */
export type BlogChange = {
  /** Slugs whose article page shows something else now (old and new slug on a rename). */
  slugs: (string | null | undefined)[]
  /** A card changed or a post appeared or left: the list, and every article's related posts and built-in fallback. */
  cards: boolean
}

/** The cache tags a change expires: the changed articles and the sitemap always; the list and every article when cards moved. */
export function blogTags({ slugs, cards }: BlogChange): string[] {
  const tags = new Set([SITEMAP_TAG, ...slugs.filter((slug): slug is string => Boolean(slug)).map(articleTag)])
  if (cards) {
    tags.add(BLOG_LIST_TAG)
    tags.add(EVERY_ARTICLE_TAG)
  }
  return [...tags]
}

/** The fields a blog card shows; a change to one of them reaches the list and related posts. */
const CARD_FIELDS = ['title', 'slug', 'excerpt', 'category', 'publishedAt', 'readTime'] as const
const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value)

/** What a saved post changes on the public blog; a draft that was never published changes nothing. */
export function postChange(doc: Partial<BlogPost> | undefined, previousDoc: Partial<BlogPost> | undefined): BlogChange | null {
  const now = Boolean(doc?.isPublished)
  const before = Boolean(previousDoc?.isPublished)
  if (!now && !before) return null
  const cards =
    now !== before ||
    CARD_FIELDS.some((field) => doc?.[field] !== previousDoc?.[field]) ||
    idOf(doc?.featuredImage) !== idOf(previousDoc?.featuredImage)
  return { slugs: [doc?.slug, previousDoc?.slug], cards }
}

/**
 * Expires tags the way Next's file-system cache does (immediate expiry in its process-wide tags
 * manifest). `revalidateTag` throws outside a Next request (the Local API from server.ts, socket
 * handlers, the seed at boot): it needs Next's work store, which only a request carries.
 */
function expireNow(tags: string[]): void {
  const now = Date.now()
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now })
}

/** Expires the given tags now (through Next when inside a request) and once more after a render's length. */
export function expireBlogTags(tags: string[]): void {
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
 * Expires what a change shows on, once the request's transaction has committed (a rolled-back write
 * expires nothing), here and, through PostgreSQL, in every other app process (server.ts listens).
 */
export async function revalidateBlog(req: PayloadRequest, change: BlogChange): Promise<void> {
  const tags = blogTags(change)
  await afterCommit(req, () => {
    expireBlogTags(tags)
    const pool = poolOf(req.payload.db)
    if (pool) void announceExpiredTags(pool, tags).catch((error: unknown) => req.payload.logger.warn({ err: error }, 'could not tell other processes of expired pages'))
  })
}

/**
 * A page rendered after a failed read (the database unreachable) shows the error state; it is
 * cached like any render, so it is expired shortly after instead of being served until the next write.
 */
export function expireAfterFailedRead(tags: string[]): void {
  for (const delay of [1_000, 10_000]) setTimeout(() => expireNow(tags), delay).unref()
}

/**
 * Pages cached before this process started (the build's render of /blog and the sitemap, which
 * had no database) are out of date: expire them at boot.
 */
export function expireBlogCacheAtBoot(): void {
  expireNow([BLOG_LIST_TAG, SITEMAP_TAG, EVERY_ARTICLE_TAG])
}
