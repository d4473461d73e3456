import type { PayloadRequest } from 'payload'

import { expireEverywhereAfterCommit, expireNow, IMPLICIT } from '@/lib/cache/expire'
import { articleImageTag, EVERY_ARTICLE_IMAGE_TAG } from '@/lib/og/tags'
import type { BlogPost } from '@/payload-types'

import { CARD_FIELDS } from './cards'

/** The implicit tags (src/lib/cache/expire.ts) of the blog list, the sitemap, every article and one article. */
export const BLOG_LIST_TAG = `${IMPLICIT}/blog`
export const SITEMAP_TAG = `${IMPLICIT}/sitemap.xml`
export const EVERY_ARTICLE_TAG = `${IMPLICIT}/(site)/blog/[slug]/page`
export const articleTag = (slug: string) => `${IMPLICIT}/blog/${encodeURIComponent(slug)}`

/** What a write changed, as far as the public blog shows it. */
export type BlogChange = {
  /** Slugs whose article page shows something else now (old and new slug on a rename). */
  slugs: (string | null | undefined)[]
  /** A card changed or a post appeared or left: the list, and every article's related posts and built-in fallback. */
  cards: boolean
}

/**
 * The cache tags a change expires: the changed articles, their share images (src/app/og) and the sitemap
 * always; the list, every article and every article's image when cards moved.
 */
export function blogTags({ slugs, cards }: BlogChange): string[] {
  const changed = slugs.filter((slug): slug is string => Boolean(slug))
  const tags = new Set([SITEMAP_TAG, ...changed.map(articleTag), ...changed.map(articleImageTag)])
  if (cards) {
    tags.add(BLOG_LIST_TAG)
    tags.add(EVERY_ARTICLE_TAG)
    tags.add(EVERY_ARTICLE_IMAGE_TAG)
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
 * Pages cached before this process started (the build's render of /blog and the sitemap, which
 * had no database) are out of date: expire them at boot.
 */
export function expireBlogCacheAtBoot(): void {
  expireNow([BLOG_LIST_TAG, SITEMAP_TAG, EVERY_ARTICLE_TAG, EVERY_ARTICLE_IMAGE_TAG])
}
