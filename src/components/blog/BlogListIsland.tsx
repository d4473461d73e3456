'use client'

import { lazy, type ReactNode, Suspense } from 'react'

import type { BlogListProps } from './BlogList'

// Rendered on the server as usual. In the browser its code is fetched when /blog renders, not when
// another page prefetches /blog (a prefetch loads a route's client components, not what they import
// lazily). Opened from another page, the server-drawn first page stands in until the code arrives,
// so the list shows at once.
const BlogList = lazy(() => import('./BlogList').then((m) => ({ default: m.BlogList })))

export function BlogListIsland({ firstPage, ...props }: BlogListProps & { firstPage: ReactNode }) {
  return (
    <Suspense fallback={firstPage}>
      <BlogList {...props} />
    </Suspense>
  )
}
