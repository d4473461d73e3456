/**
 * The blog's pages are served from Next's cache and every write path expires what it changed: the
 * real production server, written to over REST, read back as a visitor would.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalParagraph } from '../support/lexical'
import { loginAs } from '../support/login'
import { cachedPage, getPage, type Page, pageWithin } from '../support/pages'
import { type Site, startSite } from '../support/server-process'

const PASSWORD = 'blog-cache-admin-password'
const SEEDED = 'ppv-content-optimization'
/** How long a change may take to show: the bound. */
// How long a change may take to show: a bound for a loaded machine, not a speed claim.
const WITHIN_MS = 5_000

let server: Site
let token: string
let imageId: number

const get = (path: string) => getPage(server, path)
/** Requests `path` until `ok` holds or the bound has passed; resolves with the last answer. */
const within = (path: string, ok: (page: Page) => boolean) => pageWithin(server, path, Date.now(), WITHIN_MS, ok)
/** Renders `path` if needed and proves the next request is served from the cache. */
const cached = (path: string) => cachedPage(server, path)

async function rest(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as Record<string, unknown>
  expect(response.status, JSON.stringify(json)).toBeLessThan(300)
  return json
}

const post = (slug: string, title: string, text: string) => ({
  title,
  slug,
  excerpt: `Excerpt of ${slug}`,
  category: 'Marketing',
  // Now: newest first on /blog (a later date would become the moment of publishing).
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  readTime: '4 min read',
  author: 'Team',
  featuredImage: imageId,
  content: lexicalParagraph(text),
  _status: 'published',
})

/** Publishes a post through REST and waits until its article is served; resolves with its id. */
async function published(slug: string, title: string, text: string): Promise<number> {
  const created = await rest('POST', '/blog-posts', post(slug, title, text))
  expect((await within(`/blog/${slug}`, (p) => p.status === 200)).status).toBe(200)
  return (created.doc as { id: number }).id
}

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')

beforeAll(async () => {
  server = await startSite('blog_cache', { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
  token = (await loginAs(server.url, 'admin', PASSWORD)).token
  const media = await rest('GET', '/media?limit=1')
  imageId = Number((media.docs as { id: number }[])[0]!.id)
})

afterAll(async () => {
  await server?.close()
})

describe('blog pages from the cache', () => {
  it('serves /blog, an article and the sitemap from the cache after the first request, seeded at boot through the Local API', async () => {
    expect((await cached('/blog')).body).toContain(`/blog/${SEEDED}`)
    expect((await cached(`/blog/${SEEDED}`)).status).toBe(200)
    expect((await cached('/sitemap.xml')).body).toContain(`/blog/${SEEDED}`)
  })

  it('an unknown slug is a cached 404', async () => {
    const page = await cached('/blog/no-such-post')
    expect(page.status).toBe(404)
  })

  it('REST create and publish: the list, the article (a cached 404 before) and the sitemap show it', async () => {
    expect((await cached('/blog/cache-first')).status).toBe(404)
    await cached('/blog')
    await cached('/sitemap.xml')
    await rest('POST', '/blog-posts', post('cache-first', 'Cache first title', 'First body text'))
    expect((await within('/blog', (p) => p.body.includes('Cache first title'))).body).toContain('Cache first title')
    const article = await within('/blog/cache-first', (p) => p.status === 200)
    expect(article.status).toBe(200)
    expect(article.body).toContain('First body text')
    expect((await within('/sitemap.xml', (p) => p.body.includes('/blog/cache-first'))).body).toContain(
      '/blog/cache-first',
    )
    // Cached again afterwards, with the new content.
    expect((await cached('/blog/cache-first')).body).toContain('First body text')
  })

  it('REST edit of the body: the article shows it; a title edit reaches the list and other articles’ related posts', async () => {
    const id = await published('cache-edit', 'Cache edit title', 'First edit body')
    await cached('/blog/cache-edit')
    await rest('PATCH', `/blog-posts/${id}`, { content: lexicalParagraph('Second edit body') })
    expect((await within('/blog/cache-edit', (p) => p.body.includes('Second edit body'))).body).toContain(
      'Second edit body',
    )

    await cached('/blog')
    const related = await within(`/blog/${SEEDED}`, (p) => p.body.includes('Cache edit title'))
    expect(related.body).toContain('Cache edit title')
    await cached(`/blog/${SEEDED}`)
    await rest('PATCH', `/blog-posts/${id}`, { title: 'Cache renamed title' })
    expect((await within('/blog', (p) => p.body.includes('Cache renamed title'))).body).not.toContain(
      'Cache edit title',
    )
    const after = await within(`/blog/${SEEDED}`, (p) => p.body.includes('Cache renamed title'))
    expect(after.body).toContain('Cache renamed title')
    expect(after.body).not.toContain('Cache edit title')
    expect((await cached('/blog')).body).toContain('Cache renamed title')
  })

  it('REST slug change: the old address answers 301 to the new one, the new one is the article, the sitemap lists only the new one', async () => {
    const id = await published('cache-slug-old', 'Cache slug title', 'Slug body text')
    await cached('/blog/cache-slug-old')
    await cached('/blog/cache-slug-new')
    await cached('/sitemap.xml')
    await rest('PATCH', `/blog-posts/${id}`, { slug: 'cache-slug-new' })
    // The old address no longer serves the cached article: it answers 301 to the new one (src/lib/redirects/).
    const old = await within('/blog/cache-slug-old', (p) => p.status === 301)
    expect([old.status, old.location]).toEqual([301, '/blog/cache-slug-new'])
    expect((await within('/blog/cache-slug-new', (p) => p.status === 200)).body).toContain('Slug body text')
    const sitemap = await within('/sitemap.xml', (p) => p.body.includes('/blog/cache-slug-new'))
    expect(sitemap.body).toContain('/blog/cache-slug-new')
    expect(sitemap.body).not.toContain('/blog/cache-slug-old<')
    expect((await within('/blog', (p) => p.body.includes('/blog/cache-slug-new'))).body).not.toContain(
      'href="/blog/cache-slug-old"',
    )
  })

  it('REST media change: the alt text of an image a post uses changes on the article and the list', async () => {
    await published('cache-media', 'Cache media title', 'Media body text')
    const alt = `Alt text changed ${Date.now()}`
    await cached('/blog/cache-media')
    await cached('/blog')
    await rest('PATCH', `/media/${imageId}`, { alt })
    expect((await within('/blog/cache-media', (p) => p.body.includes(escaped(alt)))).body).toContain(escaped(alt))
    expect((await within('/blog', (p) => p.body.includes(escaped(alt)))).body).toContain(escaped(alt))
  })

  it('REST unpublish: the article answers 404, the list and the sitemap drop it', async () => {
    const id = await published('cache-unpublished', 'Cache unpublished title', 'Unpublished body text')
    await cached('/blog/cache-unpublished')
    await within('/blog', (p) => p.body.includes('/blog/cache-unpublished'))
    await cached('/blog')
    await within('/sitemap.xml', (p) => p.body.includes('/blog/cache-unpublished'))
    await cached('/sitemap.xml')
    await rest('PATCH', `/blog-posts/${id}`, { _status: 'draft' })
    expect((await within('/blog/cache-unpublished', (p) => p.status === 404)).status).toBe(404)
    expect((await within('/blog', (p) => !p.body.includes('/blog/cache-unpublished'))).body).not.toContain(
      '/blog/cache-unpublished',
    )
    expect((await within('/sitemap.xml', (p) => !p.body.includes('/blog/cache-unpublished'))).body).not.toContain(
      '/blog/cache-unpublished',
    )
    expect((await cached('/blog/cache-unpublished')).status).toBe(404)
  })

  it('REST delete: the article answers 404, the list and the sitemap drop it', async () => {
    await published('cache-deleted', 'Cache deleted title', 'Deleted body text')
    await cached('/blog/cache-deleted')
    await within('/sitemap.xml', (p) => p.body.includes('/blog/cache-deleted'))
    await cached('/sitemap.xml')
    expect((await within('/blog', (p) => p.body.includes('Cache deleted title'))).body).toContain('Cache deleted title')
    await cached('/blog')
    await rest('DELETE', `/blog-posts/${await idOf('cache-deleted')}`)
    expect((await within('/blog/cache-deleted', (p) => p.status === 404)).status).toBe(404)
    expect((await within('/blog', (p) => !p.body.includes('Cache deleted title'))).body).not.toContain(
      'Cache deleted title',
    )
    expect((await within('/sitemap.xml', (p) => !p.body.includes('/blog/cache-deleted'))).body).not.toContain(
      '/blog/cache-deleted',
    )
  })

  it('a draft saved for a post that was never published changes nothing that is cached; publishing it does', async () => {
    // A write expires its pages again a second after it commits: past that for earlier tests' writes.
    // Time it must be: that second expiry happens inside the server process and shows no sign outside.
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    await cached('/blog')
    const draft = await rest('POST', '/blog-posts?draft=true', {
      ...post('cache-draft', 'Cache draft title', 'Draft body'),
      _status: 'draft',
    })
    const list = await get('/blog')
    expect(list.cache).toBe('HIT')
    expect(list.body).not.toContain('Cache draft title')
    // The same post published does change the list.
    await rest('PATCH', `/blog-posts/${(draft.doc as { id: number }).id}`, { _status: 'published' })
    expect((await within('/blog', (p) => p.body.includes('Cache draft title'))).body).toContain('Cache draft title')
  })

  it('an autosaved draft of a published post expires nothing (the cached article and list stay hits); publishing it does', async () => {
    const id = await published('cache-autosave', 'Cache autosave title', 'Autosave body')
    // Past the publish's second expiry, a second after it commits (no sign of it outside the server process).
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    await cached('/blog')
    await cached('/blog/cache-autosave')
    await rest('PATCH', `/blog-posts/${id}?draft=true&autosave=true`, {
      title: 'Cache autosave draft title',
      _status: 'draft',
    })
    await rest('PATCH', `/blog-posts/${id}?draft=true&autosave=true`, {
      title: 'Cache autosave draft title again',
      _status: 'draft',
    })
    // Past the second expiry a write schedules after it commits (src/lib/cache/expire.ts). Time is what
    // is tested here: the autosaves expire nothing, not even a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    for (const path of ['/blog', '/blog/cache-autosave']) {
      const page = await get(path)
      expect(page.cache, path).toBe('HIT')
      expect(page.body.includes('Cache autosave title'), path).toBe(true)
      expect(page.body.includes('Cache autosave draft title'), path).toBe(false)
    }
    await rest('PATCH', `/blog-posts/${id}`, { _status: 'published' })
    expect(
      (await within('/blog/cache-autosave', (p) => p.body.includes('Cache autosave draft title again'))).body,
    ).toContain('Cache autosave draft title again')
    expect((await within('/blog', (p) => p.body.includes('Cache autosave draft title again'))).body).toContain(
      'Cache autosave draft title again',
    )
  })

  it('keeps the pages’ CSP hashes: every inline script of a cached article is named in its policy', async () => {
    await cached(`/blog/${SEEDED}`)
    const response = await fetch(`${server.url}/blog/${SEEDED}`)
    const policy = response.headers.get('content-security-policy') ?? ''
    const html = await response.text()
    const { inlineScriptHashes } = await import('../../src/server/security-headers')
    const hashes = inlineScriptHashes(html)
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) expect(policy).toContain(hash)
  })
})

describe('compressed cached pages', () => {
  it('a cached page goes out in brotli or gzip, decoding to the same document with the same policy', async () => {
    await cached(`/blog/${SEEDED}`)
    const plain = await raw(`/blog/${SEEDED}`, 'identity')
    const br = await raw(`/blog/${SEEDED}`, 'gzip, br')
    const gzip = await raw(`/blog/${SEEDED}`, 'gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    for (const answer of [br, gzip]) {
      expect(answer.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i)
    }
  })
})

function raw(path: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

async function idOf(slug: string): Promise<number> {
  const found = await rest('GET', `/blog-posts?where[slug][equals]=${slug}&draft=true&limit=1`)
  return Number((found.docs as { id: number }[])[0]!.id)
}
