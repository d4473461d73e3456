import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/config/site'
import { categoryPath } from '@/lib/blog/categories'
import { BLOG_CATEGORIES } from '@/lib/blog/constants'
import { isBuildPhase, publishedPostEntries } from '@/lib/blog/queries'
import { SITEMAP_TAG } from '@/lib/blog/revalidate'
import { expireAfterFailedRead } from '@/lib/cache/expire'
import { PUBLIC_ROUTES } from '@/lib/seo/routes'

// Cached after its first request; every post write expires it (src/lib/blog/revalidate.ts).
export const revalidate = false

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }))
  // Every category has a page, with posts or its empty state.
  const categories: MetadataRoute.Sitemap = BLOG_CATEGORIES.map((category) => ({
    url: absoluteUrl(categoryPath(category)),
    changeFrequency: 'weekly',
    priority: 0.5,
  }))
  let posts: MetadataRoute.Sitemap = []
  try {
    posts = (isBuildPhase() ? [] : await publishedPostEntries()).map((post) => ({
      url: absoluteUrl(`/blog/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.6,
    }))
  } catch (error) {
    console.error('Sitemap: could not list blog posts:', error)
    expireAfterFailedRead([SITEMAP_TAG])
  }
  return [...pages, ...categories, ...posts]
}
