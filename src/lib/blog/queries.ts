import config from '@payload-config'
import { getPayload } from 'payload'

import type { BlogPost } from '@/payload-types'

import { BLOG_SORT, type BlogPage, CARD_FIELDS, selectOf, toBlogCard } from './cards'
import { BLOG_PAGE_SIZE, type BlogCategory } from './constants'

const PUBLISHED = { isPublished: { equals: true } } as const

/**
 * `next build` prerenders /blog and the sitemap with no database to read; those renders are
 * expired when the server starts (expireBlogCacheAtBoot), so they may list nothing.
 */
export const isBuildPhase = (): boolean => process.env.NEXT_PHASE === 'phase-production-build'

/**
 * One page of published posts (of one category when given), newest first, with the exact total (public access rules
 * apply).
 */
export async function listPublishedPosts(page = 1, limit = BLOG_PAGE_SIZE, category?: BlogCategory): Promise<BlogPage> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'blog-posts',
    where: category ? { and: [PUBLISHED, { category: { equals: category } }] } : PUBLISHED,
    sort: BLOG_SORT,
    limit,
    page,
    depth: 1,
    overrideAccess: false,
    select: selectOf(CARD_FIELDS),
  })
  return {
    cards: result.docs.map((doc) => toBlogCard(doc as BlogPost)),
    page: result.page ?? page,
    totalDocs: result.totalDocs,
    hasNextPage: result.hasNextPage,
  }
}

/** A published post by slug, or null (drafts and unpublished posts are invisible here). */
export async function findPublishedPost(slug: string): Promise<BlogPost | null> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: { and: [PUBLISHED, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** Whether any post is published (otherwise the blog shows its built-in posts). */
export async function hasPublishedPosts(): Promise<boolean> {
  const payload = await getPayload({ config })
  const { totalDocs } = await payload.count({ collection: 'blog-posts', where: PUBLISHED, overrideAccess: false })
  return totalDocs > 0
}

/** Two other published posts: the same category first, then the newest. */
export async function relatedPosts(post: Pick<BlogPost, 'id' | 'category'>, count = 2) {
  const payload = await getPayload({ config })
  const common = { collection: 'blog-posts' as const, sort: BLOG_SORT, depth: 1, overrideAccess: false, limit: count }
  const same = await payload.find({
    ...common,
    where: { and: [PUBLISHED, { category: { equals: post.category } }, { id: { not_equals: post.id } }] },
  })
  const picked = same.docs
  if (picked.length < count) {
    const others = await payload.find({
      ...common,
      where: { and: [PUBLISHED, { id: { not_in: [post.id, ...picked.map((d) => d.id)] } }] },
    })
    picked.push(...others.docs.slice(0, count - picked.length))
  }
  return picked.map((doc) => toBlogCard(doc))
}

/** Slugs and modification times of every published post, for the sitemap. */
export async function publishedPostEntries(): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: PUBLISHED,
    sort: BLOG_SORT,
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}

/** The newest published posts with what a feed item shows (author, modification time, cover image). */
export async function feedPosts(limit: number): Promise<BlogPost[]> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'blog-posts',
    where: PUBLISHED,
    sort: BLOG_SORT,
    limit,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: selectOf([...CARD_FIELDS, 'author', 'updatedAt']),
  })
  return docs as BlogPost[]
}
