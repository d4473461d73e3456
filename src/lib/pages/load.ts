import type { Field, Payload, PayloadRequest } from 'payload'

import type { PageSeo } from '@/content/types'
import { expireEverywhereAfterCommit, expireTags } from '@/lib/cache/expire'
import type { Media } from '@/payload-types'

import { copyFromDoc, docFromCopy } from './convert'
import { hasSeo, keywordsField, PAGE_FIELDS, SEO_KEYWORDS } from './fields'
import { PAGE_SLUGS, PAGES } from './registry'
import type { PageSlug } from './registry'
import { applyPageCopy, pageReadStarted } from './store'

/** Announced on the cache-expiry channel when a page's copy is published: every process reads the pages again. */
export const PAGE_COPY_TAG = 'page-copy'
/** In a save's context: the first start's seed, which changes nothing the pages show. */
export const SEEDING_PAGES = 'seedingPages'

type Doc = Record<string, unknown>

const KEYWORDS = keywordsField()

const readingFields = new Map<PageSlug, Field[]>()
/** The page's fields as this module reads them: built once, never handed to Payload. */
function fieldsOf(slug: PageSlug): Field[] {
  if (!readingFields.has(slug)) readingFields.set(slug, PAGE_FIELDS[slug]())
  return readingFields.get(slug)!
}
type SavedMeta = { title?: unknown; description?: unknown; image?: unknown; keywords?: unknown }

function imageOf(value: unknown): PageSeo['image'] {
  if (!value || typeof value !== 'object') return undefined
  const media = value as Media
  return media.url ? { url: media.url, width: media.width ?? undefined, height: media.height ?? undefined, alt: media.alt ?? '' } : undefined
}

/** A page's copy as the site reads it, from its saved document (`meta`, the SEO tab, becomes `seo`). */
export function pageFromDoc(slug: PageSlug, doc: unknown): Doc {
  const copy = copyFromDoc(doc, fieldsOf(slug))
  if (!hasSeo(slug)) return copy
  const meta = (doc as { meta?: SavedMeta } | null)?.meta ?? {}
  // The SEO plugin's fields may be left empty: the page then keeps its seed's title and description.
  const seeded = (PAGES[slug].seed as { seo: PageSeo }).seo
  const seo: PageSeo = {
    title: typeof meta.title === 'string' && meta.title.trim() !== '' ? meta.title : seeded.title,
    description: typeof meta.description === 'string' && meta.description.trim() !== '' ? meta.description : seeded.description,
    keywords: (copyFromDoc(meta, [KEYWORDS])[SEO_KEYWORDS] as string[] | undefined) ?? [],
  }
  const image = imageOf(meta.image)
  return { ...copy, seo: image ? { ...seo, image } : seo }
}

/** The document that saves a page's copy (the seed's shape). */
export function docFromPage(slug: PageSlug, copy: Doc): Doc {
  const doc = docFromCopy(copy, fieldsOf(slug))
  if (!hasSeo(slug)) return doc
  const seo = copy.seo as PageSeo
  return { ...doc, meta: { title: seo.title, description: seo.description, ...docFromCopy({ [SEO_KEYWORDS]: seo.keywords }, [KEYWORDS]) } }
}

/** JSON with every object's keys in order: PostgreSQL's jsonb (rich text) gives keys back in an order of its own. */
const keyOrderedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  )

/** The seed as it reads back once saved: what a page's saved copy is compared with. */
const seedAsSaved = new Map<PageSlug, string>()
function unchangedSeed(slug: PageSlug, copy: Doc): boolean {
  if (!seedAsSaved.has(slug)) seedAsSaved.set(slug, keyOrderedJson(pageFromDoc(slug, docFromPage(slug, PAGES[slug].seed))))
  return seedAsSaved.get(slug) === keyOrderedJson(copy)
}

/**
 * A page's published copy. Restoring an earlier version as a draft writes it to the page's own row,
 * so that row can be a draft: the newest published version is then what visitors see.
 */
async function publishedDoc(payload: Payload, slug: PageSlug): Promise<Doc | undefined> {
  const doc = (await payload.findGlobal({ slug, depth: 1, draft: false, overrideAccess: true })) as unknown as Doc
  if (!doc.updatedAt) return undefined
  if (doc._status === 'published') return doc
  const { docs } = await payload.findGlobalVersions({
    slug,
    depth: 1,
    limit: 1,
    sort: ['-updatedAt', '-id'],
    where: { 'version._status': { equals: 'published' } },
    overrideAccess: true,
  })
  return docs[0]?.version as unknown as Doc | undefined
}

/**
 * Reads every page's published copy and makes it the copy this process renders with; whether it
 * changed. A page never published, or published as its seed, renders the seed.
 */
export async function loadPageCopy(payload: Payload): Promise<boolean> {
  const read = pageReadStarted()
  const docs = await Promise.all(PAGE_SLUGS.map((slug) => publishedDoc(payload, slug)))
  const pages: Partial<Record<PageSlug, unknown>> = {}
  PAGE_SLUGS.forEach((slug, index) => {
    const doc = docs[index]
    if (!doc) return
    const copy = pageFromDoc(slug, doc)
    if (!unchangedSeed(slug, copy)) pages[slug] = copy
  })
  return applyPageCopy(pages, read)
}

/** Reads the pages again (once more a little later if the database did not answer); whether they changed. */
export function reloadPageCopy(payload: Payload, retryMs = 2_000): Promise<boolean> {
  return loadPageCopy(payload)
    .catch(async (error: unknown) => {
      payload.logger.warn({ err: error }, 'page copy could not be read: trying again')
      await new Promise((resolve) => setTimeout(resolve, retryMs))
      return loadPageCopy(payload)
    })
    .catch((error: unknown) => {
      payload.logger.error({ err: error }, 'published page copy could not be loaded')
      return false
    })
}

/**
 * On the first start of a database: saves each page's seed copy as its published copy, once. A page
 * ever saved keeps what it has.
 */
export async function seedPages(payload: Payload): Promise<number> {
  let seeded = 0
  for (const slug of PAGE_SLUGS) {
    const doc = await payload.findGlobal({ slug, depth: 0, draft: true, overrideAccess: true })
    if (doc.updatedAt) continue
    const data = { ...docFromPage(slug, PAGES[slug].seed), _status: 'published' as const }
    await payload.updateGlobal({ slug, data, draft: false, overrideAccess: true, context: { [SEEDING_PAGES]: true } })
    seeded++
  }
  if (seeded) payload.logger.info(`Copy of ${seeded} page(s) seeded`)
  return seeded
}

/**
 * Once a publish has committed, each process (this one at once, the others through the cache-expiry
 * channel) reads the pages again and then expires the pages that show the changed copy.
 */
export async function revalidatePage(req: PayloadRequest, slug: PageSlug): Promise<void> {
  const { payload } = req
  const tags = PAGES[slug].tags
  await expireEverywhereAfterCommit(req, [PAGE_COPY_TAG, ...tags], () => void reloadPageCopy(payload).finally(() => expireTags(tags)))
}
