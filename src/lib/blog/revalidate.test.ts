import { describe, expect, it, vi } from 'vitest'

import { expireNow } from '@/lib/cache/expire'
import { articleImageTag, EVERY_ARTICLE_IMAGE_TAG } from '@/lib/og/tags'

import {
  articleTag,
  ATOM_FEED_TAG,
  BLOG_LIST_TAG,
  blogTags,
  EVERY_ARTICLE_TAG,
  EVERY_CATEGORY_TAG,
  expireBlogCacheAtBoot,
  postChange,
  RSS_FEED_TAG,
  SITEMAP_TAG,
} from './revalidate'

vi.mock('@/lib/cache/expire', async (original) => ({
  ...(await original<typeof import('@/lib/cache/expire')>()),
  expireNow: vi.fn(),
}))

const published = {
  isPublished: true,
  slug: 'a',
  title: 'A',
  excerpt: 'e',
  category: 'Marketing',
  publishedAt: '2025-01-01',
  readTime: '5 min read',
  featuredImage: 1,
} as const

describe('what a post write expires', () => {
  it('a body edit: the article, its share image and the sitemap only', () => {
    const change = postChange({ ...published, content: {} as never }, published)
    expect(change).toEqual({ slugs: ['a', 'a'], cards: false })
    expect(blogTags(change!)).toEqual([SITEMAP_TAG, articleTag('a'), articleImageTag('a')])
  })

  it('publish, unpublish, a card field or the image: also the list, every category page, the feeds and every article (related posts)', () => {
    expect(postChange(published, { ...published, isPublished: false })?.cards).toBe(true)
    expect(postChange({ ...published, isPublished: false }, published)?.cards).toBe(true)
    expect(postChange({ ...published, title: 'B' }, published)?.cards).toBe(true)
    expect(postChange({ ...published, featuredImage: { id: 2 } as never }, published)?.cards).toBe(true)
    expect(postChange({ ...published, featuredImage: { id: 1 } as never }, published)?.cards).toBe(false)
    expect(blogTags({ slugs: ['new', 'old'], cards: true })).toEqual([
      SITEMAP_TAG,
      articleTag('new'),
      articleTag('old'),
      articleImageTag('new'),
      articleImageTag('old'),
      BLOG_LIST_TAG,
      EVERY_CATEGORY_TAG,
      RSS_FEED_TAG,
      ATOM_FEED_TAG,
      EVERY_ARTICLE_TAG,
      EVERY_ARTICLE_IMAGE_TAG,
    ])
  })

  it('a move to the trash and a restore: like an unpublish and a publish; a trashed draft expires nothing', () => {
    const trashed = { ...published, deletedAt: '2026-11-27T10:00:00.000Z' }
    expect(postChange(trashed, published)).toEqual({ slugs: ['a', 'a'], cards: true })
    expect(postChange(published, trashed)).toEqual({ slugs: ['a', 'a'], cards: true })
    expect(postChange({ ...trashed, isPublished: false }, { ...published, isPublished: false })).toBeNull()
  })

  it('at boot: every page the build rendered without a database, the feeds and category pages included', () => {
    expireBlogCacheAtBoot()
    expect(vi.mocked(expireNow).mock.calls[0]![0].sort()).toEqual(
      [
        SITEMAP_TAG,
        BLOG_LIST_TAG,
        EVERY_CATEGORY_TAG,
        RSS_FEED_TAG,
        ATOM_FEED_TAG,
        EVERY_ARTICLE_TAG,
        EVERY_ARTICLE_IMAGE_TAG,
      ].sort(),
    )
  })

  it('a draft that was never published expires nothing', () => {
    expect(postChange({ ...published, isPublished: false }, undefined)).toBeNull()
  })

  it('names the tags Next gives the pages', () => {
    expect(articleTag('ppv-content-optimization')).toBe('_N_T_/blog/ppv-content-optimization')
    expect(EVERY_ARTICLE_TAG).toBe('_N_T_/(site)/blog/[slug]/page')
    expect(articleImageTag('ppv-content-optimization')).toBe('_N_T_/og/blog/ppv-content-optimization')
    expect(EVERY_ARTICLE_IMAGE_TAG).toBe('_N_T_/og/blog/[slug]/route')
    expect(EVERY_CATEGORY_TAG).toBe('_N_T_/(site)/blog/category/[category]/page')
    expect([RSS_FEED_TAG, ATOM_FEED_TAG]).toEqual(['_N_T_/blog/feed.xml', '_N_T_/blog/atom.xml'])
  })
})
