import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { Thing, WithContext } from 'schema-dts'

import { CtaBand } from '@/components/sections/CtaBand'
import { PageHero } from '@/components/sections/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { Section } from '@/components/ui/Section'
import type { BlogCard, BlogPage } from '@/lib/blog/cards'
import { content } from '@/lib/pages/content'
import type { Crumb } from '@/lib/seo/structured-data'

import { firstPageGrid } from './BlogGrid'
import { BlogListIsland } from './BlogListIsland'
import { FeedLink } from './FeedLink'

export const EMPTY_PAGE: BlogPage = { cards: [], page: 1, totalDocs: 0, hasNextPage: false }

type BlogListingProps = {
  hero: { eyebrow: string; heading: string; text: string; trail: Crumb[] }
  /** The list's heading: for screen readers only on /blog, shown beside the feed link on a category page. */
  listHeading: { id: string; text: string; shown: boolean }
  /** The first page of posts; null when the query failed (the error is said, the fallback posts are shown). */
  firstPage: BlogPage | null
  fallback: BlogCard[]
  category?: string
  /** Shown instead of the list: a category with no post. */
  empty?: ReactNode
  refTag: string
  structuredData: { id: string; data: WithContext<Thing> }
}

/** The body of /blog and of each category page: the hero, the list with its feed link and error, the call to action. */
export function BlogListing({
  hero,
  listHeading,
  firstPage,
  fallback,
  category,
  empty,
  refTag,
  structuredData,
}: BlogListingProps) {
  const { blog, blogCategories } = content()
  const initialPage = firstPage ?? EMPTY_PAGE
  // The first card's image is the largest thing in the first screen: asked for from the head, before
  // the stylesheet and scripts, rather than when the parser reaches the card.
  const lead = empty ? undefined : firstPageGrid(initialPage, fallback).shown[0]?.image
  if (lead) preload(lead.url, { as: 'image', fetchPriority: 'high' })
  const listCopy = {
    endText: blog.endText,
    errorText: blog.errorText,
    retryLabel: blog.retryLabel,
    loadingMore: blog.loadingMore,
    shown: blog.shown,
  }
  const feed = <FeedLink label={blogCategories.feedLabel} />
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} trail={hero.trail} />
      <Section tone="cream" labelledBy={listHeading.id}>
        {listHeading.shown ? (
          <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
            <h2 id={listHeading.id} className="font-display text-h3 font-semibold text-ink-950">
              {listHeading.text}
            </h2>
            {feed}
          </div>
        ) : (
          <>
            <h2 id={listHeading.id} className="sr-only">
              {listHeading.text}
            </h2>
            <div className="mb-6 flex justify-end">{feed}</div>
          </>
        )}
        {firstPage === null ? (
          <p
            role="alert"
            className="mb-8 rounded-xl border border-rose-700/30 bg-rose-100 px-4 py-3 text-center font-medium text-rose-800"
          >
            {blog.errorText}
          </p>
        ) : null}
        {empty ?? <BlogListIsland initialPage={initialPage} fallback={fallback} copy={listCopy} category={category} />}
      </Section>
      <CtaBand cta={blog.cta} refTag={refTag} />
      <JsonLd id={structuredData.id} data={structuredData.data} />
    </>
  )
}
