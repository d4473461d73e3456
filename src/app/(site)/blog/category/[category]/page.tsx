import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { preload } from 'react-dom'

import { firstPageGrid } from '@/components/blog/BlogGrid'
import { BlogListIsland } from '@/components/blog/BlogListIsland'
import { FeedLink } from '@/components/blog/FeedLink'
import { CtaBand } from '@/components/sections/CtaBand'
import { PageHero } from '@/components/sections/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import { Section } from '@/components/ui/Section'
import type { BlogPage } from '@/lib/blog/cards'
import { categoryFromSlug, categoryPath, categorySlug } from '@/lib/blog/categories'
import { loadCategoryListing } from '@/lib/blog/category-listing'
import { content } from '@/lib/pages/content'
import { NOINDEX, pageMetadata } from '@/lib/seo/metadata'
import { collectionPageLd } from '@/lib/seo/structured-data'

// Rendered on its first request, then served from Next's cache until a post write that changes
// cards expires every category page (src/lib/blog/revalidate.ts); an unknown category's 404 too.
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams(): { category: string }[] {
  return []
}

type Params = { params: Promise<{ category: string }> }

const EMPTY_PAGE: BlogPage = { cards: [], page: 1, totalDocs: 0, hasNextPage: false }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const category = categoryFromSlug((await params).category)
  if (!category) return { robots: NOINDEX }
  const page = content().blogCategories.pages[category]
  return page ? pageMetadata({ path: categoryPath(category), seo: page }) : { robots: NOINDEX }
}

export default async function BlogCategoryPage({ params }: Params) {
  const category = categoryFromSlug((await params).category)
  const { blog, blogCategories, breadcrumbs } = content()
  const copy = category ? blogCategories.pages[category] : undefined
  if (!category || !copy) notFound()
  const { firstPage, fallback } = await loadCategoryListing(category)
  const initialPage = firstPage ?? EMPTY_PAGE
  const empty = firstPage !== null && initialPage.cards.length === 0 && fallback.length === 0
  // As on /blog: the first card's image is the largest thing in the first screen, asked for from the head.
  const lead = empty ? undefined : firstPageGrid(initialPage, fallback).shown[0]?.image
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
        eyebrow={blogCategories.eyebrow}
        heading={copy.title}
        text={copy.description}
        trail={[{ label: breadcrumbs.blog, href: '/blog' }, { label: category }]}
      />
      <Section tone="cream" labelledBy="category-list-heading">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <h2 id="category-list-heading" className="font-display text-h3 font-semibold text-ink-950">
            {category}
          </h2>
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
        {empty ? (
          <div className="rounded-card border border-ink-900/10 bg-white px-6 py-12 text-center" data-category-empty="">
            <p className="mx-auto max-w-xl text-lg text-ink-700">
              {blogCategories.emptyText.replace('{category}', category)}
            </p>
            <Link href="/blog" className={`mt-6 inline-flex ${buttonStyles.secondary} ${buttonSizes.sm}`}>
              {blogCategories.allPostsLabel}
            </Link>
          </div>
        ) : (
          <BlogListIsland initialPage={initialPage} fallback={fallback} copy={listCopy} category={category} />
        )}
      </Section>
      <CtaBand cta={blog.cta} refTag={`blog-category-${categorySlug(category)}`} />
      <JsonLd
        id="collection"
        data={collectionPageLd({
          name: copy.title,
          description: copy.description,
          path: categoryPath(category),
          posts: initialPage.cards,
        })}
      />
    </>
  )
}
