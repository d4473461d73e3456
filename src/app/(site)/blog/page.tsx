import type { Metadata } from 'next'

import { BlogListing, EMPTY_PAGE } from '@/components/blog/BlogListing'
import { siteConfig } from '@/config/site'
import type { BlogPage } from '@/lib/blog/cards'
import { fallbackPosts } from '@/lib/blog/fallback'
import { isBuildPhase, listPublishedPosts } from '@/lib/blog/queries'
import { BLOG_LIST_TAG } from '@/lib/blog/revalidate'
import { expireAfterFailedRead } from '@/lib/cache/expire'
import { content } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { blogLd } from '@/lib/seo/structured-data'

// Rendered on the first request, then served from Next's cache until a write expires it
// (src/lib/blog/revalidate.ts).
export const revalidate = false

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/blog', seo: content().blog.seo })
}

export default async function BlogIndexPage() {
  const { blog, breadcrumbs } = content()
  let firstPage: BlogPage | null = null
  try {
    firstPage = isBuildPhase() ? EMPTY_PAGE : await listPublishedPosts(1)
  } catch (error) {
    console.error('Blog list query failed:', error)
    expireAfterFailedRead([BLOG_LIST_TAG])
  }
  return (
    <BlogListing
      hero={{
        eyebrow: blog.hero.badge,
        heading: blog.hero.heading,
        text: blog.hero.text,
        trail: [{ label: breadcrumbs.blog }],
      }}
      listHeading={{ id: 'blog-list-heading', text: blog.listHeading, shown: false }}
      firstPage={firstPage}
      fallback={fallbackPosts(siteConfig())}
      refTag="blog"
      structuredData={{ id: 'blog', data: blogLd(firstPage?.cards ?? []) }}
    />
  )
}
