import config from '@payload-config'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getPayload } from 'payload'

import { siteConfig } from '@/config/site'
import { SEED_ARTICLES } from '@/content/blog/articles'
import { articleSlug, fillPlaceholders } from '@/content/blog/placeholders'
import { builtInImage, fallbackPosts } from '@/lib/blog/fallback'
import { expireAfterFailedRead } from '@/lib/cache/expire'
import { editorShareImage } from '@/lib/og/social-image'
import { articleImageTag } from '@/lib/og/tags'
import type { BlogPost, Media, User } from '@/payload-types'

import { builtInArticleBody } from './built-in-markdown'
import { type BlogCard, type Cover, coverImage, pickRelated, toBlogCard } from './cards'
import { findPublishedPost, hasPublishedPosts, relatedPosts } from './queries'
import { articleTag } from './revalidate'

/** Everything an article page shows, from a published post or from a built-in article. */
export type ArticleView = {
  card: BlogCard
  author: string
  updatedAt: string
  hero: Cover | null
  content: SerializedEditorState
  /**
   * `documentTitle`: the whole <title>, when the post's SEO title gives it (shipped as written); else "{title} |
   * {agency}".
   * `image`: the one an editor chose in the SEO tab; without it the share image is generated from title, category and
   * cover.
   */
  seo: {
    title: string
    documentTitle?: string
    description: string
    image: { url: string; width?: number; height?: number; alt: string } | null
  }
  related: BlogCard[]
}

const mediaOf = (value: unknown): Media | null => (typeof value === 'object' && value ? (value as Media) : null)

async function fromPost(post: BlogPost): Promise<ArticleView> {
  const image = mediaOf(post.featuredImage)
  const seoImage = editorShareImage(mediaOf(post.meta?.image), image)
  return {
    card: toBlogCard(post),
    author: post.author,
    updatedAt: post.updatedAt,
    hero: coverImage(image),
    content: post.content as unknown as SerializedEditorState,
    seo: {
      title: post.title,
      documentTitle: post.meta?.title?.trim() || undefined,
      description: post.meta?.description || post.excerpt,
      image: seoImage?.url
        ? {
            url: seoImage.url,
            width: seoImage.width ?? undefined,
            height: seoImage.height ?? undefined,
            alt: seoImage.alt,
          }
        : null,
    },
    related: await relatedPosts(post),
  }
}

const builtIn = new Map<string, Promise<ArticleView | null>>()

/** One of the six built-in articles (the blog's fallback list links to them), by slug. */
export function builtInArticle(slug: string): Promise<ArticleView | null> {
  let article = builtIn.get(slug)
  if (!article) {
    article = renderBuiltIn(slug)
    builtIn.set(slug, article)
    // A failed read is not remembered: the next request tries again.
    article.catch(() => builtIn.delete(slug))
  }
  return article
}

async function renderBuiltIn(slug: string): Promise<ArticleView | null> {
  const site = siteConfig()
  const cards = fallbackPosts(site)
  const index = SEED_ARTICLES.findIndex((article) => articleSlug(article.key, site) === slug)
  const article = SEED_ARTICLES[index]
  const card = cards[index]
  if (!article || !card) return null
  const { full, card: cardSize } = builtInImage(article.image.file)
  const image = { ...full, alt: card.image?.alt ?? '' }
  return {
    card,
    author: `${site.agencyName} Team`,
    updatedAt: article.publishedAt,
    hero: coverImage({ ...image, sizes: { card: cardSize } }),
    content: await builtInArticleBody(await config, article.key, site),
    seo: { title: card.title, description: fillPlaceholders(article.metaDescription, site), image: null },
    related: pickRelated(cards, card),
  }
}

/**
 * The article at `slug`: the published post, or, while the blog list shows the built-in posts (no
 * post is published, or the posts cannot be read), the built-in article those cards link to. Null
 * is a 404. Once any post is published, an unpublished or deleted built-in slug stays a 404.
 */
export async function loadArticle(slug: string): Promise<ArticleView | null> {
  let post: BlogPost | null
  try {
    post = await findPublishedPost(slug)
    if (!post && (await hasPublishedPosts())) return null
  } catch (error) {
    console.error('Blog post query failed:', error)
    expireAfterFailedRead([articleTag(slug), articleImageTag(slug)])
    const fallback = await builtInArticle(slug)
    if (fallback) return fallback
    throw error
  }
  return post ? fromPost(post) : builtInArticle(slug)
}

/**
 * The latest saved version of a post, a draft included, as `user` may read it (editors and admins
 * read drafts; anyone else gets null). For staff previews only: never cached.
 */
export async function loadPostPreview(
  id: number,
  user: User,
): Promise<{ article: ArticleView; published: boolean } | null> {
  const payload = await getPayload({ config })
  const post = await payload.findByID({
    collection: 'blog-posts',
    id,
    draft: true,
    depth: 2,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!post) return null
  return { article: await fromPost(post), published: post._status === 'published' }
}
