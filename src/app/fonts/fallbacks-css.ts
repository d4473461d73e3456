import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import { fallbackFontFaces } from './fallbacks'

export const FALLBACKS_CSS = path.resolve(import.meta.dirname, 'fallbacks.css')

/** fallbacks.css as `npm run fonts:fallbacks` writes it: the faces, in the repository's CSS format. */
export async function formattedFallbackFontFaces(): Promise<string> {
  return format(fallbackFontFaces(), { ...(await resolveConfig(FALLBACKS_CSS)), filepath: FALLBACKS_CSS })
}
