/**
 * Several app processes on one database each keep their own Next cache: a write through one of
 * them must expire the pages the others hold (PostgreSQL NOTIFY, src/server/cache-expiry-channel.ts),
 * without waiting for the cache to age.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loginAs } from '../support/login'
import { cachedPage, type Page, pageWithin } from '../support/pages'
import { type Processes, type ServerProcess, startProcesses } from '../support/server-process'

const PASSWORD = 'blog-processes-pw copper lantern'
const SEEDED = 'ppv-content-optimization'
// How long a change may take to show: a bound for a loaded machine, not a speed claim.
const WITHIN_MS = 5_000

let processes: Processes
let a: ServerProcess
let b: ServerProcess
let token: string
let postId: number

const within = (server: ServerProcess, path: string, since: number, ok: (page: Page) => boolean) =>
  pageWithin(server, path, since, WITHIN_MS, ok)

async function patchOnA(body: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${a.url}/api/blog-posts/${postId}`, {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: a.url },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return Date.now()
}

beforeAll(async () => {
  processes = await startProcesses('blog_cache_processes', 2, { SEED_CONTENT: 'true', ADMIN_PASSWORD: PASSWORD })
  ;[a, b] = processes.servers as [ServerProcess, ServerProcess]
  token = (await loginAs(a.url, 'admin', PASSWORD)).token
  const found = await fetch(`${a.url}/api/blog-posts?where[slug][equals]=${SEEDED}&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  postId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
}, 120_000)

afterAll(async () => {
  await processes?.close('SIGTERM')
})

describe('the blog cache across app processes', () => {
  it('an edit through one process shows on a page another process had cached, at once', async () => {
    const path = `/blog/${SEEDED}`
    const before = await cachedPage(b, path)
    await cachedPage(b, '/blog')
    const title = 'Edited through the other process'
    expect(before.body).not.toContain(title)

    const saved = await patchOnA({ title })
    const article = await within(b, path, saved, (page) => page.body.includes(title))
    expect(article.status).toBe(200)
    expect(article.body).toContain(title)
    expect((await within(b, '/blog', saved, (page) => page.body.includes(title))).body).toContain(title)
  })

  it('a post unpublished through one process answers 404 on another at once, and comes back when republished', async () => {
    const path = `/blog/${SEEDED}`
    await cachedPage(b, path)
    const unpublished = await patchOnA({ _status: 'draft' })
    expect((await within(b, path, unpublished, (page) => page.status === 404)).status).toBe(404)

    const republished = await patchOnA({ _status: 'published' })
    expect((await within(b, path, republished, (page) => page.status === 200)).status).toBe(200)
  })
})
