import { siteConfig } from '@/config/site'
import { type ArticleView, loadArticle } from '@/lib/blog/article'

import { coverDataUrl } from './cover'
import { articleSocialImage, siteHost, type SocialImage } from './social-image'

/** The cover's box in an article's share image (the right-hand panel, full height). */
export const COVER_BOX = { width: 480, height: 630 } as const

/** What an article's share image shows. */
export type ArticleImageContent = {
  title: string
  category: string
  /** The cover cut to COVER_BOX, as a data URL; null: drawn without one. */
  cover: string | null
  agencyName: string
  siteHost: string
}

/** The generated share image of an article (its URL versioned by what it shows), for the page's metadata. */
export function articleImage(article: ArticleView): SocialImage {
  return articleSocialImage({
    slug: article.card.slug,
    title: article.card.title,
    category: article.card.category,
    cover: article.hero?.url ?? null,
    agencyName: siteConfig().agencyName,
  })
}

/**
 * What the share image of the article at `slug` shows, from the same article the page renders
 * (published post or built-in article); null where the page is a 404.
 */
export async function articleImageContent(slug: string): Promise<ArticleImageContent | null> {
  const article = await loadArticle(slug)
  if (!article) return null
  const site = siteConfig()
  return {
    title: article.card.title,
    category: article.card.category,
    cover: article.hero ? await coverDataUrl(article.hero.url, COVER_BOX) : null,
    agencyName: site.agencyName,
    siteHost: siteHost(site.baseUrl),
  }
}
