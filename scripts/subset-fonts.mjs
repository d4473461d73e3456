#!/usr/bin/env node
/**
 * Trims the two self-hosted variable fonts in src/app/fonts to what the site sets:
 *   - Inter (body): the weight axis limited to 400–700 (normal, medium, semibold, bold);
 *   - Fraunces (headings): one static instance at 600, the only weight headings use.
 * Both keep the Latin character set Google Fonts ships as "latin" (Latin-1, general punctuation,
 * euro, trade mark), so names and words typed into the CMS still render in the brand fonts.
 * The files are rewritten in place; running it again on its own output changes nothing (an axis that
 * is already pinned is left alone).
 *
 * It also writes the share images' fonts (src/app/fonts/og/, read by src/lib/og/fonts.ts): the image
 * renderer (Satori, in next/og) reads TTF, OTF and WOFF but not WOFF2, and takes no variable axes, so
 * each family gets one static WOFF instance at 600 with the same Latin character set.
 *
 *   node scripts/subset-fonts.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import subsetFont from 'subset-font'

import { LATIN } from './latin-charset.mjs'

const DIR = path.resolve(import.meta.dirname, '../src/app/fonts')
const text = LATIN.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('')

const FONTS = [
  { file: 'inter-latin-wght.woff2', variationAxes: { wght: { min: 400, max: 700 } } },
  { file: 'fraunces-latin.woff2', variationAxes: { wght: 600 } },
]

for (const { file, variationAxes } of FONTS) {
  const input = readFileSync(path.join(DIR, file))
  const subset = (axes) => subsetFont(input, text, { targetFormat: 'woff2', variationAxes: axes })
  // Pinning fails on a font whose axis was already pinned by an earlier run: subset it as it is.
  const output = await subset(variationAxes).catch((error) =>
    /pinning/.test(error.message) ? subset(undefined) : Promise.reject(error),
  )
  writeFileSync(path.join(DIR, file), output)
  console.log(`${file}: ${input.length} → ${output.length} bytes`)
}

const OG_DIR = path.join(DIR, 'og')
const OG_FONTS = [
  { from: 'inter-latin-wght.woff2', file: 'inter-600.woff', variationAxes: { wght: 600 } },
  { from: 'fraunces-latin.woff2', file: 'fraunces-600.woff', variationAxes: undefined },
]
mkdirSync(OG_DIR, { recursive: true })
for (const { from, file, variationAxes } of OG_FONTS) {
  const input = readFileSync(path.join(DIR, from))
  const output = await subsetFont(input, text, { targetFormat: 'woff', variationAxes })
  writeFileSync(path.join(OG_DIR, file), output)
  console.log(`og/${file}: ${output.length} bytes`)
}
