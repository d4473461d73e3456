import { formatPostDate } from '@/lib/blog/cards'

type PostMetaProps = { category: string; publishedAt: string; readTime: string; tone?: 'light' | 'dark' }

/** Category tag, long US date and read time, as on cards and article headers. */
export function PostMeta({ category, publishedAt, readTime, tone = 'light' }: PostMetaProps) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${tone === 'dark' ? 'text-ink-100' : 'text-ink-700'}`}
    >
      <span
        className={`rounded-full px-3 py-0.5 font-semibold ${tone === 'dark' ? 'bg-rose-700 text-white' : 'bg-rose-100 text-rose-800'}`}
      >
        {category}
      </span>
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
