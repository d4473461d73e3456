import { describe, expect, it } from 'vitest'

import { getSiteContent } from '@/content/site-content'

import { categoryFromSlug, categoryHref, categoryPath, categorySlug } from './categories'
import { BLOG_CATEGORIES } from './constants'

describe('category slugs', () => {
  it('maps every category to a lower-case slug and back', () => {
    expect(BLOG_CATEGORIES.map(categorySlug)).toEqual(['marketing', 'revenue', 'management', 'platforms', 'branding'])
    for (const category of BLOG_CATEGORIES) expect(categoryFromSlug(categorySlug(category))).toBe(category)
  })

  it('names the category page', () => {
    expect(categoryPath('Revenue')).toBe('/blog/category/revenue')
    expect(categorySlug('Brand & Growth')).toBe('brand-growth')
  })

  it('an unknown or differently written slug is no category', () => {
    expect(categoryFromSlug('no-such-category')).toBeNull()
    expect(categoryFromSlug('Marketing')).toBeNull()
    expect(categoryFromSlug('')).toBeNull()
  })

  it('links a tag only when its category has a page', () => {
    expect(categoryHref('Branding')).toBe('/blog/category/branding')
    expect(categoryHref('Something else')).toBeUndefined()
  })
})

describe('category copy', () => {
  const copy = getSiteContent({
    agencyName: 'Agency',
    contactEmail: 'a@example.com',
    bookingUrl: 'https://example.com/book',
    platform: 'OnlyFans',
    secondPlatform: 'Fansly',
  }).blogCategories.pages

  it('every category, and nothing else, has a title and a one-sentence meta description of search-result length', () => {
    expect(Object.keys(copy).sort()).toEqual([...BLOG_CATEGORIES].sort())
    for (const { title, description } of Object.values(copy)) {
      expect(title.length).toBeLessThanOrEqual(60)
      expect(description.length).toBeGreaterThanOrEqual(110)
      expect(description.length).toBeLessThanOrEqual(170)
      expect(description).toMatch(/^[A-Z][^.]*\.$/)
    }
  })
})
