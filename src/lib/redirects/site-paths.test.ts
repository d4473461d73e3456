import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { normaliseFrom } from './rules'
import { CONTENT_ROUTES, isSitePath, reservedPathsOf, sitePaths } from './site-paths'

/** A throwaway route tree: each entry a file path under app/ or public/. */
function project(files: string[]) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-paths-'))
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), '')
  }
  mkdirSync(path.join(root, 'public'), { recursive: true })
  return reservedPathsOf(path.join(root, 'app'), path.join(root, 'public'))
}

/** Every address the project's real route tree and files define, written as a visitor would ask for it. */
function routeFiles(dir: string, segments: string[] = []): string[][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return routeFiles(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
    return /^(page|route)\.tsx?$/.test(entry.name) ? [segments] : []
  })
}

describe("the site's own addresses", () => {
  it('come from the route tree: static routes, metadata files, dynamic routes and files in public/', () => {
    const reserved = project([
      'app/(site)/page.tsx',
      'app/(site)/about/page.tsx',
      'app/(site)/[...slug]/page.tsx',
      'app/(site)/preview/blog/[id]/page.tsx',
      'app/(site)/blog/[slug]/page.tsx',
      'app/(site)/new-thing/page.tsx',
      'app/(payload)/api/[...slug]/route.ts',
      'app/(payload)/cms/[[...segments]]/page.tsx',
      'app/(site)/_parts/page.tsx',
      'app/robots.ts',
      'app/sitemap.ts',
      'app/icon.tsx',
      'public/favicon.ico',
      'public/images/blog/a.webp',
    ])
    for (const address of [
      '/',
      '/about',
      '/new-thing',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/images/blog/a.webp',
      '/images/new.png',
      '/icon',
      '/icon/1',
    ])
      expect(isSitePath(address, reserved), address).toBe(true)
    for (const address of [
      '/preview/blog',
      '/preview/blog/12',
      '/preview/blog/12/x',
      '/api',
      '/api/users',
      '/cms',
      '/cms/collections',
      '/_next/static/x.js',
      '/socket.io',
    ])
      expect(isSitePath(address, reserved), address).toBe(true)
    // The not-found catch-all, an article's address (checked against the posts instead), private folders: no page of
    // their own.
    for (const address of ['/old-page', '/about-us', '/blog/old-article', '/_parts', '/previews'])
      expect(isSitePath(address, reserved), address).toBe(false)
    expect(isSitePath('/blog', reserved)).toBe(true)
  })

  it('include every route of this project: a redirect from any of them is refused', () => {
    const app = path.join(process.cwd(), 'src', 'app')
    const routes = routeFiles(app)
    expect(routes.length).toBeGreaterThan(15)
    for (const segments of routes) {
      // A visitor's address for the route: each dynamic segment filled in.
      const address = `/${segments.map((segment) => (segment.startsWith('[') ? 'some-value' : segment)).join('/')}`
      const pattern = `/${segments.join('/')}`
      if (pattern === '/[...slug]' || pattern in CONTENT_ROUTES) continue
      expect(normaliseFrom(address), pattern).toHaveProperty('error')
    }
    for (const address of [
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/500',
      '/preview/pages/home-page',
      '/preview/blog/1',
      '/services/marketing',
      '/icon.svg',
      '/og-image.png',
      '/images/blog',
    ])
      expect(normaliseFrom(address), address).toHaveProperty('error')
    for (const address of ['/services/old-service', '/blog/old-article', '/old-page'])
      expect(normaliseFrom(address), address).toEqual({ path: address })
    expect(sitePaths().exact.has('/services/marketing')).toBe(true)
  })
})
