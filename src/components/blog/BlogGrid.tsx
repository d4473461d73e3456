import type { RefObject } from 'react'

import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import type { BlogCard, BlogPage } from '@/lib/blog/cards'
import { BLOG_EAGER_IMAGES, BLOG_SKELETONS_PAGING } from '@/lib/blog/constants'

import type { BlogListCopy } from './blog-list-props'
import { BlogCardSkeleton, BlogCardView } from './BlogCardView'

type BlogGridProps = {
  shown: BlogCard[]
  copy: BlogListCopy
  /** Absent where the grid is drawn on the server (it cannot page there). */
  sentinel?: RefObject<HTMLDivElement | null>
  failed: boolean
  paging: boolean
  /** Present when a page failed to load: the Try again button. */
  onRetry?: () => void
  ended: boolean
}

/** The grid of the server-rendered first page: its posts, or the fallback posts when it has none. */
export function firstPageGrid(initialPage: BlogPage, fallback: BlogCard[]): Pick<BlogGridProps, 'shown' | 'ended'> {
  const showFallback = initialPage.cards.length === 0
  return { shown: showFallback ? fallback : initialPage.cards, ended: !initialPage.hasNextPage && !showFallback }
}

/** The blog cards with the paging sentinel, skeletons, retry, end text and live count. */
export function BlogGrid({ shown, copy, sentinel, failed, paging, onRetry, ended }: BlogGridProps) {
  return (
    <div>
      {failed ? (
        <p
          role="alert"
          className="mb-8 rounded-xl border border-rose-700/30 bg-rose-100 px-4 py-3 text-center font-medium text-rose-800"
        >
          {copy.errorText}
        </p>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Blog posts">
        {shown.map((card, index) => (
          <li key={card.id}>
            <BlogCardView card={card} eager={index < BLOG_EAGER_IMAGES} />
          </li>
        ))}
        {paging
          ? Array.from({ length: BLOG_SKELETONS_PAGING }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <BlogCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" data-blog-sentinel="" />
      {onRetry ? (
        <div className="mt-10 flex justify-center">
          <button type="button" onClick={onRetry} className={`${buttonStyles.secondary} ${buttonSizes.sm}`}>
            {copy.retryLabel}
          </button>
        </div>
      ) : null}
      {ended ? (
        <p className="mt-12 text-center text-ink-700" data-blog-end="">
          {copy.endText}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {paging ? copy.loadingMore : copy.shown.replace('{count}', String(shown.length))}
      </p>
    </div>
  )
}
