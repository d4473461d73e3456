import type { Field, Payload, PayloadRequest } from 'payload'

import { expireEverywhereAfterCommit, expireTags } from '@/lib/cache/expire'
import { VARIANT_PAGES_TAG } from '@/lib/experiments/load'
import type { Media } from '@/payload-types'

import { copyFromDoc } from './convert'
import type { PageDoc, PageSeo, SavedCopies, SavedCopy, SeoPageSlug } from './copy'
import type { PageSlug } from './copy'
import { PAGE_FIELDS } from './fields'
import { applyPageCopy, pageReadStarted } from './published-copy'
import { PAGE_SLUGS, PAGES } from './registry'

/** Announced on the cache-expiry channel when a page's copy is published: every process reads the pages again. */
export const PAGE_COPY_TAG = 'page-copy'
/** In a save's context: the first start's seed, which changes nothing the pages show. */
export const SEEDING_PAGES = 'seedingPages'

const readingFields = new Map<PageSlug, Field[]>()
/** The page's fields as this module reads them: built once, never handed to Payload. */
function fieldsOf(slug: PageSlug): Field[] {
  if (!readingFields.has(slug)) readingFields.set(slug, PAGE_FIELDS[slug]())
  return readingFields.get(slug)!
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function imageOf(value: unknown): PageSeo['image'] {
  if (!value || typeof value !== 'object') return undefined
  const media = value as Media
  return media.url
    ? { url: media.url, width: media.width ?? undefined, height: media.height ?? undefined, alt: media.alt ?? '' }
    : undefined
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

/** A saved page's SEO tab (`meta`) as its `seo`. */
function seoOf(slug: SeoPageSlug, doc: unknown): PageSeo {
  const meta = isRecord(doc) && isRecord(doc.meta) ? doc.meta : {}
  // The SEO plugin's fields may be left empty: the page then keeps its seed's title and description.
  const seeded = PAGES[slug].seed.seo
  const seo: PageSeo = {
    title: text(meta.title) ?? seeded.title,
    description: text(meta.description) ?? seeded.description,
    keywords: Array.isArray(meta.keywords)
      ? meta.keywords.filter((keyword): keyword is string => typeof keyword === 'string' && keyword !== '')
      : [],
  }
  const image = imageOf(meta.image)
  return image ? { ...seo, image } : seo
}

/** Reads a page's copy out of its saved document, or out of its seed as saved (docFromPage). */
type Reader<S extends PageSlug> = (doc: unknown) => SavedCopy<S>
const plain =
  <S extends PageSlug>(slug: S) =>
  (doc: unknown) =>
    copyFromDoc<PageDoc<S>>(doc, fieldsOf(slug))
const withSeo =
  <S extends SeoPageSlug>(slug: S) =>
  (doc: unknown) => ({ ...plain(slug)(doc), seo: seoOf(slug, doc) })

const READERS: { [S in PageSlug]: Reader<S> } = {
  'home-page': withSeo('home-page'),
  'about-page': withSeo('about-page'),
  'services-page': withSeo('services-page'),
  'account-management-page': withSeo('account-management-page'),
  'marketing-page': withSeo('marketing-page'),
  'chat-management-page': withSeo('chat-management-page'),
  'faq-page': withSeo('faq-page'),
  'contact-page': withSeo('contact-page'),
  'blog-page': withSeo('blog-page'),
  'not-found-page': plain('not-found-page'),
  'server-error-page': plain('server-error-page'),
  'privacy-policy-page': withSeo('privacy-policy-page'),
  'terms-of-service-page': withSeo('terms-of-service-page'),
  'cookie-policy-page': withSeo('cookie-policy-page'),
}

/** A page's copy as the site reads it, from its saved document (`meta`, the SEO tab, becomes `seo`). */
export function pageFromDoc<S extends PageSlug>(slug: S, doc: PageDoc<S>): SavedCopy<S> {
  return READERS[slug](doc)
}

/**
 * The document that saves a page's copy (the seed): its SEO goes to the SEO tab, a service page's route is not saved.
 */
export function docFromPage(copy: Record<string, unknown> & { seo?: PageSeo }): Record<string, unknown> {
  const { seo, slug: _route, ...doc } = copy
  return seo ? { ...doc, meta: { title: seo.title, description: seo.description, keywords: seo.keywords } } : doc
}

/** JSON with every object's keys in order: PostgreSQL's jsonb (rich text) gives keys back in an order of its own. */
export const keyOrderedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )

/** A page's seed as it reads back once saved. */
export function seedReadBack<S extends PageSlug>(slug: S): SavedCopy<S> {
  return READERS[slug](docFromPage(PAGES[slug].seed))
}

/** The seed as it reads back once saved: what a page's saved copy is compared with. */
const seedAsSaved = new Map<PageSlug, string>()
function unchangedSeed(slug: PageSlug, copy: unknown): boolean {
  if (!seedAsSaved.has(slug)) seedAsSaved.set(slug, keyOrderedJson(seedReadBack(slug)))
  return seedAsSaved.get(slug) === keyOrderedJson(copy)
}

/**
 * A page's published copy. Restoring an earlier version as a draft writes it to the page's own row,
 * so that row can be a draft: the newest published version is then what visitors see.
 */
export async function publishedDoc<S extends PageSlug>(
  payload: Payload,
  slug: S,
  req?: PayloadRequest,
): Promise<PageDoc<S> | undefined> {
  const doc = await payload.findGlobal({ slug, depth: 1, draft: false, overrideAccess: true, req })
  if (!doc.updatedAt) return undefined
  if (doc._status === 'published') return doc
  const { docs } = await payload.findGlobalVersions({
    slug,
    depth: 1,
    limit: 1,
    sort: ['-updatedAt', '-id'],
    where: { 'version._status': { equals: 'published' } },
    overrideAccess: true,
    req,
  })
  return docs[0]?.version
}

/** The copy visitors see on a page: its published copy, or its seed when it was never published. */
export async function publishedCopy<S extends PageSlug>(
  payload: Payload,
  slug: S,
  req?: PayloadRequest,
): Promise<SavedCopy<S>> {
  const doc = await publishedDoc(payload, slug, req)
  return doc ? pageFromDoc(slug, doc) : seedReadBack(slug)
}

/**
 * Reads every page's published copy and makes it the copy this process renders with; whether it
 * changed. A page never published, or published as its seed, renders the seed.
 */
export async function loadPageCopy(payload: Payload): Promise<boolean> {
  const read = pageReadStarted()
  const docs = await Promise.all(PAGE_SLUGS.map((slug) => publishedDoc(payload, slug)))
  const pages: SavedCopies = {}
  const keep = <S extends PageSlug>(slug: S, doc: PageDoc<S> | undefined) => {
    const copy = doc && pageFromDoc(slug, doc)
    if (copy && !unchangedSeed(slug, copy)) pages[slug] = copy
  }
  PAGE_SLUGS.forEach((slug, index) => keep(slug, docs[index]))
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
    const data = { ...docFromPage(PAGES[slug].seed), _status: 'published' as const }
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
  // A variant shows the page's published copy beside its own sections: it is expired with the page.
  const tags = [...PAGES[slug].tags, VARIANT_PAGES_TAG]
  await expireEverywhereAfterCommit(
    req,
    [PAGE_COPY_TAG, ...tags],
    () => void reloadPageCopy(payload).finally(() => expireTags(tags)),
  )
}
