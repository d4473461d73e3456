import { expect } from 'vitest'

import type { ServerProcess } from './server-process'

/** A page as a visitor's request gets it: status, whether Next served it from its cache, the policy and the HTML. */
export type Page = { status: number; cache: string | null; policy: string; location: string | null; body: string }

/** Requests `path` from `server` without following redirects. */
export async function getPage(server: ServerProcess, path: string): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    policy: response.headers.get('content-security-policy') ?? '',
    location: response.headers.get('location'),
    body: await response.text(),
  }
}

/** Requests `path` until `ok` holds or `withinMs` has passed since `since` (a write's time); the last answer. */
export async function pageWithin(
  server: ServerProcess,
  path: string,
  since: number,
  withinMs: number,
  ok: (page: Page) => boolean,
): Promise<Page> {
  for (;;) {
    const page = await getPage(server, path)
    if (ok(page) || Date.now() - since > withinMs) return page
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Renders `path` on `server` if needed and proves the next answer comes from its cache. A write
 * expires its pages twice (at commit and once more a second later), so a page may be rendered a
 * second time shortly after one.
 */
export async function cachedPage(server: ServerProcess, path: string): Promise<Page> {
  const deadline = Date.now() + 10_000
  let page = await getPage(server, path)
  while (page.cache !== 'HIT' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    page = await getPage(server, path)
  }
  expect(page.cache, `${path} is served from ${server.url}'s cache`).toBe('HIT')
  return page
}
