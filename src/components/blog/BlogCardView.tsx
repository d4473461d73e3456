import Link from 'next/link'

import type { BlogCard } from '@/lib/blog/cards'

import { CardImage } from './CardImage'
import { PostMeta } from './PostMeta'

export function BlogCardView({ card, eager }: { card: BlogCard; eager: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-900/10 bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-rose-600 hover:shadow-md">
      {card.image ? <CardImage src={card.image.url} alt={card.image.alt} eager={eager} /> : null}
      <div className="flex flex-1 flex-col p-6">
        <PostMeta category={card.category} publishedAt={card.publishedAt} readTime={card.readTime} />
        <h3 className="mt-3 text-h3 font-semibold text-ink-950">
          <Link href={`/blog/${card.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {card.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 leading-relaxed text-ink-700">{card.excerpt}</p>
      </div>
    </article>
  )
}

export function BlogCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className="flex animate-pulse flex-col overflow-hidden rounded-card border border-ink-900/10 bg-white"
    >
      <div className="aspect-[16/9] bg-ink-100" />
      <div className="space-y-3 p-6">
        <div className="h-4 w-1/2 rounded bg-ink-100" />
        <div className="h-6 w-5/6 rounded bg-ink-100" />
        <div className="h-4 w-full rounded bg-ink-100" />
        <div className="h-4 w-2/3 rounded bg-ink-100" />
      </div>
    </div>
  )
}
