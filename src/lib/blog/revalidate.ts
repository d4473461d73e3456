import type { PayloadRequest } from 'payload'

import { expireEverywhereAfterCommit, expireNow } from '@/lib/cache/expire'
import { IMPLICIT } from '@/lib/cache/next-internals'
import { articleImageTag, EVERY_ARTICLE_IMAGE_TAG } from '@/lib/og/tags'
import type { BlogPost } from '@/payload-types'

import { CARD_FIELDS } from './cards'
import { ATOM_FEED_PATH, RSS_FEED_PATH } from './feed-paths'

/**
 * The implicit tags (src/lib/cache/expire.ts) of the blog list, the sitemap, the two feeds, every
 * article, every category page and one article.
 */
export const BLOG_LIST_TAG = `${IMPLICIT}/blog`
export const SITEMAP_TAG = `${IMPLICIT}/sitemap.xml`
export const RSS_FEED_TAG = `${IMPLICIT}${RSS_FEED_PATH}`
export const ATOM_FEED_TAG = `${IMPLICIT}${ATOM_FEED_PATH}`
export const EVERY_ARTICLE_TAG = `${IMPLICIT}/(site)/blog/[slug]/page`
export const EVERY_CATEGORY_TAG = `${IMPLICIT}/(site)/blog/category/[category]/page`
export const articleTag = (slug: string) => `${IMPLICIT}/blog/${encodeURIComponent(slug)}`

/** Every page that shows cards (or, in the feeds, what cards show). */
const CARD_TAGS = [
  BLOG_LIST_TAG,
  EVERY_CATEGORY_TAG,
  RSS_FEED_TAG,
  ATOM_FEED_TAG,
  EVERY_ARTICLE_TAG,
  EVERY_ARTICLE_IMAGE_TAG,
]

/** What a write changed, as far as the public blog shows it. */
export type BlogChange = {
  /** Slugs whose article page shows something else now (old and new slug on a rename). */
  slugs: (string | null | undefined)[]
  /**
   * A card changed or a post appeared or left: the list, the category pages, the feeds, and every
   * article's related posts and built-in fallback.
   */
  cards: boolean
}

/**
 * The cache tags a change expires: the changed articles, their share images (src/app/og) and the sitemap
 * always; the list, every category page, the feeds, every article and every article's image when cards moved.
 */
export function blogTags({ slugs, cards }: BlogChange): string[] {
  const changed = slugs.filter((slug): slug is string => Boolean(slug))
  const tags = new Set([SITEMAP_TAG, ...changed.map(articleTag), ...changed.map(articleImageTag)])
  if (cards) {
    for (const tag of CARD_TAGS) tags.add(tag)
  }
  return [...tags]
}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value)

/** Whether visitors see the post: published and not in the trash. */
const isLive = (post: Partial<BlogPost> | undefined) => Boolean(post?.isPublished) && !post?.deletedAt

/** What a saved post changes on the public blog; a draft that was never published changes nothing. */
export function postChange(
  doc: Partial<BlogPost> | undefined,
  previousDoc: Partial<BlogPost> | undefined,
): BlogChange | null {
  const now = isLive(doc)
  const before = isLive(previousDoc)
  if (!now && !before) return null
  const cards = now !== before || CARD_FIELDS.some((field) => idOf(doc?.[field]) !== idOf(previousDoc?.[field]))
  return { slugs: [doc?.slug, previousDoc?.slug], cards }
}

/** Expires what a change shows on, here and in every other app process, once the write has committed. */
export async function revalidateBlog(req: PayloadRequest, change: BlogChange): Promise<void> {
  await expireEverywhereAfterCommit(req, blogTags(change))
}

/**
 * Pages cached before this process started (the build's render of /blog, the sitemap and the feeds,
 * which had no database) are out of date: expire them at boot.
 */
export function expireBlogCacheAtBoot(): void {
  expireNow([SITEMAP_TAG, ...CARD_TAGS])
}
