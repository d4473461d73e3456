import type { BlogCard } from '@/lib/blog/cards'

import { SEED_ARTICLES } from './articles'
import { articleSlug, fillPlaceholders, type PlatformNames } from './placeholders'

/**
 * The built-in list shown when the CMS has no published post: the six seeded articles, in the
 * specification's listing order, with images served from /images/blog/.
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
    image: { url: `/images/blog/${article.image.file}`, alt: fillPlaceholders(article.image.alt, names), width: 1600, height: 900 },
  }))
}
