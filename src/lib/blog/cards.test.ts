import { describe, expect, it } from 'vitest'

import { type BlogCard, blogPageQuery, coverImage, pickRelated, srcSetOf } from './cards'

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
  const cards = [
    card('a', 'Marketing'),
    card('b', 'Revenue'),
    card('c', 'Marketing'),
    card('d', 'Branding'),
    card('e', 'Marketing'),
  ]

  it('prefers the same category, in the given order, and never the article itself', () => {
    expect(pickRelated(cards, cards[0]!).map((c) => c.slug)).toEqual(['c', 'e'])
  })

  it('fills up with the newest others when the category has too few', () => {
    expect(pickRelated(cards, cards[1]!).map((c) => c.slug)).toEqual(['a', 'c'])
    expect(pickRelated(cards, cards[3]!, 3).map((c) => c.slug)).toEqual(['a', 'b', 'c'])
  })
})

describe('article covers', () => {
  const card = { url: '/api/media/file/cover-768x432.webp', width: 768, height: 432 }
  const hero = { url: '/api/media/file/cover-1600x900.webp', width: 1600, height: 900 }

  it('offers the card rendition beside the hero one, narrowest first', () => {
    expect(
      coverImage({ url: '/api/media/file/cover.webp', width: 2400, alt: 'A cover', sizes: { hero, card } }),
    ).toEqual({
      url: hero.url,
      srcSet: `${card.url} 768w, ${hero.url} 1600w`,
      alt: 'A cover',
    })
  })

  it('uses the original where no hero rendition was made (an upload narrower than 1600 px)', () => {
    const media = {
      url: '/api/media/file/small.webp',
      width: 1000,
      alt: '',
      sizes: { hero: { url: null, width: null }, card },
    }
    expect(coverImage(media)).toEqual({ url: media.url, srcSet: `${card.url} 768w, ${media.url} 1000w`, alt: '' })
  })

  it('has no srcset with a single known width, and no cover without a file', () => {
    expect(
      coverImage({ url: '/a.webp', width: 768, alt: 'x', sizes: { card: { url: '/a-768.webp', width: 768 } } }),
    ).toEqual({ url: '/a.webp', srcSet: undefined, alt: 'x' })
    expect(
      srcSetOf([
        { url: '/a.webp', width: null },
        { url: null, width: 768 },
      ]),
    ).toBeUndefined()
    expect(coverImage({ url: null, alt: 'x' })).toBeNull()
    expect(coverImage(null)).toBeNull()
  })
})

describe('the REST query of later pages', () => {
  it('lists published posts, newest first; a category page only its category', () => {
    const all = new URLSearchParams(blogPageQuery(2, 9).split('?')[1])
    expect(all.get('page')).toBe('2')
    expect(all.get('where[isPublished][equals]')).toBe('true')
    expect(all.has('where[category][equals]')).toBe(false)
    const revenue = new URLSearchParams(blogPageQuery(2, 9, 'Revenue').split('?')[1])
    expect(revenue.get('where[category][equals]')).toBe('Revenue')
    expect(revenue.get('where[isPublished][equals]')).toBe('true')
  })
})
