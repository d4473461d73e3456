import Link from 'next/link'

import { categoryHref } from '@/lib/blog/categories'
import { formatPostDate } from '@/lib/blog/post-date'

type PostMetaProps = { category: string; publishedAt: string; readTime: string; tone?: 'light' | 'dark' }

/** Category tag (a link to its category page), long US date and read time, as on cards and article headers. */
export function PostMeta({ category, publishedAt, readTime, tone = 'light' }: PostMetaProps) {
  const dark = tone === 'dark'
  const tag = `rounded-full px-3 py-0.5 font-semibold ${dark ? 'bg-rose-700 text-white' : 'bg-rose-100 text-rose-800'}`
  const href = categoryHref(category)
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${dark ? 'text-ink-100' : 'text-ink-700'}`}>
      {href ? (
        // Above the card's whole-card title link (its ::after covers the card), so this one is reachable too.
        <Link
          href={href}
          data-category-link=""
          className={`${tag} relative z-10 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 ${dark ? 'hover:bg-rose-800 focus-visible:outline-white' : 'hover:bg-rose-200 focus-visible:outline-rose-700'}`}
        >
          {category}
        </Link>
      ) : (
        <span className={tag}>{category}</span>
      )}
      <time dateTime={publishedAt} className="whitespace-nowrap">
        {formatPostDate(publishedAt)}
      </time>
      {/* The separator travels with the read time, so a wrap never leaves a dot at a line end. */}
      <span className="whitespace-nowrap" data-testid="post-meta-read-time">
        <span aria-hidden="true" className="mr-3">
          ·
        </span>
        {readTime}
      </span>
    </p>
  )
}
