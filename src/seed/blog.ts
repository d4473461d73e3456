import path from 'node:path'

import type { Payload } from 'payload'

import { SEED_ARTICLES } from '@/content/blog/articles'
import { articleSlug, fillPlaceholders, type PlatformNames } from '@/content/blog/placeholders'
import { builtInArticleBody } from '@/lib/blog/built-in-markdown'
import { fittedMetaTitle } from '@/lib/seo/meta-title'

const SEED_KEY = 'seed:blog-articles'
const ROOT = process.cwd()

/**
 * Creates the six built-in articles (published, with their featured images) once per database.
 * A marker in Payload's key-value store makes later starts change nothing, even after editors
 * delete or rename a seeded post.
 */
export async function seedBlog(
  payload: Payload,
  names: PlatformNames & { author: string; agencyName?: string },
): Promise<'created' | 'skipped'> {
  if (await payload.kv.get(SEED_KEY)) return 'skipped'
  for (const article of SEED_ARTICLES) {
    const slug = articleSlug(article.key, names)
    const existing = await payload.count({
      collection: 'blog-posts',
      where: { slug: { equals: slug } },
      overrideAccess: true,
      trash: true,
    })
    if (existing.totalDocs > 0) continue

    const image = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: fillPlaceholders(article.image.alt, names) },
      filePath: path.join(ROOT, 'public/images/blog', article.image.file),
    })
    const title = fillPlaceholders(article.title, names)
    const description = fillPlaceholders(article.metaDescription, names)
    await payload.create({
      collection: 'blog-posts',
      overrideAccess: true,
      draft: false,
      data: {
        title,
        slug,
        excerpt: fillPlaceholders(article.excerpt, names),
        category: article.category,
        publishedAt: article.publishedAt,
        readTime: article.readTime,
        // The specification's read times, kept as the editor's override of the computed one.
        readTimeOverride: article.readTime,
        author: names.author,
        featuredImage: image.id,
        content: (await builtInArticleBody(payload.config, article.key, names)) as never,
        // The SEO title ships as written: the generator's fitted "{title} | {agency}".
        meta: {
          title: names.agencyName ? fittedMetaTitle(title, names.agencyName) : title,
          description,
          // No SEO-tab image: the generated share image (src/lib/og) shows the cover with the title.
        },
        _status: 'published',
      },
    })
  }
  await payload.kv.set(SEED_KEY, { at: new Date().toISOString() })
  payload.logger.info(`Seeded ${SEED_ARTICLES.length} blog articles`)
  return 'created'
}
