import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { ArticlePage } from '@/components/blog/ArticlePage'
import { content } from '@/content/content'
import { loadArticle } from '@/lib/blog/article'
import { pageMetadata } from '@/lib/seo/metadata'

// Per request: publishing, editing or unpublishing in /cms shows here at once.
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ slug: string }> }

const load = cache((slug: string) => loadArticle(slug))

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const article = await load((await params).slug)
  if (!article) return { robots: { index: false, follow: false } }
  const { card, seo } = article
  const metadata = pageMetadata({
    path: `/blog/${card.slug}`,
    seo: { title: seo.title, description: seo.description, keywords: [card.category, content().blog.article.keyword] },
    documentTitle: seo.documentTitle,
    ogImage: seo.image ?? undefined,
  })
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: card.publishedAt, authors: [article.author] } }
}

export default async function BlogPostPage({ params }: Params) {
  const article = await load((await params).slug)
  if (!article) notFound()
  return <ArticlePage article={article} />
}
