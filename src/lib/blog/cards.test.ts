import { describe, expect, it } from 'vitest'

import { type BlogCard, pickRelated } from './cards'

const card = (slug: string, category: string): BlogCard => ({
  id: slug,
  slug,
  title: slug,
  excerpt: '',
  category,
  publishedAt: '2025-01-01T00:00:00.000Z',
  readTime: '5 min read',
  image: null,
})

describe('pickRelated', () => {
  const cards = [card('a', 'Marketing'), card('b', 'Revenue'), card('c', 'Marketing'), card('d', 'Branding'), card('e', 'Marketing')]

  it('prefers the same category, in the given order, and never the article itself', () => {
    expect(pickRelated(cards, cards[0]!).map((c) => c.slug)).toEqual(['c', 'e'])
  })

  it('fills up with the newest others when the category has too few', () => {
    expect(pickRelated(cards, cards[1]!).map((c) => c.slug)).toEqual(['a', 'c'])
    expect(pickRelated(cards, cards[3]!, 3).map((c) => c.slug)).toEqual(['a', 'b', 'c'])
  })
})
