import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { ArticlePage } from '@/components/blog/ArticlePage'
import { loadArticle } from '@/lib/blog/article'
import { articleImage } from '@/lib/og/article'
import { content } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'

// No article is rendered at build (it needs the database): each renders on its first request and
// is cached until a write expires it (src/lib/blog/revalidate.ts); a 404 is cached the same way.
export const revalidate = false
export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

type Params = { params: Promise<{ slug: string }> }

const load = cache((slug: string) => loadArticle(slug))

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = await load((await params).slug)
  if (!article) return { robots: { index: false, follow: false } }
  const { card, seo } = article
  const metadata = pageMetadata({
    path: `/blog/${card.slug}`,
    seo: {
      title: seo.title,
      description: seo.description,
      keywords: [card.category, content().blog.article.keyword],
      image: seo.image ?? undefined,
    },
    documentTitle: seo.documentTitle,
    generatedImage: articleImage(article),
  })
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: card.publishedAt, authors: [article.author] },
  }
}

export default async function BlogPostPage({ params }: Params) {
  const article = await load((await params).slug)
  if (!article) notFound()
  return <ArticlePage article={article} />
}
