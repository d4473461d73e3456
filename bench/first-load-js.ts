/**
 * First-load JavaScript per page, measured in Chromium: every script the browser downloads for the
 * page until the network has been idle (the load event, the parts loaded at the first idle moment
 * such as the cookie banner, chat launcher and analytics, and the chunks of linked pages that Next
 * prefetches), each gzip-compressed (level 9) and summed. A fresh browser context per page, so
 * nothing comes from the cache. "in HTML" is the part the server-rendered HTML asks for with
 * <script src>; "later" is everything after. A blank Next.js page built with the same Next and React
 * is measured the same way as the reference. Target for every page: ≤ 150 kB.
 *
 *   npm run build && npx tsx bench/first-load-js.ts [--verbose] [--no-blank]
 */
import { gzipSync } from 'node:zlib'

import { type Browser, chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { SAMPLE_CATEGORY, SITE_PAGES, startBenchServer, startBlankNext } from './support'

const TARGET_KB = 150
/** After network idle, how long the page is watched for scripts that start later still. */
const SETTLE_MS = 2_000

const verbose = process.argv.includes('--verbose')
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** `scripts`: one line per script, printed under the page's row with --verbose. */
type Measurement = { inHtml: number; inHtmlCount: number; later: number; laterCount: number; scripts: string[] }

async function measure(browser: Browser, url: string): Promise<Measurement> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => 0,
        ),
      )
    }
  })
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(SETTLE_MS)
  await page.waitForLoadState('networkidle')
  const html = (await response?.text()) ?? ''
  const inHtmlUrls = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1]!, url).toString()),
  )
  const result: Measurement = { inHtml: 0, inHtmlCount: 0, later: 0, laterCount: 0, scripts: [] }
  for (const [scriptUrl, size] of scripts) {
    const bytes = await size
    const first = inHtmlUrls.has(scriptUrl)
    if (first) {
      result.inHtml += bytes
      result.inHtmlCount++
    } else {
      result.later += bytes
      result.laterCount++
    }
    result.scripts.push(`   ${first ? 'in HTML' : 'later  '} ${kb(bytes).padStart(7)}  ${new URL(scriptUrl).pathname}`)
  }
  await context.close()
  return result
}

const blank = process.argv.includes('--no-blank') ? undefined : await startBlankNext()
const server = await startBenchServer()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  console.log(
    `${'page'.padEnd(32)} ${'scripts'.padStart(7)} ${'total kB'.padStart(8)} ${'in HTML'.padStart(8)} ${'later'.padStart(7)} ${'target'.padStart(7)}`,
  )
  const row = (label: string, m: Measurement, target?: number) => {
    const total = m.inHtml + m.later
    const verdict =
      target === undefined ? '' : `${`≤ ${target}`.padStart(7)} ${total / 1024 <= target ? 'met' : 'MISSED'}`
    console.log(
      `${label.padEnd(32)} ${String(m.inHtmlCount + m.laterCount).padStart(7)} ${kb(total).padStart(8)} ${kb(m.inHtml).padStart(8)} ${kb(m.later).padStart(7)} ${verdict}`,
    )
    if (verbose) for (const line of m.scripts) console.log(line)
  }
  if (blank) row('blank Next page (reference)', await measure(browser, blank.url))
  for (const path of [...SITE_PAGES, SAMPLE_CATEGORY])
    row(path, await measure(browser, `${server.url}${path}`), TARGET_KB)
  console.log('gzip kB (level 9) of every script loaded until the network is idle, prefetched route chunks included')
} finally {
  await browser.close()
  blank?.stop()
  await server.cleanup()
}
