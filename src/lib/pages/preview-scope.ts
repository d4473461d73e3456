import { cache } from 'react'

import type { SavedCopies } from './copy'

/**
 * A staff preview renders one page with its latest draft in place of its published copy. The draft
 * is held for the one request rendering the preview (React's request-scoped cache): every other
 * request, and everything outside a render, sees the published copy.
 */
const requestPreview = cache((): { pages?: SavedCopies } => ({}))

/** The draft copy this request previews, if it is a preview. */
export function previewedPages(): SavedCopies | undefined {
  return requestPreview().pages
}

/** Makes `pages` the copy this request renders (src/lib/pages/preview.ts). */
export function showInThisRequest(pages: SavedCopies): void {
  requestPreview().pages = pages
}
