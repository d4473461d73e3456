/**
 * Redirects: a renamed post's old address answers 301 to its new one on every app process, editors
 * add redirects in /cms (REST here), and nothing an attacker or a typo could save turns the site into
 * an open redirect or hides its own pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalParagraph } from '../support/lexical'
import { loginAs } from '../support/login'
import { type Processes, type ServerProcess, startProcesses } from '../support/server-process'

const PASSWORD = 'redirects-admin-pw copper lantern'
const WITHIN_MS = 5_000

let processes: Processes
let a: ServerProcess
let b: ServerProcess
let token: string
let mediaId: number

async function api(
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

/** The answer to `path` without following redirects. */
async function visit(server: ServerProcess, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('location') }
}

/** The statuses met following `path`'s redirects on this server, the last one included. */
async function hops(server: ServerProcess, path: string): Promise<number[]> {
  const statuses: number[] = []
  let next: string | null = path
  while (next && statuses.length < 5) {
    const answer = await visit(server, next)
    statuses.push(answer.status)
    next = answer.status >= 300 && answer.status < 400 ? answer.location : null
    if (next?.startsWith('http')) break
  }
  if (next) statuses.push(-1)
  return statuses
}

/** Asks until the answer matches or WITHIN_MS has passed; the last answer. */
async function eventually(
  server: ServerProcess,
  path: string,
  ok: (answer: Awaited<ReturnType<typeof visit>>) => boolean,
) {
  const since = Date.now()
  for (;;) {
    const answer = await visit(server, path)
    if (ok(answer) || Date.now() - since > WITHIN_MS) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function publishPost(slug: string): Promise<number> {
  const created = await api(a, 'POST', '/api/blog-posts', {
    title: `Post ${slug}`,
    slug,
    excerpt: `About ${slug}.`,
    category: 'Marketing',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    author: 'Test Author',
    featuredImage: mediaId,
    content: lexicalParagraph(`Body of ${slug}.`),
    _status: 'published',
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return (created.json.doc as { id: number }).id
}

beforeAll(async () => {
  processes = await startProcesses('redirects', 2, { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
  ;[a, b] = processes.servers as [ServerProcess, ServerProcess]
  token = (await loginAs(a.url, 'admin', PASSWORD)).token
  mediaId = ((await api(a, 'GET', '/api/media?limit=1')).json.docs as { id: number }[])[0]!.id
}, 180_000)

afterAll(async () => {
  await processes?.close('SIGTERM')
})

describe('redirects', () => {
  it('renaming a published post makes its old address answer 301 to the new one on every process, through later renames too', async () => {
    const id = await publishPost('first-name')
    expect((await visit(b, '/blog/first-name')).status).toBe(200)

    expect((await api(a, 'PATCH', `/api/blog-posts/${id}`, { slug: 'second-name' })).status).toBe(200)
    for (const server of [a, b]) {
      expect(await eventually(server, '/blog/first-name', (r) => r.status === 301)).toEqual({
        status: 301,
        location: '/blog/second-name',
      })
    }
    expect((await visit(b, '/blog/second-name')).status).toBe(200)
    // Query strings (campaign tags) travel along; a differently cased or slash-ended old address is the same.
    expect(await hops(b, '/Blog/First-Name/?utm_source=mail')).toEqual([308, 301, 200])
    expect((await visit(b, '/blog/first-name?utm_source=mail')).location).toBe('/blog/second-name?utm_source=mail')

    expect((await api(a, 'PATCH', `/api/blog-posts/${id}`, { slug: 'third-name' })).status).toBe(200)
    for (const path of ['/blog/first-name', '/blog/second-name']) {
      expect(await eventually(b, path, (r) => r.location === '/blog/third-name'), path).toEqual({
        status: 301,
        location: '/blog/third-name',
      })
    }
    // The sitemap lists the post once, under its address now.
    const sitemap = await (await fetch(`${b.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('/blog/third-name<')
    expect(sitemap).not.toContain('/blog/first-name<')
    expect(sitemap).not.toContain('/blog/second-name<')

    // Unpublished, the post is gone: its old addresses are 404s rather than redirects to a 404.
    expect((await api(a, 'PATCH', `/api/blog-posts/${id}`, { _status: 'draft' })).status).toBe(200)
    expect((await eventually(b, '/blog/first-name', (r) => r.status === 404)).status).toBe(404)
    expect((await api(a, 'PATCH', `/api/blog-posts/${id}`, { _status: 'published' })).status).toBe(200)
    expect((await eventually(b, '/blog/first-name', (r) => r.status === 301)).location).toBe('/blog/third-name')
  })

  it('a rename saved as a draft and published later leaves the 301 too', async () => {
    const id = await publishPost('draft-rename-before')
    expect((await visit(b, '/blog/draft-rename-before')).status).toBe(200)
    expect(
      (await api(a, 'PATCH', `/api/blog-posts/${id}?draft=true`, { slug: 'draft-rename-after', _status: 'draft' }))
        .status,
    ).toBe(200)
    // Only a draft: visitors still read the post at its published address.
    expect((await visit(b, '/blog/draft-rename-before')).status).toBe(200)
    expect((await api(a, 'PATCH', `/api/blog-posts/${id}`, { _status: 'published' })).status).toBe(200)
    expect(await eventually(b, '/blog/draft-rename-before', (r) => r.status === 301)).toEqual({
      status: 301,
      location: '/blog/draft-rename-after',
    })
    expect((await visit(b, '/blog/draft-rename-after')).status).toBe(200)
  })

  it('a new post taking an old address owns it: the redirect away from it goes', async () => {
    const moved = await publishPost('taken-back')
    expect((await api(a, 'PATCH', `/api/blog-posts/${moved}`, { slug: 'moved-away' })).status).toBe(200)
    expect((await eventually(b, '/blog/taken-back', (r) => r.status === 301)).location).toBe('/blog/moved-away')
    await publishPost('taken-back')
    expect((await eventually(b, '/blog/taken-back', (r) => r.status === 200)).status).toBe(200)
    const left = await api(a, 'GET', '/api/redirects?where[from][equals]=/blog/taken-back')
    expect(left.json.totalDocs).toBe(0)
  })

  it('editors add redirects by hand, to a page of the site or an https address; visitors cannot read them', async () => {
    const made = await api(a, 'POST', '/api/redirects', {
      from: '/Old-Services/',
      to: { type: 'custom', url: '/services' },
    })
    expect(made.status, JSON.stringify(made.json)).toBe(201)
    expect((made.json.doc as { from: string }).from).toBe('/old-services')
    expect(await eventually(b, '/old-services', (r) => r.status === 301)).toEqual({
      status: 301,
      location: '/services',
    })
    expect(
      (
        await api(a, 'POST', '/api/redirects', {
          from: '/book',
          to: { type: 'custom', url: 'https://cal.example.com/call' },
        })
      ).status,
    ).toBe(201)
    expect((await eventually(b, '/book', (r) => r.status === 301)).location).toBe('https://cal.example.com/call')

    // Deleted: the address is a 404 again.
    const id = (made.json.doc as { id: number }).id
    expect((await api(a, 'DELETE', `/api/redirects/${id}`)).status).toBe(200)
    expect((await eventually(b, '/old-services', (r) => r.status === 404)).status).toBe(404)

    expect((await fetch(`${a.url}/api/redirects`)).status).toBe(403)
  })

  it('sends letters outside ASCII percent-encoded, and answers no redirect that loops', async () => {
    expect(
      (
        await api(a, 'POST', '/api/redirects', {
          from: '/services–old',
          to: { type: 'custom', url: '/services/marketing–new' },
        })
      ).status,
    ).toBe(201)
    expect(await eventually(b, '/services%e2%80%93old', (r) => r.status === 301)).toEqual({
      status: 301,
      location: '/services/marketing%E2%80%93new',
    })
    // Browsers send the upper-case form: lower-cased first (308), like every path.
    expect(await visit(b, '/services%E2%80%93old')).toEqual({ status: 308, location: '/services%e2%80%93old' })
    // Each allowed alone; together a loop, so neither is answered.
    expect(
      (await api(a, 'POST', '/api/redirects', { from: '/ping', to: { type: 'custom', url: '/pong' } })).status,
    ).toBe(201)
    expect(await eventually(b, '/ping', (r) => r.status === 301)).toEqual({ status: 301, location: '/pong' })
    expect(
      (await api(a, 'POST', '/api/redirects', { from: '/pong', to: { type: 'custom', url: '/ping?from=pong' } }))
        .status,
    ).toBe(201)
    expect((await eventually(b, '/ping', (r) => r.status === 404)).status).toBe(404)
    expect((await visit(b, '/pong')).status).toBe(404)
    // A long run of slashes is looked up in one pass, not refused with an error.
    expect((await visit(b, `/ping${'/'.repeat(4000)}`)).status).toBeLessThan(500)
  })

  it('refuses redirects that would hide the home page, a published post or the site’s machinery, loop on themselves, or lead off to a script', async () => {
    await publishPost('owned-address')
    const refused: [string, unknown][] = [
      ['/', '/services'],
      ['//evil.example', '/services'],
      ['/api/users', '/services'],
      ['/cms', '/services'],
      ['/admin/login', 'https://evil.example/login'],
      // Every page and file of the site's own: the Preview tab, crawlers' files, the icon, the error and content pages.
      ['/preview/pages/home-page', 'https://evil.example/'],
      ['/preview/blog/1', 'https://evil.example/'],
      ['/robots.txt', '/services'],
      ['/sitemap.xml', '/services'],
      ['/favicon.ico', 'https://evil.example/x.ico'],
      ['/500', '/services'],
      ['/about', '/services'],
      ['/services/marketing', '/services'],
      ['/images/blog', '/services'],
      ['/old-page', 'javascript:alert(1)'],
      ['/old-page', '//evil.example'],
      ['/old-page', 'data:text/html,<script>alert(1)</script>'],
      ['/nul\u0000byte', '/services'],
      ['/itself', '/itself/'],
      ['/itself', `${a.url}/itself?again=1`],
      ['/blog/owned-address', '/services'],
    ]
    for (const [from, url] of refused) {
      const answer = await api(a, 'POST', '/api/redirects', { from, to: { type: 'custom', url } })
      expect(answer.status, `${JSON.stringify(from)} → ${JSON.stringify(url)}: ${JSON.stringify(answer.json)}`).toBe(
        400,
      )
    }
    expect((await visit(b, '/')).status).toBe(200)
    expect((await visit(b, '/robots.txt')).status).toBe(200)
    expect((await visit(b, '/old-page')).status).toBe(404)
  })
})
