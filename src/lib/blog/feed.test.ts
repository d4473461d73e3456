import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { BlogPost } from '@/payload-types'

import { checkAtom, checkRss } from '../../../tests/support/own-feed-rules'
import { type FeedChannel, type FeedEntry, feedEntry, feedResponse, renderFeed, xmlText } from './feed'
import { feedPosts } from './queries'

vi.mock('./queries', () => ({ feedPosts: vi.fn(), isBuildPhase: () => false }))

const channel: FeedChannel = {
  baseUrl: 'https://example.com',
  title: 'Growth Blog | Agency',
  description: 'Guides for creators & their teams',
  agencyName: 'Agency',
  contactEmail: 'hello@example.com',
}

const entry = (id: number, over: Partial<FeedEntry> = {}): FeedEntry => ({
  id: String(id),
  slug: `post-${id}`,
  title: `Post ${id} & more`,
  excerpt: `The whole excerpt of post ${id}, <b>with</b> markup-looking text & an ampersand.`,
  category: 'Revenue',
  author: 'Jane Writer',
  publishedAt: `2025-03-0${id}T00:00:00.000Z`,
  updatedAt: `2025-04-0${id}T10:30:00.000Z`,
  image: { url: `/api/media/file/cover-${id}-768x432.jpg`, type: 'image/jpeg', length: 12345 },
  ...over,
})

describe('RSS 2.0', () => {
  it('an item per post with title, link, guid, RFC 822 date, the whole excerpt, cover, category and author', () => {
    const { items, problems, selfLink, title } = checkRss(renderFeed('rss', [entry(2), entry(1)], channel))
    expect(problems).toEqual([])
    expect(title).toBe('Growth Blog | Agency')
    expect(selfLink).toBe('https://example.com/blog/feed.xml')
    expect(items.map((item) => item.link)).toEqual([
      'https://example.com/blog/post-2',
      'https://example.com/blog/post-1',
    ])
    expect(items[0]).toEqual({
      title: 'Post 2 & more',
      link: 'https://example.com/blog/post-2',
      id: 'tag:example.com,2025:blog-post:2',
      published: 'Sun, 02 Mar 2025 00:00:00 GMT',
      summary: entry(2).excerpt,
      categories: ['Revenue'],
      authors: ['hello@example.com (Jane Writer)'],
      enclosure: { url: 'https://example.com/api/media/file/cover-2-768x432.jpg', type: 'image/jpeg', length: '12345' },
    })
  })

  it('the channel is dated by its newest change, so a render of the same posts is the same bytes', () => {
    const xml = renderFeed('rss', [entry(1), entry(2)], channel)
    expect(xml).toContain('<lastBuildDate>Wed, 02 Apr 2025 10:30:00 GMT</lastBuildDate>')
    expect(renderFeed('rss', [entry(1), entry(2)], channel)).toBe(xml)
  })

  it('a post without a usable cover has no enclosure; an absolute image URL is kept', () => {
    const { items, problems } = checkRss(
      renderFeed(
        'rss',
        [entry(1, { image: null }), entry(2, { image: { ...entry(2).image!, url: 'https://cdn.example.net/a.png' } })],
        channel,
      ),
    )
    expect(problems).toEqual([])
    expect(items[0]!.enclosure).toBeUndefined()
    expect(items[1]!.enclosure?.url).toBe('https://cdn.example.net/a.png')
  })

  it('an empty feed is still valid', () => {
    const { items, problems } = checkRss(renderFeed('rss', [], channel))
    expect(problems).toEqual([])
    expect(items).toEqual([])
  })
})

describe('Atom 1.0', () => {
  it('an entry per post with id, alternate link, RFC 3339 dates, summary, category term and label, author, enclosure', () => {
    const xml = renderFeed('atom', [entry(2), entry(1)], channel)
    const { items, problems, selfLink } = checkAtom(xml)
    expect(problems).toEqual([])
    expect(selfLink).toBe('https://example.com/blog/atom.xml')
    expect(items[0]).toEqual({
      title: 'Post 2 & more',
      link: 'https://example.com/blog/post-2',
      id: 'tag:example.com,2025:blog-post:2',
      published: '2025-03-02T00:00:00.000Z',
      updated: '2025-04-02T10:30:00.000Z',
      summary: entry(2).excerpt,
      categories: ['Revenue'],
      authors: ['Jane Writer'],
      enclosure: {
        url: 'https://example.com/api/media/file/cover-2-768x432.jpg',
        type: 'image/jpeg',
        length: '12345',
      },
    })
    expect(xml).toContain('<category label="Revenue" scheme="https://example.com/blog/category/" term="revenue"/>')
    expect(xml).toContain('<updated>2025-04-02T10:30:00.000Z</updated>')
  })
})

describe('the feed rules catch a broken feed', () => {
  it('relative links, a missing self link, bad dates and repeated ids are reported', () => {
    const rss = renderFeed('rss', [entry(1), entry(1)], channel)
      .replace('https://example.com/blog/post-1', '/blog/post-1')
      .replace(/<atom:link[^>]*rel="self"[^>]*\/>/, '')
      .replace('Sat, 01 Mar 2025 00:00:00 GMT', '2025-03-01')
    expect(checkRss(rss).problems).toEqual([
      'channel has no atom:link rel="self"',
      'item link "/blog/post-1" is not an absolute URL',
      'item pubDate "2025-03-01" is not an RFC 822 date',
      'id tag:example.com,2025:blog-post:1 appears twice',
    ])
    expect(checkAtom(renderFeed('atom', [entry(1)], channel).replace('<title', '<title><b>')).problems[0]).toMatch(
      /^not well-formed/,
    )
  })
})

describe('a post as an item', () => {
  const post = {
    id: 7,
    slug: 's',
    title: 't',
    excerpt: 'e',
    category: 'Branding',
    author: 'A',
    publishedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    featuredImage: {
      id: 1,
      alt: '',
      url: '/api/media/file/x.webp',
      mimeType: 'image/webp',
      filesize: 90_000,
      sizes: { card: { url: '/api/media/file/x-768x432.webp', mimeType: 'image/webp', filesize: 9_000 } },
    },
  } as unknown as BlogPost

  it('takes the card rendition of the cover, with its type and size', () => {
    expect(feedEntry(post).image).toEqual({ url: '/api/media/file/x-768x432.webp', type: 'image/webp', length: 9_000 })
  })

  it('falls back to the original, and to no image without a size or an uploaded image', () => {
    const media = post.featuredImage as Exclude<BlogPost['featuredImage'], number>
    expect(feedEntry({ ...post, featuredImage: { ...media, sizes: {} } }).image?.url).toBe('/api/media/file/x.webp')
    expect(feedEntry({ ...post, featuredImage: { ...media, sizes: {}, filesize: null } }).image).toBeNull()
    expect(feedEntry({ ...post, featuredImage: 1 }).image).toBeNull()
  })
})

describe('the route answer', () => {
  beforeEach(() => {
    vi.mocked(feedPosts).mockReset()
  })

  it('RSS and Atom with their content types', async () => {
    vi.mocked(feedPosts).mockResolvedValue([])
    const rss = await feedResponse('rss')
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(checkRss(await rss.text()).problems).toEqual([])
    const atom = await feedResponse('atom')
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(checkAtom(await atom.text()).problems).toEqual([])
  })

  it('a failed read answers 503 rather than an empty feed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(feedPosts).mockRejectedValue(new Error('database down'))
    const response = await feedResponse('rss')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('10')
  })
})

describe('characters XML forbids, as editors may type or paste them', () => {
  // As found: this title made both feeds invalid XML.
  const hostile = entry(1, {
    title: 'Payouts\u0001 up\u000b 40%\uFFFE',
    excerpt: 'Lone \uD800 surrogate, \u0000 NUL and \uFFFF, kept: tab\tand \u{1F600}',
    author: 'Jane\u0008 Writer',
    category: 'Revenue\u001f',
  })
  const forbidden = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

  it.each(['rss', 'atom'] as const)(
    '%s: removed, the feed stays well-formed and the rest of the text is kept',
    (format) => {
      const xml = renderFeed(format, [hostile, entry(2)], { ...channel, agencyName: 'Agency\u0002' })
      expect(xml).not.toMatch(forbidden)
      const { items, problems } = format === 'rss' ? checkRss(xml) : checkAtom(xml)
      expect(problems).toEqual([])
      expect(items).toHaveLength(2)
      expect(items[0]!.title).toBe('Payouts up 40%')
      expect(items[0]!.summary).toBe('Lone  surrogate,  NUL and , kept: tab\tand \u{1F600}')
    },
  )

  it('the control: without them the same words come out unchanged', () => {
    expect(xmlText('Payouts up 40% \u00e9 \u{1F600}\ttab\nline')).toBe('Payouts up 40% \u00e9 \u{1F600}\ttab\nline')
    expect(renderFeed('rss', [entry(1)], channel)).toBe(
      renderFeed('rss', [entry(1, { title: `Post 1 & more\u0001` })], channel),
    )
  })
})

describe('Atom language', () => {
  it('the feed element says its language, once', () => {
    const xml = renderFeed('atom', [entry(1)], channel)
    expect(xml.match(/<feed [^>]*>/)?.[0]).toContain('xml:lang="en"')
    expect(xml.match(/xml:lang=/g)).toHaveLength(1)
  })
})
