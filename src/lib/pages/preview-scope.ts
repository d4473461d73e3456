import { cache } from 'react'

import type { PageSlug } from './registry'

/**
 * A staff preview renders one page with its latest draft in place of its published copy. The draft
 * is held for the one request rendering the preview (React's request-scoped cache): every other
 * request, and everything outside a render, sees the published copy.
 */
const requestPreview = cache((): { pages?: Partial<Record<PageSlug, unknown>> } => ({}))

/** The draft copy this request previews, if it is a preview. */
export function previewedPages(): Partial<Record<PageSlug, unknown>> | undefined {
  return requestPreview().pages
}

/** Makes `pages` the copy this request renders (src/lib/pages/preview.ts). */
export function showInThisRequest(pages: Partial<Record<PageSlug, unknown>>): void {
  requestPreview().pages = pages
}
