'use client'

import { Activity, lazy } from 'react'

import type { BlogListProps } from './blog-list-props'

// Rendered on the server as usual. In the browser its code is fetched when /blog renders, not when
// another page prefetches /blog (a prefetch loads a route's client components, not what they import
// lazily). Until it arrives, the Activity keeps the server's list in place, unhydrated; a Suspense
// boundary would too, but the server would then send a list this large out of place, after the rest
// of the page (docs/decisions/0014-hydration-boundaries-activity-not-suspense.md).
const BlogList = lazy(() => import('./BlogList').then((m) => ({ default: m.BlogList })))

export function BlogListIsland(props: BlogListProps) {
  return (
    <Activity>
      <BlogList {...props} />
    </Activity>
  )
}
