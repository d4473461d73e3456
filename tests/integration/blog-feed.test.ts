/**
 * The blog's RSS and Atom feeds and its category pages on the real production server: what they
 * list, that the feeds keep our own reading of the feed rules (tests/support/own-feed-rules.ts, not
 * the W3C validator), that both are served from Next's cache, and that publishing and unpublishing
 * change them with no restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalParagraph } from '../support/lexical'
import { loginAs } from '../support/login'
import { checkAtom, checkRss, type CheckedFeed } from '../support/own-feed-rules'
import { cachedPage, getPage, type Page, pageWithin } from '../support/pages'
import { type Site, startSite } from '../support/server-process'

const PASSWORD = 'blog-feed-admin-password'
// How long a change may take to show: a bound for a loaded machine, not a speed claim.
const WITHIN_MS = 5_000

let server: Site
let token: string
let imageId: number

type Post = {
  id: number
  slug: string
  title: string
  excerpt: string
  category: string
  author: string
  publishedAt: string
  updatedAt: string
}

async function rest<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  expect(response.status, JSON.stringify(json)).toBeLessThan(300)
  return json
}

const publishedPosts = async () =>
  (
    await rest<{ docs: Post[] }>(
      'GET',
      '/blog-posts?where[_status][equals]=published&sort=-publishedAt,-id&limit=100&depth=0',
    )
  ).docs

const within = (path: string, ok: (page: Page) => boolean) => pageWithin(server, path, Date.now(), WITHIN_MS, ok)

async function feed(path: string): Promise<{ response: Response; xml: string }> {
  const response = await fetch(`${server.url}${path}`)
  return { response, xml: await response.text() }
}

const newPost = (slug: string, category: string) => ({
  title: `Feed post ${slug}`,
  slug,
  excerpt: `The full excerpt of ${slug}, with an ampersand & a <tag> that must arrive as text.`,
  category,
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  readTime: '4 min read',
  author: 'Feed Test Author',
  featuredImage: imageId,
  content: lexicalParagraph(`Body of ${slug}`),
  _status: 'published',
})

beforeAll(async () => {
  server = await startSite('blog_feed', { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
  token = (await loginAs(server.url, 'admin', PASSWORD)).token
  const media = await rest<{ docs: { id: number }[] }>('GET', '/media?limit=1')
  imageId = Number(media.docs[0]!.id)
}, 180_000)

afterAll(async () => {
  await server?.close()
})

/** The feed's items against the published posts, newest first, with every field an item carries. */
async function expectItemsOf(checked: CheckedFeed, format: 'rss' | 'atom') {
  const posts = await publishedPosts()
  expect(posts.length).toBeGreaterThan(0)
  expect(checked.items.map((item) => item.link)).toEqual(posts.map((post) => `${server.url}/blog/${post.slug}`))
  for (const [index, post] of posts.entries()) {
    const item = checked.items[index]!
    expect(item.title).toBe(post.title)
    expect(item.summary).toBe(post.excerpt)
    expect(item.categories).toEqual([post.category])
    expect(item.id).toBe(`tag:127.0.0.1,2025:blog-post:${post.id}`)
    if (format === 'rss') {
      expect(item.published).toBe(new Date(post.publishedAt).toUTCString())
      // An e-mail address (the agency's), then the author's name, as RSS asks.
      expect(item.authors).toHaveLength(1)
      expect(item.authors[0]).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+ \(/)
      expect(item.authors[0]!.endsWith(` (${post.author})`)).toBe(true)
    } else {
      expect(item.published).toBe(new Date(post.publishedAt).toISOString())
      expect(item.updated).toBe(new Date(post.updatedAt).toISOString())
      expect(item.authors).toEqual([post.author])
    }
    // The enclosure is the cover as served: its address answers with that type and that many bytes.
    const image = await fetch(item.enclosure!.url)
    expect(image.status, item.enclosure!.url).toBe(200)
    expect(image.headers.get('content-type')).toBe(item.enclosure!.type)
    expect(String((await image.arrayBuffer()).byteLength)).toBe(item.enclosure!.length)
  }
}

/** The `<link rel="alternate">` tags of a page's head as type → address (attribute order aside). */
function alternateLinks(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'))
  const links: Record<string, string> = {}
  for (const [tag] of head.matchAll(/<link [^>]*rel="alternate"[^>]*>/g)) {
    const type = /\btype="([^"]+)"/.exec(tag)?.[1]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (type && href && /\btitle="[^"]+"/.test(tag)) links[type] = href
  }
  return links
}

describe('the feeds', () => {
  it('RSS 2.0: its content type, a self link, every published post newest first, valid by the feed rules, cached', async () => {
    const { response, xml } = await feed('/blog/feed.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const checked = checkRss(xml)
    expect(checked.problems).toEqual([])
    expect(checked.selfLink).toBe(`${server.url}/blog/feed.xml`)
    await expectItemsOf(checked, 'rss')
    expect((await cachedPage(server, '/blog/feed.xml')).body).toBe(xml)
  })

  it('Atom 1.0: its content type, a self link, every published post newest first, valid by the feed rules, cached', async () => {
    const { response, xml } = await feed('/blog/atom.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const checked = checkAtom(xml)
    expect(checked.problems).toEqual([])
    expect(checked.selfLink).toBe(`${server.url}/blog/atom.xml`)
    await expectItemsOf(checked, 'atom')
    expect((await cachedPage(server, '/blog/atom.xml')).body).toBe(xml)
  })

  it('every page names both feeds in its head; /blog links to the RSS feed', async () => {
    const posts = await publishedPosts()
    for (const path of [
      '/',
      '/blog',
      `/blog/${posts[0]!.slug}`,
      '/blog/category/revenue',
      '/contact',
      '/no-such-page',
    ]) {
      const { body } = await getPage(server, path)
      // Absolute, on SITE_URL: the build's for pages prerendered then (/, /contact), the server's for the blog's.
      const links = alternateLinks(body)
      expect(Object.keys(links).sort(), path).toEqual(['application/atom+xml', 'application/rss+xml'])
      expect(new URL(links['application/rss+xml']!).pathname, path).toBe('/blog/feed.xml')
      expect(new URL(links['application/atom+xml']!).pathname, path).toBe('/blog/atom.xml')
      if (path.startsWith('/blog'))
        expect(links, path).toEqual({
          'application/rss+xml': `${server.url}/blog/feed.xml`,
          'application/atom+xml': `${server.url}/blog/atom.xml`,
        })
    }
    expect((await getPage(server, '/blog')).body).toMatch(/<a href="\/blog\/feed.xml" type="application\/rss\+xml"/)
  })
})

describe('category pages', () => {
  it('list their category only, with its title, description, canonical and structured data; cached', async () => {
    const posts = await publishedPosts()
    const page = await cachedPage(server, '/blog/category/revenue')
    expect(page.status).toBe(200)
    const revenue = posts.filter((post) => post.category === 'Revenue')
    expect(revenue.length).toBeGreaterThan(0)
    for (const post of posts)
      expect(page.body.includes(`href="/blog/${post.slug}"`), post.slug).toBe(post.category === 'Revenue')
    expect(page.body).toContain(`<link rel="canonical" href="${server.url}/blog/category/revenue"/>`)
    expect(page.body).toMatch(/<title>Earnings and Pricing Guides for [^<]+ Creators \| [^<]+<\/title>/)
    expect(page.body).toContain('<meta name="description" content="Raise your monthly earnings without burning out')
    expect(page.body).toContain('"@type":"CollectionPage"')
    expect(page.body).toContain('"@type":"BreadcrumbList"')
    expect(page.body).toContain(`"url":"${server.url}/blog/${revenue[0]!.slug}"`)
  })

  it('an unknown category is a 404; the sitemap names every category page', async () => {
    expect((await getPage(server, '/blog/category/no-such-category')).status).toBe(404)
    expect((await getPage(server, '/blog/category/Revenue')).status).not.toBe(200)
    const sitemap = (await getPage(server, '/sitemap.xml')).body
    for (const slug of ['marketing', 'revenue', 'management', 'platforms', 'branding'])
      expect(sitemap).toContain(`<loc>${server.url}/blog/category/${slug}</loc>`)
  })
})

describe('a post write reaches the feeds and category pages with no restart', () => {
  it('publish: at the top of both feeds and on its category page; unpublish: gone from them, the empty state shown', async () => {
    // Cached before the write, so only an expiry can change them.
    for (const path of ['/blog/feed.xml', '/blog/atom.xml', '/blog/category/platforms', '/blog/category/branding'])
      await cachedPage(server, path)
    const created = await rest<{ doc: { id: number } }>('POST', '/blog-posts', newPost('feed-platforms', 'Platforms'))
    const link = `${server.url}/blog/feed-platforms`

    const rss = checkRss((await within('/blog/feed.xml', (p) => p.body.includes(link))).body)
    expect(rss.problems).toEqual([])
    expect(rss.items[0]!.link).toBe(link)
    expect(rss.items[0]!.summary).toBe(newPost('feed-platforms', 'Platforms').excerpt)
    const atom = checkAtom((await within('/blog/atom.xml', (p) => p.body.includes(link))).body)
    expect(atom.problems).toEqual([])
    expect(atom.items[0]!.link).toBe(link)
    expect((await within('/blog/category/platforms', (p) => p.body.includes('/blog/feed-platforms'))).body).toContain(
      'Feed post feed-platforms',
    )
    expect((await getPage(server, '/blog/category/branding')).body).not.toContain('/blog/feed-platforms')

    // Unpublish this post and the one seeded Platforms article: the category has nothing published.
    const platforms = (await publishedPosts()).filter((post) => post.category === 'Platforms')
    expect(platforms.map((post) => post.id)).toContain(created.doc.id)
    for (const post of platforms) await rest('PATCH', `/blog-posts/${post.id}`, { _status: 'draft' })
    expect((await within('/blog/feed.xml', (p) => !p.body.includes(link))).body).not.toContain(link)
    expect((await within('/blog/atom.xml', (p) => !p.body.includes(link))).body).not.toContain(link)
    const empty = await within('/blog/category/platforms', (p) => p.body.includes('data-category-empty'))
    expect(empty.status).toBe(200)
    expect(empty.body).toContain('data-category-empty')
    expect(empty.body).not.toContain('/blog/feed-platforms')
    for (const post of platforms.filter((post) => post.id !== created.doc.id))
      await rest('PATCH', `/blog-posts/${post.id}`, { _status: 'published' })
  })

  it('with no post published: both feeds are empty and valid while /blog and the category pages show the built-in posts', async () => {
    for (const post of await publishedPosts()) await rest('PATCH', `/blog-posts/${post.id}`, { _status: 'draft' })
    const rss = checkRss((await within('/blog/feed.xml', (p) => !p.body.includes('<item>'))).body)
    expect(rss.problems).toEqual([])
    expect(rss.items).toEqual([])
    const atom = checkAtom((await within('/blog/atom.xml', (p) => !p.body.includes('<entry>'))).body)
    expect(atom.problems).toEqual([])
    expect(atom.items).toEqual([])
    const category = await within('/blog/category/revenue', (p) => !p.body.includes('data-category-empty'))
    expect(category.body).not.toContain('data-category-empty')
    expect(category.body).toContain('href="/blog/ppv-content-optimization"')
    expect((await getPage(server, '/blog')).body).toContain('href="/blog/ppv-content-optimization"')
  })
})
