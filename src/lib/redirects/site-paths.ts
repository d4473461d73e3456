import { readdirSync } from 'node:fs'
import path from 'node:path'

import { PAGES } from '@/lib/pages/registry'

/**
 * The addresses that are the site's own, read from its route tree (src/app) and its static files
 * (public/), so a route or file added later is covered without a list to keep: a redirect answered
 * before any page must never take one of them.
 */
export type ReservedPaths = { exact: Set<string>; under: string[] }

/** Served by the server itself, not by a route file: Next's assets and the chat's Socket.IO endpoint (server.ts). */
const SERVER_PATHS = ['/_next', '/socket.io']

/**
 * Dynamic routes whose addresses are content rather than the route's own: the service pages (a fixed
 * list, each reserved) and the articles (a published post's address is checked against the database
 * when a redirect is saved, collections/Redirects.ts; an old post address is what redirects are for).
 * Every other dynamic route reserves everything under its fixed part (/preview/…).
 */
export const CONTENT_ROUTES: Record<string, () => string[]> = {
  '/services/[slug]': () =>
    Object.values(PAGES).flatMap((page) => (page.path.startsWith('/services/') ? [page.path] : [])),
  '/blog/[slug]': () => [],
}

const PAGE_FILE = /^(page|route)\.(tsx|ts|jsx|js|mdx)$/
/**
 * Next's metadata files and the address each answers at (an image file keeps its extension; a generated one may add an
 * id).
 */
const METADATA_FILES: [RegExp, (match: RegExpExecArray) => { exact?: string; under?: string }][] = [
  [/^robots\.(ts|js|txt)$/, () => ({ exact: '/robots.txt' })],
  [/^sitemap\.(ts|js|xml)$/, () => ({ exact: '/sitemap.xml' })],
  [
    /^manifest\.(ts|js|json|webmanifest)$/,
    (m) => ({ exact: m[1] === 'json' ? '/manifest.json' : '/manifest.webmanifest' }),
  ],
  [/^favicon\.ico$/, () => ({ exact: '/favicon.ico' })],
  [/^(icon|apple-icon|opengraph-image|twitter-image)\d*\.(ico|jpg|jpeg|png|gif|svg)$/, (m) => ({ exact: `/${m[0]}` })],
  [
    /^(icon|apple-icon|opengraph-image|twitter-image)\d*\.(tsx|ts|jsx|js)$/,
    (m) => ({ under: `/${m[0].replace(/\.[^.]+$/, '')}` }),
  ],
]

const isDynamic = (segment: string) => segment.startsWith('[')
const joinPath = (segments: string[]) => `/${segments.join('/')}`.toLowerCase()

/** The site's own addresses, from a route tree and a folder of static files. */
export function reservedPathsOf(appDir: string, publicDir: string): ReservedPaths {
  const exact = new Set<string>()
  const under = new Set(SERVER_PATHS)

  const addRoute = (segments: string[]) => {
    const dynamicAt = segments.findIndex(isDynamic)
    if (dynamicAt === -1) return void exact.add(joinPath(segments))
    const fixed = segments.slice(0, dynamicAt)
    const pattern = joinPath(segments)
    if (pattern in CONTENT_ROUTES) {
      exact.add(joinPath(fixed))
      for (const page of CONTENT_ROUTES[pattern]!()) exact.add(page)
      return
    }
    // A catch-all at the top is the not-found page: every address no route claims, none of them a page.
    if (fixed.length === 0 && segments[0]!.startsWith('[...')) return
    under.add(joinPath(fixed))
  }

  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Private folders and parallel-route slots add no address; a route group adds no segment.
        if (entry.name.startsWith('_') || entry.name.startsWith('@') || entry.name.startsWith('(.')) continue
        walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
        continue
      }
      if (PAGE_FILE.test(entry.name)) addRoute(segments)
      for (const [pattern, address] of METADATA_FILES) {
        const match = pattern.exec(entry.name)
        if (!match) continue
        const { exact: file, under: prefix } = address(match)
        const base = segments.length > 0 ? joinPath(segments) : ''
        if (file) exact.add(`${base}${file}`)
        if (prefix) under.add(`${base}${prefix}`)
      }
    }
  }
  walk(appDir, [])

  for (const entry of readdirSync(publicDir, { withFileTypes: true })) {
    const address = `/${entry.name}`.toLowerCase()
    if (entry.isDirectory()) under.add(address)
    else exact.add(address)
  }
  return { exact, under: [...under] }
}

let cached: ReservedPaths | undefined

/** This site's own addresses, read once from the project folder (the server and Payload run from it). */
export function sitePaths(): ReservedPaths {
  cached ??= reservedPathsOf(path.join(process.cwd(), 'src', 'app'), path.join(process.cwd(), 'public'))
  return cached
}

/** Whether `address` (a path as redirects are keyed: lower case, no trailing slash) is one of the site's own. */
export function isSitePath(address: string, reserved: ReservedPaths = sitePaths()): boolean {
  return (
    reserved.exact.has(address) ||
    reserved.under.some((prefix) => address === prefix || address.startsWith(`${prefix}/`))
  )
}
