import { IMPLICIT } from '@/lib/cache/next-internals'

import { ogImagePath } from './social-image'

/**
 * Next's implicit cache tags (src/lib/cache/expire.ts, prefix from src/lib/cache/next-internals.ts) of the image routes
 * under src/app/og: the
 * image of one article (`_N_T_/og/blog/<slug>`), of every article (the route file), and of the page at
 * a path. They are expired together with the page the image belongs to.
 */
export const articleImageTag = (slug: string) => `${IMPLICIT}${ogImagePath(`/blog/${encodeURIComponent(slug)}`)}`
export const EVERY_ARTICLE_IMAGE_TAG = `${IMPLICIT}/og/blog/[slug]/route`
export const pageImageTag = (path: string) => `${IMPLICIT}${ogImagePath(path)}`
