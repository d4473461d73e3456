/**
 * Measures what src/app/fonts/fallbacks.ts sizes the fallback faces by, over the site's own text, and writes it to
 * src/app/fonts/advances.json:
 *
 * - the samples: every line of text the built site shows on its public pages and an article at a phone's 412 px,
 *   grouped by the face it is set in (Inter at 400, Inter at 600 and bolder, Fraunces at 600), each line once, as
 *   drawn (upper-cased where the CSS says so), and only the characters the self-hosted fonts have (an emoji or a
 *   star is drawn by whatever font the machine has, and would make the figures depend on it);
 * - each font's average advance over its face's sample, in ems, measured by Chromium's text shaping (kerning
 *   included): the web fonts as the site serves them, and the fonts devices have from Debian's packages
 *   (bench/device-fonts.ts).
 *
 * Run it after the copy or a font changes, then `npm run fonts:fallbacks`.
 *
 *   npm run build && npm run fonts:advances
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { deviceFontDir } from '../bench/device-fonts'
import { SAMPLE_ARTICLE, SITE_PAGES, startBenchServer } from '../bench/support'
import { ADVANCES_JSON, type Advances, type FaceKey, SYSTEM_FONT_FILES } from '../src/app/fonts/advances'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { inLatin } from './latin-charset.mjs'

const server = await startBenchServer()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  const lines: Record<FaceKey, Set<string>> = { sans400: new Set(), sans600: new Set(), display600: new Set() }
  for (const pagePath of [...SITE_PAGES, SAMPLE_ARTICLE]) {
    await page.goto(server.url + pagePath)
    await page.evaluate(() => document.fonts.ready)
    const found = await page.evaluate(() => {
      const out: { family: string; weight: number; text: string }[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        const text = node.textContent?.replace(/\s+/g, ' ').trim()
        if (!parent || !text || parent.closest('script, style, noscript, svg')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const box = range.getBoundingClientRect()
        // Laid out and not a screen reader's alone (sr-only clips to 1 px).
        if (box.width <= 1 || box.height <= 1) continue
        const style = getComputedStyle(parent)
        out.push({
          family: style.fontFamily
            .split(',')[0]!
            .trim()
            .replace(/^["']|["']$/g, ''),
          weight: Number(style.fontWeight),
          text: style.textTransform === 'uppercase' ? text.toUpperCase() : text,
        })
      }
      return out
    })
    for (const { family, weight, text: drawn } of found) {
      const text = [...drawn].filter(inLatin).join('')
      if (family === 'fraunces') lines.display600.add(text)
      else if (family === 'inter') lines[weight >= 600 ? 'sans600' : 'sans400'].add(text)
      else throw new Error(`${pagePath}: "${text}" is set in ${family}, neither of the site's two fonts`)
    }
  }
  const samples = Object.fromEntries(Object.entries(lines).map(([face, set]) => [face, [...set].join(' ')])) as Record<
    FaceKey,
    string
  >

  // Each device font, loaded under a name of its own, beside the page's web fonts.
  for (const [name, { device, file }] of Object.entries(SYSTEM_FONT_FILES)) {
    const bytes = readFileSync(path.join(deviceFontDir(device), file)).toString('base64')
    await page.evaluate(
      async ({ family, base64 }) => {
        const face = new FontFace(
          family,
          Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
        )
        document.fonts.add(await face.load())
      },
      { family: `measured ${name}`, base64: bytes },
    )
  }
  const fonts: { name: string; font: string; face: FaceKey }[] = [
    { name: 'Inter 400', font: '400 1000px inter', face: 'sans400' },
    { name: 'Inter 600', font: '600 1000px inter', face: 'sans600' },
    { name: 'Fraunces 600', font: '600 1000px fraunces', face: 'display600' },
    ...Object.entries(SYSTEM_FONT_FILES).map(([name, { face }]) => ({ name, font: `1000px "measured ${name}"`, face })),
  ]
  const advances = await page.evaluate(
    ({ fonts, samples }) => {
      const context = document.createElement('canvas').getContext('2d')!
      return Object.fromEntries(
        fonts.map(({ name, font, face }) => {
          context.font = font
          const text = samples[face]
          return [name, Number((context.measureText(text).width / text.length / 1000).toFixed(6))]
        }),
      )
    },
    { fonts, samples },
  )
  const result: Advances = { samples, advances }
  writeFileSync(ADVANCES_JSON, `${JSON.stringify(result, null, 2)}\n`)
  for (const { name, face } of fonts)
    console.log(
      `${name.padEnd(22)} ${face.padEnd(11)} ${advances[name]!.toFixed(6)} em over ${samples[face].length} characters`,
    )
  console.log(`wrote ${path.relative(process.cwd(), ADVANCES_JSON)}`)
} finally {
  await browser.close()
  await server.cleanup()
}
