'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { BLOG_SCROLL_MARGIN } from '@/lib/blog/constants'

import type { BlogListProps } from './blog-list-props'
import { BlogGrid, firstPageGrid } from './BlogGrid'

// Paging (React Query) is fetched when the visitor nears the end of the first page, so the list, and
// every page that prefetches /blog, loads no query library before then.
const InfiniteBlogList = lazy(() => import('./InfiniteBlogList').then((m) => ({ default: m.InfiniteBlogList })))

export function BlogList(props: BlogListProps) {
  const { initialPage, fallback, copy } = props
  const [paging, setPaging] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = sentinel.current
    if (!node || paging || !initialPage.hasNextPage) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setPaging(true),
      {
        rootMargin: BLOG_SCROLL_MARGIN,
      },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [paging, initialPage.hasNextPage])

  const firstPage = (
    <BlogGrid
      {...firstPageGrid(initialPage, fallback)}
      copy={copy}
      sentinel={sentinel}
      failed={false}
      paging={paging}
    />
  )
  if (!paging) return firstPage
  return (
    <Suspense fallback={firstPage}>
      <InfiniteBlogList {...props} />
    </Suspense>
  )
}
