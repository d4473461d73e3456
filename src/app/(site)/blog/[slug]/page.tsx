import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { ArrowLeft } from 'lucide'
import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { ArticleBody } from '@/components/blog/ArticleBody'
import { BlogCardView } from '@/components/blog/BlogCardView'
import { PostMeta } from '@/components/blog/PostMeta'
import { ShareButton } from '@/components/blog/ShareButton'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { CtaBand } from '@/components/sections/CtaBand'
import { JsonLd } from '@/components/seo/JsonLd'
import { Svg } from '@/components/ui/Svg'
import { content } from '@/content/content'
import { toBlogCard } from '@/lib/blog/cards'
import { findPublishedPost, relatedPosts } from '@/lib/blog/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { articleLd } from '@/lib/seo/structured-data'
import type { Media } from '@/payload-types'

// Per request: publishing, editing or unpublishing in /cms shows here at once.
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ slug: string }> }

const loadPost = cache((slug: string) => findPublishedPost(slug))

const mediaOf = (value: unknown): Media | null => (typeof value === 'object' && value ? (value as Media) : null)

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const post = await loadPost((await params).slug)
  if (!post) return { robots: { index: false, follow: false } }
  const image = mediaOf(post.meta?.image) ?? mediaOf(post.featuredImage)
  const metadata = pageMetadata({
    path: `/blog/${post.slug}`,
    seo: { title: post.meta?.title?.split(' | ')[0] || post.title, description: post.meta?.description || post.excerpt, keywords: [post.category, 'creator growth'] },
    ogImage: image?.url ? { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt } : undefined,
  })
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: post.publishedAt, authors: [post.author] } }
}

export default async function BlogPostPage({ params }: Params) {
  const post = await loadPost((await params).slug)
  if (!post) notFound()
  const { blog } = content()
  const image = mediaOf(post.featuredImage)
  const related = await relatedPosts(post)
  const card = toBlogCard(post)

  return (
    <>
      <article>
        <header className="relative overflow-hidden bg-ink-950 pb-12 pt-28 text-white md:pt-36">
          {image?.url ? (
            <Image src={image.sizes?.hero?.url ?? image.url} alt="" fill priority unoptimized sizes="100vw" className="object-cover opacity-30" />
          ) : null}
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink-950 via-ink-950/80 to-ink-950/40" />
          <div className="relative mx-auto max-w-3xl px-5 sm:px-8">
            <Breadcrumbs trail={[{ label: 'Blog', href: '/blog' }, { label: post.title }]} />
            <PostMeta category={post.category} publishedAt={post.publishedAt} readTime={post.readTime} tone="dark" />
            <h1 className="mt-4 font-display text-h1 font-semibold text-white">{post.title}</h1>
            <p className="mt-4 text-lg text-ink-100">{post.excerpt}</p>
            <p className="mt-4 text-sm text-ink-100">
              {blog.article.byline} {post.author}
            </p>
          </div>
        </header>
        <div className="bg-white py-12 md:py-16">
          <div className="mx-auto max-w-3xl px-5 sm:px-8">
            {image?.url ? (
              <div className="relative mb-10 aspect-[16/9] overflow-hidden rounded-card">
                <Image src={image.sizes?.hero?.url ?? image.url} alt={image.alt} fill unoptimized sizes="(min-width: 768px) 720px, 100vw" className="object-cover" />
              </div>
            ) : null}
            <ArticleBody data={post.content as unknown as SerializedEditorState} />
            <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-ink-900/10 pt-8">
              <Link href="/blog" className="inline-flex items-center gap-2 font-semibold text-rose-700 hover:text-rose-800">
                <Svg node={ArrowLeft} className="size-4" />
                {blog.article.backLabel}
              </Link>
              <ShareButton title={post.title} label={blog.article.shareLabel} copiedText={blog.article.linkCopied} failedText={blog.article.shareFailed} />
            </div>
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-cream-50 py-section-sm">
          <div className="mx-auto max-w-6xl px-5 sm:px-8">
            <h2 id="related-heading" className="mb-8 font-display text-h2 font-semibold text-ink-950">
              {blog.article.relatedHeading}
            </h2>
            <ul className="grid gap-6 md:grid-cols-2">
              {related.map((item) => (
                <li key={item.id}>
                  <BlogCardView card={item} eager={false} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBand cta={blog.article.cta} refTag={`blog-${post.slug}`} />
      <JsonLd
        id="article"
        data={articleLd({
          title: post.title,
          description: card.excerpt,
          slug: post.slug,
          author: post.author,
          publishedAt: post.publishedAt,
          modifiedAt: post.updatedAt,
          image: image?.url ?? undefined,
        })}
      />
    </>
  )
}
