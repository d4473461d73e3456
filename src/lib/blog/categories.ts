import { slugify } from '@/config/slugify'

import { BLOG_CATEGORIES, type BlogCategory } from './constants'

/** The address form of a category: "Marketing" → "marketing". */
export const categorySlug = (category: string): string => slugify(category)

/** The category page of a category: /blog/category/<slug>. */
export const categoryPath = (category: string): string => `/blog/category/${categorySlug(category)}`

/** The category an address names, or null (an unknown slug is a 404). Only the exact slug form counts. */
export function categoryFromSlug(slug: string): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug) ?? null
}

/**
 * The page a card's category tag links to, or undefined when it has none: a built-in article may
 * carry any text as its category.
 */
export function categoryHref(category: string): string | undefined {
  return categoryFromSlug(categorySlug(category)) ? categoryPath(category) : undefined
}
