import type { Metadata } from 'next'
import { preload } from 'react-dom'

import { firstPageGrid } from '@/components/blog/BlogGrid'
import { BlogListIsland } from '@/components/blog/BlogListIsland'
import { FeedLink } from '@/components/blog/FeedLink'
import { CtaBand } from '@/components/sections/CtaBand'
import { PageHero } from '@/components/sections/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { Section } from '@/components/ui/Section'
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

const EMPTY_PAGE: BlogPage = { cards: [], page: 1, totalDocs: 0, hasNextPage: false }

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/blog', seo: content().blog.seo })
}

export default async function BlogIndexPage() {
  const { blog, blogCategories, breadcrumbs } = content()
  let firstPage: BlogPage | null = null
  try {
    firstPage = isBuildPhase() ? EMPTY_PAGE : await listPublishedPosts(1)
  } catch (error) {
    console.error('Blog list query failed:', error)
    expireAfterFailedRead([BLOG_LIST_TAG])
  }
  const initialPage = firstPage ?? EMPTY_PAGE
  const fallback = fallbackPosts(siteConfig())
  // The first card's image is the largest thing in the first screen: asked for from the head, before
  // the stylesheet and scripts, rather than when the parser reaches the card.
  const lead = firstPageGrid(initialPage, fallback).shown[0]?.image
  if (lead) preload(lead.url, { as: 'image', fetchPriority: 'high' })
  const listCopy = {
    endText: blog.endText,
    errorText: blog.errorText,
    retryLabel: blog.retryLabel,
    loadingMore: blog.loadingMore,
    shown: blog.shown,
  }
  return (
    <>
      <PageHero
        eyebrow={blog.hero.badge}
        heading={blog.hero.heading}
        text={blog.hero.text}
        trail={[{ label: breadcrumbs.blog }]}
      />
      <Section tone="cream" labelledBy="blog-list-heading">
        <h2 id="blog-list-heading" className="sr-only">
          {blog.listHeading}
        </h2>
        <div className="mb-6 flex justify-end">
          <FeedLink label={blogCategories.feedLabel} />
        </div>
        {firstPage === null ? (
          <p
            role="alert"
            className="mb-8 rounded-xl border border-rose-700/30 bg-rose-100 px-4 py-3 text-center font-medium text-rose-800"
          >
            {blog.errorText}
          </p>
        ) : null}
        <BlogListIsland initialPage={initialPage} fallback={fallback} copy={listCopy} />
      </Section>
      <CtaBand cta={blog.cta} refTag="blog" />
      <JsonLd id="blog" data={blogLd(firstPage?.cards ?? [])} />
    </>
  )
}
