import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/config/site'
import { publishedPostEntries } from '@/lib/blog/queries'
import { PUBLIC_ROUTES } from '@/lib/seo/routes'

// Lists published posts as they are now, so it is generated per request.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_ROUTES.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }))
  let posts: MetadataRoute.Sitemap = []
  try {
    posts = (await publishedPostEntries()).map((post) => ({
      url: absoluteUrl(`/blog/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.6,
    }))
  } catch (error) {
    console.error('Sitemap: could not list blog posts:', error)
  }
  return [...pages, ...posts]
}
