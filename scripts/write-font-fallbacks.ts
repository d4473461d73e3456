/**
 * Writes src/app/fonts/fallbacks.css from src/app/fonts/fallbacks.ts (the fallback faces sized to the site's fonts),
 * formatted as the repository formats CSS.
 *
 *   npm run fonts:fallbacks
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { FALLBACKS_CSS, formattedFallbackFontFaces } from '../src/app/fonts/fallbacks-css'

writeFileSync(FALLBACKS_CSS, await formattedFallbackFontFaces())
console.log(`wrote ${path.relative(process.cwd(), FALLBACKS_CSS)}`)
