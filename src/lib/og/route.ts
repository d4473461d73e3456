import { IMAGE_PAGE_PATHS } from './pages'

/**
 * How long browsers and social sites may keep an image. The pages link to a versioned URL
 * (`?v=`, see social-image.ts) that changes when what the image shows changes, so a day is safe for
 * the URLs the pages hand out; a stale copy under an old URL harms nobody, as no page links to it.
 */
export const OG_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** At most this long: every slug the CMS makes from a title is far shorter. */
const MAX_SLUG_LENGTH = 200

/**
 * Whether `slug` could be a post's slug at all: anything longer, or with control characters (NUL
 * included, which PostgreSQL refuses), is a 404 without a database query.
 */
export function plausibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && !/[\u0000-\u001f\u007f/]/.test(slug)
}

/**
 * The page path of an image address's segments (`/og` → `/`, `/og/services/marketing` → `/services/marketing`); null
 * for none.
 */
export function pagePathOf(segments: readonly string[] | undefined): string | null {
  const path = `/${(segments ?? []).join('/')}`
  return IMAGE_PAGE_PATHS.includes(path) ? path : null
}

/** The route's static params: every page that has an image (prerendered by the build). */
export function pageImageParams(): { page: string[] }[] {
  return IMAGE_PAGE_PATHS.map((path) => ({ page: path.split('/').filter(Boolean) }))
}

/**
 * A 404 for an image that does not exist (kept in the cache like an article's 404, and expired when the post appears).
 */
export function imageNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' },
  })
}
