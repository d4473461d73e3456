'use client'

import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

import { type BlogPage, blogPageQuery, toBlogCard } from '@/lib/blog/cards'
import { BLOG_GC_MS, BLOG_PAGE_SIZE, BLOG_SCROLL_MARGIN, BLOG_STALE_MS } from '@/lib/blog/constants'

import type { BlogListProps } from './blog-list-props'
import { BlogGrid } from './BlogGrid'

async function fetchPage(page: number, category: string | undefined): Promise<BlogPage> {
  const response = await fetch(blogPageQuery(page, BLOG_PAGE_SIZE, category), {
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`blog page ${page}: HTTP ${response.status}`)
  const body = (await response.json()) as {
    docs: Parameters<typeof toBlogCard>[0][]
    page: number
    totalDocs: number
    hasNextPage: boolean
  }
  return { cards: body.docs.map(toBlogCard), page: body.page, totalDocs: body.totalDocs, hasNextPage: body.hasNextPage }
}

/** The blog list with paging: React Query's infinite query, started from the server-rendered first page. */
export function InfiniteBlogList(props: BlogListProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: BLOG_STALE_MS, gcTime: BLOG_GC_MS, refetchOnWindowFocus: false, retry: 1 },
        },
      }),
  )
  return (
    <QueryClientProvider client={client}>
      <InfiniteBlogGrid {...props} />
    </QueryClientProvider>
  )
}

function InfiniteBlogGrid({ initialPage, fallback, copy, category }: BlogListProps) {
  const query = useInfiniteQuery({
    queryKey: ['blog-posts', BLOG_PAGE_SIZE, category ?? null],
    queryFn: ({ pageParam }) => fetchPage(pageParam, category),
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
  return (
    <BlogGrid
      shown={showFallback ? fallback : cards}
      copy={copy}
      sentinel={sentinel}
      failed={query.isError}
      paging={isFetchingNextPage}
      onRetry={isFetchNextPageError && !isFetchingNextPage ? () => void fetchNextPage() : undefined}
      ended={!hasNextPage && !showFallback && !isFetchNextPageError}
    />
  )
}
