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
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { settledLayout } from '../tests/support/page-layout'
import { SAMPLE_ARTICLE, SITE_PAGES, startBenchServer } from './support'

const VIEWPORT = { width: 412, height: 823 }

/** Per device: the Debian packages and the font files out of them (DejaVu, the generic families' font, in all). */
const DEVICES = {
  android: {
    packages: ['fonts-roboto-unhinted', 'fonts-noto-core', 'fonts-dejavu-core'],
    files: ['Roboto-Regular.ttf', 'Roboto-Bold.ttf', 'NotoSerif-Regular.ttf', 'NotoSerif-Bold.ttf'],
  },
  apple: {
    packages: ['fonts-liberation2', 'fonts-dejavu-core'],
    files: [
      'LiberationSans-Regular.ttf',
      'LiberationSans-Bold.ttf',
      'LiberationSerif-Regular.ttf',
      'LiberationSerif-Bold.ttf',
    ],
  },
} as const
const DEJAVU = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf']

const { values } = parseArgs({
  options: { device: { type: 'string', default: 'machine' }, refuse: { type: 'string', default: '**/*.woff2' } },
})
const device = values.device as keyof typeof DEVICES | 'machine'
if (device !== 'machine' && !(device in DEVICES)) throw new Error(`--device: android, apple or machine, not ${device}`)

function findFile(dir: string, name: string): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const found = findFile(full, name)
      if (found) return found
    } else if (entry.name === name) return full
  }
  return undefined
}

/** A fontconfig file that lets Chromium find the device's fonts and nothing else. */
function fontconfigFor(name: keyof typeof DEVICES): string {
  const root = path.resolve(import.meta.dirname, 'out/fonts')
  const debs = path.join(root, 'debs')
  const dir = path.join(root, name)
  mkdirSync(debs, { recursive: true })
  mkdirSync(dir, { recursive: true })
  for (const pkg of DEVICES[name].packages) {
    if (readdirSync(debs).some((file) => file.startsWith(`${pkg}_`))) continue
    const fetched = spawnSync('apt-get', ['download', pkg], { cwd: debs, stdio: 'inherit' })
    if (fetched.status !== 0) throw new Error(`apt-get download ${pkg} failed`)
  }
  const unpacked = path.join(root, 'unpacked')
  for (const deb of readdirSync(debs)) {
    const into = path.join(unpacked, deb)
    if (existsSync(into)) continue
    mkdirSync(into, { recursive: true })
    if (spawnSync('dpkg-deb', ['-x', path.join(debs, deb), into], { stdio: 'inherit' }).status !== 0)
      throw new Error(`dpkg-deb -x ${deb} failed`)
  }
  for (const file of [...DEVICES[name].files, ...DEJAVU]) {
    const found = findFile(unpacked, file)
    if (!found) throw new Error(`${file} is in none of ${DEVICES[name].packages.join(', ')}`)
    copyFileSync(found, path.join(dir, file))
  }
  const config = path.join(dir, 'fonts.conf')
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}</dir>\n  <cachedir>${dir}/cache</cachedir>\n</fontconfig>\n`,
  )
  return config
}

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
