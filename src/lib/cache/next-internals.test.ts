import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

/*
 * Guards what src/lib/cache/next-internals.ts (and the implicit tags in src/lib/cache/expire.ts)
 * take from Next's private modules and conventions (the cache header src/server reads, the implicit
 * tags' prefix). A failure here after a Next upgrade means cache expiry outside a request no longer
 * reaches Next's cache, or the server no longer recognises a cached page: fix next-internals.ts before
 * shipping the upgrade.
 */
const require = createRequire(import.meta.url)
const { version } = require('next/package.json') as { version: string }

const TAGS_MANIFEST = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
const FILE_SYSTEM_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js'
const IMPLICIT_TAGS = 'next/dist/server/lib/implicit-tags.js'
const CONSTANTS = 'next/dist/lib/constants.js'
// The handlers Next builds every app page and route handler from (app-page.js loads app-page-runtime.js).
const APP_PAGE_HANDLER = 'next/dist/build/templates/app-page-runtime.js'
const APP_ROUTE_HANDLER = 'next/dist/build/templates/app-route.js'

const broken = (what: string, file = 'src/lib/cache/next-internals.ts') =>
  `Next ${version} changed ${what}, which ${file} relies on`

type TagsManifestModule = {
  tagsManifest: Map<string, Record<string, unknown>>
  areTagsExpired: (tags: string[], timestamp: number) => boolean
}

function load<T>(path: string, file?: string): T {
  try {
    return require(path) as T
  } catch (error) {
    throw new Error(`${broken(`the module ${path}`, file)}: ${(error as Error).message}`)
  }
}

describe("Next's tags manifest, written by src/lib/cache/next-internals.ts", () => {
  it('is still a module exporting the manifest map and the expiry check', () => {
    const manifest = load<TagsManifestModule>(TAGS_MANIFEST)
    expect(manifest.tagsManifest, broken(`the export tagsManifest of ${TAGS_MANIFEST}`)).toBeInstanceOf(Map)
    expect(typeof manifest.areTagsExpired, broken(`the export areTagsExpired of ${TAGS_MANIFEST}`)).toBe('function')
  })

  it("is the one Next's file-system cache writes, and gets the same entry from both", async () => {
    const { markTagsExpired, tagExpiredAt } = await import('./next-internals')
    const { tagsManifest } = load<TagsManifestModule>(TAGS_MANIFEST)
    const { default: FileSystemCache } = load<{
      default: new (context: object) => { revalidateTag: (tags: string[]) => Promise<void> }
    }>(FILE_SYSTEM_CACHE)
    await new FileSystemCache({ fs: {}, serverDistDir: '', revalidatedTags: [], flushToDisk: false }).revalidateTag([
      'guard:by-next',
    ])
    markTagsExpired(['guard:by-us'], Date.now())
    expect(
      tagExpiredAt('guard:by-next'),
      broken(`where FileSystemCache.revalidateTag writes (no longer ${TAGS_MANIFEST})`),
    ).toBeGreaterThan(0)
    expect(Object.keys(tagsManifest.get('guard:by-us') ?? {}), broken('the shape of a tags manifest entry')).toEqual(
      Object.keys(tagsManifest.get('guard:by-next') ?? {}),
    )
  })

  it('expires what was cached before the expiry, and only that', async () => {
    const { markTagsExpired } = await import('./next-internals')
    const { areTagsExpired } = load<TagsManifestModule>(TAGS_MANIFEST)
    const now = Date.now()
    markTagsExpired(['guard:expired'], now - 1_000)
    expect(areTagsExpired(['guard:expired'], now - 2_000), broken('how areTagsExpired reads an entry')).toBe(true)
    expect(areTagsExpired(['guard:expired'], now - 500), broken('how areTagsExpired reads an entry')).toBe(false)
    expect(areTagsExpired(['guard:never'], now - 2_000), broken('how areTagsExpired reads an entry')).toBe(false)
  })
})

function source(path: string): string {
  try {
    return readFileSync(require.resolve(path), 'utf8')
  } catch (error) {
    throw new Error(`${broken(`the module ${path}`)}: ${(error as Error).message}`)
  }
}

describe("Next's names, kept in src/lib/cache/next-internals.ts", () => {
  it("the implicit tags' prefix is Next's NEXT_CACHE_IMPLICIT_TAG_ID", async () => {
    const { IMPLICIT } = await import('./next-internals')
    const constants = load<{ NEXT_CACHE_IMPLICIT_TAG_ID?: unknown }>(CONSTANTS)
    expect(constants.NEXT_CACHE_IMPLICIT_TAG_ID, broken(`NEXT_CACHE_IMPLICIT_TAG_ID of ${CONSTANTS}`)).toBe(IMPLICIT)
  })

  it.each([APP_PAGE_HANDLER, APP_ROUTE_HANDLER])(
    'the cache header is the one %s sets on an answer from the cache (read by src/server)',
    async (handler) => {
      const { NEXT_CACHE_HEADER } = await import('./next-internals')
      const setsHit = new RegExp(`setHeader\\(\\s*['"]${NEXT_CACHE_HEADER}['"]\\s*,[^;]*['"]HIT['"]`)
      const message = broken(`the cache header ${handler} sets (no longer ${NEXT_CACHE_HEADER}: HIT)`)
      expect(setsHit.test(source(handler)), message).toBe(true)
    },
  )
})

describe('implicit tags, named in src/lib/cache/expire.ts', () => {
  it("are the tags Next gives a page: its path, its route file and every page's layout", async () => {
    const { EVERY_PAGE_TAG } = await import('./expire')
    const { IMPLICIT } = await import('./next-internals')
    const { getImplicitTags } = load<{
      getImplicitTags: (page: string, pathname: string) => Promise<{ tags: string[] }>
    }>(IMPLICIT_TAGS, 'src/lib/cache/expire.ts')
    const { tags } = await getImplicitTags('/(site)/blog/[slug]/page', '/blog/a-post')
    const message = broken('the implicit tags of a page', 'src/lib/cache/expire.ts')
    expect(tags, message).toContain(EVERY_PAGE_TAG)
    expect(tags, message).toContain(`${IMPLICIT}/(site)/blog/[slug]/page`)
    expect(tags, message).toContain(`${IMPLICIT}/blog/a-post`)
  })

  it('are the tags Next gives the share-image routes (src/lib/og/tags.ts)', async () => {
    const { EVERY_PAGE_TAG } = await import('./expire')
    const { articleImageTag, EVERY_ARTICLE_IMAGE_TAG, pageImageTag } = await import('@/lib/og/tags')
    const { getImplicitTags } = load<{
      getImplicitTags: (page: string, pathname: string) => Promise<{ tags: string[] }>
    }>(IMPLICIT_TAGS, 'src/lib/og/tags.ts')
    const message = broken('the implicit tags of a route handler', 'src/lib/og/tags.ts')
    const article = await getImplicitTags('/og/blog/[slug]/route', '/og/blog/a-post')
    expect(article.tags, message).toEqual(
      expect.arrayContaining([EVERY_PAGE_TAG, EVERY_ARTICLE_IMAGE_TAG, articleImageTag('a-post')]),
    )
    const home = await getImplicitTags('/og/[[...page]]/route', '/og')
    expect(home.tags, message).toEqual(expect.arrayContaining([EVERY_PAGE_TAG, pageImageTag('/')]))
    const about = await getImplicitTags('/og/[[...page]]/route', '/og/about')
    expect(about.tags, message).toContain(pageImageTag('/about'))
  })
})
