/**
 * How far a page's text moves when its web fonts swap in over the fallback faces (src/app/fonts/fallbacks.ts), with
 * the fonts of a given kind of device: every public page and an article, laid out in Chromium at a phone's 412 × 823
 * px once with the web fonts and once with them refused (the first paint of a visitor whose fonts arrive late), and
 * each element of the header and main content compared. A page whose text takes another line in the fallback moves
 * everything below it when the fonts arrive; an element that moves on the first screen is what CLS counts.
 *
 * `--device` picks the fonts Chromium may find, from Debian's packages (fetched once with `apt-get download` into
 * bench/out/fonts, never installed): `android` (Roboto, Noto Serif), `apple` (Liberation Sans and Serif, drawn to
 * Arial's and Times New Roman's widths, as on iOS and macOS) or `machine` (this machine's own fonts, the default).
 * `--refuse` names which web fonts to refuse (a glob; default every .woff2).
 *
 *   npm run build && npx tsx bench/font-fallbacks.ts [--device android|apple|machine] [--refuse '**\/inter*.woff2']
 */
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { settledLayout } from '../tests/support/page-layout'
import { fontconfigFor, isDevice } from './device-fonts'
import { SAMPLE_ARTICLE, SITE_PAGES, startBenchServer } from './support'

const VIEWPORT = { width: 412, height: 823 }

const { values } = parseArgs({
  options: { device: { type: 'string', default: 'machine' }, refuse: { type: 'string', default: '**/*.woff2' } },
})
if (values.device !== 'machine' && !isDevice(values.device))
  throw new Error(`--device: android, apple or machine, not ${values.device}`)
const device = values.device

const server = await startBenchServer()
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  env: device === 'machine' ? process.env : { ...process.env, FONTCONFIG_FILE: fontconfigFor(device) },
})
try {
  const page = await browser.newPage({ viewport: VIEWPORT })
  console.log(`device fonts: ${device}; refused: ${values.refuse}; ${VIEWPORT.width} × ${VIEWPORT.height} px`)
  console.log(
    `${'page'.padEnd(32)} ${'moved'.padStart(7)} ${'of'.padStart(5)}  first text on the first screen that takes another line`,
  )
  let onScreen = 0
  for (const pagePath of [...SITE_PAGES, SAMPLE_ARTICLE]) {
    await page.unrouteAll()
    await page.goto(server.url + pagePath)
    const withFonts = await settledLayout(page)
    await page.route(values.refuse, (route) => route.abort())
    await page.goto(server.url + pagePath)
    const fallback = await settledLayout(page)
    if (fallback.length !== withFonts.length) throw new Error(`${pagePath}: the two loads have different elements`)
    let moved = 0
    let first = ''
    withFonts.forEach((box, index) => {
      const other = fallback[index]!
      if (Math.abs(box.y - other.y) <= 1 && Math.abs(box.height - other.height) <= 1) return
      moved++
      const leaf = /^(H[1-6]|P|A|LI|SPAN|BUTTON|DT|DD|SUMMARY|LABEL)$/.test(box.tag)
      if (!first && leaf && box.y < VIEWPORT.height && Math.abs(box.height - other.height) > 1)
        first = `${box.tag} "${box.text}" ${Math.round(box.height)} → ${Math.round(other.height)} px tall`
    })
    if (first) onScreen++
    console.log(
      `${pagePath.padEnd(32)} ${String(moved).padStart(7)} ${String(withFonts.length).padStart(5)}  ${first || '-'}`,
    )
  }
  console.log(`pages whose first screen moves when the fonts swap in: ${onScreen} of ${SITE_PAGES.length + 1}`)
} finally {
  await browser.close()
  await server.cleanup()
}
