import { ArrowLeft } from 'lucide'
import Link from 'next/link'

import { ArticleBody } from '@/components/blog/ArticleBody'
import { ArticleHeroImage } from '@/components/blog/ArticleHeroImage'
import { BlogCardView } from '@/components/blog/BlogCardView'
import { PostMeta } from '@/components/blog/PostMeta'
import { ShareButton } from '@/components/blog/ShareButton'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { CtaBand } from '@/components/sections/CtaBand'
import { JsonLd } from '@/components/seo/JsonLd'
import { Svg } from '@/components/ui/Svg'
import type { ArticleView } from '@/lib/blog/article'
import { content } from '@/lib/pages/content'
import { articleLd } from '@/lib/seo/structured-data'

/** One blog article: header with meta, hero image, body, share, related posts and the call to action. */
export function ArticlePage({ article }: { article: ArticleView }) {
  const { blog, breadcrumbs } = content()
  const { card, hero, related } = article

  return (
    <>
      <article>
        <header className="relative overflow-hidden bg-ink-950 pb-12 pt-28 text-white md:pt-36">
          <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
          <div className="relative mx-auto max-w-3xl px-5 sm:px-8">
            <Breadcrumbs trail={[{ label: breadcrumbs.blog, href: '/blog' }, { label: card.title }]} />
            <PostMeta category={card.category} publishedAt={card.publishedAt} readTime={card.readTime} tone="dark" />
            <h1 className="mt-4 font-display text-h1 font-semibold text-white">{card.title}</h1>
            <p className="mt-4 text-lg text-ink-100">{card.excerpt}</p>
            <p className="mt-4 text-sm text-ink-100">
              {blog.article.byline} {article.author}
            </p>
          </div>
        </header>
        <div className="bg-white py-12 md:py-16">
          <div className="mx-auto max-w-3xl px-5 sm:px-8">
            {hero ? <ArticleHeroImage src={hero.url} srcSet={hero.srcSet} alt={hero.alt} /> : null}
            <ArticleBody data={article.content} />
            <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-ink-900/10 pt-8">
              <Link
                href="/blog"
                className="inline-flex items-center gap-2 font-semibold text-rose-700 hover:text-rose-800"
              >
                <Svg node={ArrowLeft} className="size-4" />
                {blog.article.backLabel}
              </Link>
              <ShareButton
                title={card.title}
                label={blog.article.shareLabel}
                copiedText={blog.article.linkCopied}
                failedText={blog.article.shareFailed}
              />
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
      <CtaBand cta={blog.article.cta} refTag={`blog-${card.slug}`} />
      <JsonLd
        id="article"
        data={articleLd({
          title: card.title,
          description: card.excerpt,
          slug: card.slug,
          author: article.author,
          publishedAt: card.publishedAt,
          modifiedAt: article.updatedAt,
          image: hero?.url,
        })}
      />
    </>
  )
}
