'use client'

import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import { type BlogCard, type BlogPage, blogPageQuery, toBlogCard } from '@/lib/blog/cards'
import {
  BLOG_EAGER_IMAGES,
  BLOG_GC_MS,
  BLOG_PAGE_SIZE,
  BLOG_SCROLL_MARGIN,
  BLOG_SKELETONS_PAGING,
  BLOG_STALE_MS,
} from '@/lib/blog/constants'

import { BlogCardSkeleton, BlogCardView } from './BlogCardView'

export type BlogListCopy = { endText: string; errorText: string; retryLabel: string; loadingMore: string; shown: string }

type BlogListProps = {
  /** The first page, rendered on the server (empty when the server could not load it). */
  initialPage: BlogPage
  fallback: BlogCard[]
  copy: BlogListCopy
}

async function fetchPage(page: number): Promise<BlogPage> {
  const response = await fetch(blogPageQuery(page, BLOG_PAGE_SIZE), { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`blog page ${page}: HTTP ${response.status}`)
  const body = (await response.json()) as { docs: Parameters<typeof toBlogCard>[0][]; page: number; totalDocs: number; hasNextPage: boolean }
  return { cards: body.docs.map(toBlogCard), page: body.page, totalDocs: body.totalDocs, hasNextPage: body.hasNextPage }
}

export function BlogList(props: BlogListProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: BLOG_STALE_MS, gcTime: BLOG_GC_MS, refetchOnWindowFocus: false, retry: 1 } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <InfiniteBlogGrid {...props} />
    </QueryClientProvider>
  )
}

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

function InfiniteBlogGrid({ initialPage, fallback, copy }: BlogListProps) {
  const query = useInfiniteQuery({
    queryKey: ['blog-posts', BLOG_PAGE_SIZE],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
    initialData: { pages: [initialPage], pageParams: [1] },
  })
  const sentinel = useRef<HTMLDivElement>(null)
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query

  useEffect(() => {
    const node = sentinel.current
    // After a failed page the list waits for the visitor's Try again instead of asking in a loop.
    if (!node || !hasNextPage || isFetchNextPageError) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: BLOG_SCROLL_MARGIN },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError])

  const cards = query.data.pages.flatMap((page) => page.cards)
  const showFallback = cards.length === 0
  const shown = showFallback ? fallback : cards

  return (
    <div>
      {query.isError ? (
        <p role="alert" className="mb-8 rounded-xl border border-rose-700/30 bg-rose-100 px-4 py-3 text-center font-medium text-rose-800">
          {copy.errorText}
        </p>
      ) : null}
      <ul className={grid} aria-label="Blog posts">
        {shown.map((card, index) => (
          <li key={card.id}>
            <BlogCardView card={card} eager={index < BLOG_EAGER_IMAGES} />
          </li>
        ))}
        {isFetchingNextPage
          ? Array.from({ length: BLOG_SKELETONS_PAGING }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <BlogCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" data-blog-sentinel="" />
      {isFetchNextPageError && !isFetchingNextPage ? (
        <div className="mt-10 flex justify-center">
          <button type="button" onClick={() => void fetchNextPage()} className={`${buttonStyles.secondary} ${buttonSizes.sm}`}>
            {copy.retryLabel}
          </button>
        </div>
      ) : null}
      {!hasNextPage && !showFallback && !query.isFetchNextPageError ? (
        <p className="mt-12 text-center text-ink-700" data-blog-end="">
          {copy.endText}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {isFetchingNextPage ? copy.loadingMore : copy.shown.replace('{count}', String(shown.length))}
      </p>
    </div>
  )
}
