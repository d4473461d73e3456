import { SEED_ARTICLES } from '@/content/blog/articles'
import { articleSlug, fillPlaceholders, type PlatformNames } from '@/content/blog/placeholders'

import type { BlogCard } from './cards'

/** A built-in image: the 1600×900 original and its 768×432 card rendition (scripts/blog-card-images.mjs). */
export const builtInImage = (file: string) => ({
  full: { url: `/images/blog/${file}`, width: 1600, height: 900 },
  card: { url: `/images/blog/card/${file}`, width: 768, height: 432 },
})

/**
 * The built-in list shown when the CMS has no published post: the six seeded articles, in the
 * specification's listing order, with their card images served from /images/blog/card/.
 */
export function fallbackPosts(names: PlatformNames): BlogCard[] {
  return SEED_ARTICLES.map((article) => ({
    id: `fallback-${article.key}`,
    slug: articleSlug(article.key, names),
    title: fillPlaceholders(article.title, names),
    excerpt: fillPlaceholders(article.excerpt, names),
    category: article.category,
    publishedAt: article.publishedAt,
    readTime: article.readTime,
    image: { ...builtInImage(article.image.file).card, alt: fillPlaceholders(article.image.alt, names) },
  }))
}
