import { Rss } from 'lucide'

import { Svg } from '@/components/ui/Svg'
import { RSS_FEED_PATH } from '@/lib/blog/feed-paths'

/** A small link to the blog's RSS feed (readers find the Atom one through the page's head). */
export function FeedLink({ label }: { label: string }) {
  return (
    <a
      href={RSS_FEED_PATH}
      type="application/rss+xml"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-rose-700 underline-offset-4 hover:text-rose-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700"
      data-feed-link=""
    >
      <Svg node={Rss} className="size-4" />
      {label}
    </a>
  )
}
