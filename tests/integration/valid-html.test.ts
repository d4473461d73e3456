/**
 * Every page the site serves is valid HTML by the W3C Nu HTML Checker (vnu), and is sent in reading
 * order: the public pages, a blog category page, every published article (the seeded ones, one with every kind of node
 * the
 * post editor makes, and enough more for a second page of the blog), the blog with its later pages
 * loaded in a browser, the staff pages (signed in, as staff see them) and the error pages, fetched from
 * the real production server and checked in one run of the checker.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'
import { createElement, Suspense, use } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BLOG_PAGE_SIZE } from '../../src/lib/blog/constants'
import { PUBLIC_ROUTES } from '../../src/lib/seo/routes'
import { blogSeed } from '../../src/seed/pages/blog'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'
import { lexicalParagraph } from '../support/lexical'
import { lexicalEveryNode } from '../support/lexical-every-node'
import { type Site, startSite } from '../support/server-process'
import { checkHtmlFiles, isProblem, messagePath } from '../support/vnu'

const PASSWORD = 'valid-html-pw copper lantern'

let server: Site
let dir: string
let token: string

async function api<T>(pathname: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${server.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  expect(response.ok, `${init.method ?? 'GET'} ${pathname}: ${response.status} ${text}`).toBe(true)
  return JSON.parse(text) as T
}

type PostList = { docs: { id: number; slug: string }[]; totalDocs: number }
const publishedPosts = () =>
  api<PostList>('/api/blog-posts?where[_status][equals]=published&limit=100&depth=0&sort=slug')

beforeAll(async () => {
  server = await startSite('valid_html', { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token

  // One more post than a page of the blog holds, so it has a later page; the first written with every
  // kind of node the editor makes.
  const seeded = await publishedPosts()
  const media = await api<{ docs: { id: number }[] }>('/api/media?limit=1&depth=0')
  const post = (index: number, content: object) => ({
    title: `Valid HTML ${index}`,
    slug: `valid-html-${index}`,
    excerpt: `Post ${index} for the HTML check.`,
    category: 'Marketing',
    publishedAt: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
    readTime: '3 min read',
    author: 'Test Author',
    featuredImage: media.docs[0]!.id,
    content,
    _status: 'published',
  })
  const everyNode = lexicalEveryNode({ linkedPostId: seeded.docs[0]!.id, mediaId: media.docs[0]!.id })
  for (let index = 0; seeded.totalDocs + index <= BLOG_PAGE_SIZE; index++) {
    await api('/api/blog-posts', {
      method: 'POST',
      body: post(index, index === 0 ? everyNode : lexicalParagraph(`Body of post ${index}.`)),
    })
  }
  dir = mkdtempSync(path.join(os.tmpdir(), 'valid-html-'))
}, 180_000)

afterAll(async () => {
  await server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function page(pathname: string, status: number, signedIn = false): Promise<string> {
  const headers: Record<string, string> = signedIn ? { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' } : {}
  const response = await fetch(`${server.url}${pathname}`, { headers, redirect: 'manual' })
  expect(response.status, pathname).toBe(status)
  expect(response.headers.get('content-type'), pathname).toContain('text/html')
  return response.text()
}

type ServedPage = { path: string; status: number; signedIn?: boolean; html: string }
let served: Promise<ServedPage[]> | undefined

/** Every page the server sends, as later visitors get it, fetched once for all the tests of this file. */
function servedPages(): Promise<ServedPage[]> {
  served ??= (async () => {
    const posts = await publishedPosts()
    expect(posts.docs.length, 'every published post is listed').toBe(posts.totalDocs)
    expect(posts.totalDocs, 'the blog has a later page').toBeGreaterThan(BLOG_PAGE_SIZE)
    const pages: Omit<ServedPage, 'html'>[] = [
      ...PUBLIC_ROUTES.map((route) => ({ path: route.path, status: 200 })),
      ...posts.docs.map((post) => ({ path: `/blog/${post.slug}`, status: 200 })),
      // A category page with a later page of posts (this file's posts are all Marketing), and an unknown one.
      { path: '/blog/category/marketing', status: 200 },
      { path: '/blog/category/no-such-category', status: 404 },
      { path: '/admin/login', status: 200 },
      { path: '/admin/chat', status: 200, signedIn: true },
      { path: '/admin/reports', status: 200, signedIn: true },
      { path: '/monitoring', status: 200, signedIn: true },
      { path: '/no-such-page', status: 404 },
      { path: '/blog/no-such-post', status: 404 },
      { path: '/500', status: 500 },
    ]
    // A cached page's first answer is Next's; the one checked is what every later visitor gets, its stylesheet
    // inlined (src/server/critical-css.ts). Pages are inlined in the order asked, each after one shared read of the
    // stylesheet: once the last public page of the first pass has its styles inlined, so have the ones before it.
    for (const entry of pages) await page(entry.path, entry.status, entry.signedIn)
    const lastCached = `/blog/${posts.docs.at(-1)!.slug}`
    await expect
      .poll(async () => (await page(lastCached, 200)).includes('href="data:text/css,'), { timeout: 30_000 })
      .toBe(true)
    const fetched: ServedPage[] = []
    for (const entry of pages) fetched.push({ ...entry, html: await page(entry.path, entry.status, entry.signedIn) })
    // Pages from Next's cache are inlined.
    for (const path of ['/', '/about', '/services', `/blog/${posts.docs[0]!.slug}`])
      expect(fetched.find((entry) => entry.path === path)!.html, `${path} inlined`).toContain('href="data:text/css,')
    return fetched
  })()
  return served
}

/** /blog as a browser shows it once every later page has been loaded (those cards are drawn in the browser). */
async function blogWithEveryPage(total: number): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const tab = await browser.newPage()
    await tab.goto(`${server.url}/blog`)
    const cards = tab.getByRole('list', { name: 'Blog posts' }).locator('> li article')
    await expect.poll(() => cards.count()).toBe(BLOG_PAGE_SIZE)
    await tab.locator('[data-blog-sentinel]').scrollIntoViewIfNeeded()
    await tab.getByText(blogSeed.endText).waitFor()
    expect(await cards.count()).toBe(total)
    return await tab.content()
  } finally {
    await browser.close()
  }
}

const fileName = (pathname: string, signedIn?: boolean) =>
  `${pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}${signedIn ? '_staff' : ''}.html`

/** React's markers of a Suspense boundary streamed out of place: its placeholder, and the hidden content to move in. */
const OUT_OF_PLACE = /<template id="B:\d+"><\/template>|<div hidden id="S:\d+">/

/** A known error put into a copy of a real page: the checker must report it under that copy's name. */
const INJECTED = '<span><div>injected</div></span><input required aria-required="true" aria-label="injected">'

describe('served HTML', () => {
  it('every public page, every article, the blog with its later pages, the staff pages and the error pages have no errors or warnings (W3C Nu HTML Checker)', async () => {
    const pages = await servedPages()
    const documents = new Map<string, string>()
    const save = (name: string, label: string, html: string) => {
      const file = path.join(dir, name)
      expect(documents.has(file), `${label} has a file of its own`).toBe(false)
      writeFileSync(file, html)
      documents.set(file, label)
    }
    for (const { path: pathname, signedIn, html } of pages)
      save(fileName(pathname, signedIn), `${pathname}${signedIn ? ' (signed in)' : ''}`, html)
    save(
      'blog_every_page_loaded.html',
      '/blog (every page loaded in a browser)',
      await blogWithEveryPage(
        pages.filter(
          (entry) =>
            entry.status === 200 && entry.path.startsWith('/blog/') && !entry.path.startsWith('/blog/category/'),
        ).length,
      ),
    )

    // The category page given to the checker is the real one: its own structured data and cards.
    const category = pages.find((entry) => entry.path === '/blog/category/marketing')!.html
    expect(category).toContain('"@type":"CollectionPage"')
    expect(category).toContain('href="/blog/valid-html-0"')
    expect(documents.get(path.join(dir, fileName('/blog/category/marketing')))).toBe('/blog/category/marketing')

    const home = pages.find((entry) => entry.path === '/')!.html
    expect(home).toContain('<main ')
    const broken = path.join(dir, 'broken_copy_of_home.html')
    writeFileSync(
      broken,
      home.replace(/<main [^>]*>/, (tag) => `${tag}${INJECTED}`),
    )

    const { checked, messages } = await checkHtmlFiles([...documents.keys(), broken])

    // The checker read every document it was given, and nothing else: a run that read none fails here.
    expect([...checked].sort()).toEqual([...documents.keys(), broken].sort())
    // It reports under each document's own name: the broken copy's one error is the injected one.
    const brokenErrors = messages.filter((message) => messagePath(message) === broken && isProblem(message))
    expect(
      brokenErrors.map((message) => [message.type, message.subType, message.extract?.replace(/\s+/g, ' ')]),
    ).toEqual([
      ['error', undefined, expect.stringContaining('<span><div>')],
      // A warning counts as much: aria-required beside required (what /contact had) is one.
      ['info', 'warning', expect.stringContaining('aria-required')],
    ])

    const errors = messages
      .filter((message) => messagePath(message) !== broken)
      .filter(isProblem)
      .map(
        (message) =>
          `${documents.get(messagePath(message)) ?? message.url}:${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 160)}]` : ''}`,
      )
    expect(
      errors,
      `${errors.length} HTML errors and warnings over ${documents.size} pages:\n${errors.join('\n')}`,
    ).toEqual([])
  }, 300_000)

  // React moves a completed Suspense boundary of more than 500 bytes out of place once a page passes
  // 12.8 kB: its fallback stays where the content belongs, the content follows in a hidden element, and
  // an inline script swaps them, as late as 300 ms after the first paint. Content below it then jumps,
  // and a reader without JavaScript never sees it. Every page is sent in reading order instead.
  it('every page is sent in reading order: no content held back in a hidden element for a script to move in', async () => {
    const outOfPlace = (await servedPages())
      .filter(({ html }) => OUT_OF_PLACE.test(html))
      .map(({ path: pathname }) => pathname)
    expect(outOfPlace).toEqual([])
    const contact = (await servedPages()).find(({ path: pathname }) => pathname === '/contact')!.html
    expect(contact.indexOf('aria-label="Contact form"')).toBeGreaterThan(0)
    expect(contact.indexOf('aria-label="Contact form"')).toBeLessThan(contact.indexOf('id="booking-card-heading"'))
  }, 300_000)

  it('the control: React’s own stream of a boundary that completes late carries the markers that check looks for', async () => {
    // Rendered with the installed react-dom: if React renames its markers, this fails instead of the check passing.
    const later = new Promise<void>((resolve) => setTimeout(resolve, 20))
    function Late() {
      use(later)
      return createElement('p', null, 'held back '.repeat(60))
    }
    const boundary = createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Late))
    const stream = await renderToReadableStream(createElement('html', null, createElement('body', null, boundary)))
    const html = await new Response(stream).text()
    expect(html).toMatch(OUT_OF_PLACE)
    expect(html.match(/<template id="B:\d+"><\/template>/g)).toHaveLength(1)
    expect(html.match(/<div hidden id="S:\d+">/g)).toHaveLength(1)
  })
})
