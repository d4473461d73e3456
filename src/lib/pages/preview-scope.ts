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

/**
 * `read` (synchronous) as if this request rendered the published copy: an experiment's variant names its page in its
 * metadata (title, canonical address, share image and its text) exactly as the published page does.
 */
export function withPublishedCopy<T>(read: () => T): T {
  const scope = requestPreview()
  const { pages } = scope
  scope.pages = undefined
  try {
    return read()
  } finally {
    scope.pages = pages
  }
}
