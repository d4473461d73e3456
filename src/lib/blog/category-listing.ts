import { siteConfig } from '@/config/site'
import { expireAfterFailedRead } from '@/lib/cache/expire'

import type { BlogCard, BlogPage } from './cards'
import type { BlogCategory } from './constants'
import { fallbackPosts } from './fallback'
import { hasPublishedPosts, isBuildPhase, listPublishedPosts } from './queries'
import { EVERY_CATEGORY_TAG } from './revalidate'

const EMPTY_PAGE: BlogPage = { cards: [], page: 1, totalDocs: 0, hasNextPage: false }

const builtInPosts = (category: BlogCategory) =>
  fallbackPosts(siteConfig()).filter((card) => card.category === category)

/** What a category page shows: its first page (null: the read failed) and the built-in posts to show instead. */
export type CategoryListing = { firstPage: BlogPage | null; fallback: BlogCard[] }

/**
 * The first page of a category's published posts. The built-in posts of the category stand in only
 * while no post at all is published, as on /blog (whose built-in cards link here); once any post is
 * published, a category without one shows its empty state.
 */
export async function loadCategoryListing(category: BlogCategory): Promise<CategoryListing> {
  if (isBuildPhase()) return { firstPage: EMPTY_PAGE, fallback: [] }
  try {
    const firstPage = await listPublishedPosts(1, undefined, category)
    const builtIn = firstPage.cards.length === 0 && !(await hasPublishedPosts())
    return { firstPage, fallback: builtIn ? builtInPosts(category) : [] }
  } catch (error) {
    console.error(`Blog category ${category}: could not list posts:`, error)
    expireAfterFailedRead([EVERY_CATEGORY_TAG])
    // As /blog does after a failed read: the error, and the built-in posts rather than nothing.
    return { firstPage: null, fallback: builtInPosts(category) }
  }
}
