/**
 * First-load JavaScript per page, measured in Chromium: the scripts the server-rendered HTML asks
 * for (its <script src> tags) as the browser received them, gzip-compressed (level 9) and summed.
 * Chunks loaded later (deferred parts, prefetches of linked pages) are listed separately.
 * Target for /: ≤ 150 kB.
 *
 *   npm run build && npx tsx bench/first-load-js.ts [--verbose]
 */
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { SITE_PAGES, startBenchServer } from './support'

const verbose = process.argv.includes('--verbose')
const server = await startBenchServer()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
try {
  console.log(`${'page'.padEnd(32)} ${'first-load'.padStart(10)} ${'gzip kB'.padStart(8)} ${'later'.padStart(6)} ${'gzip kB'.padStart(8)}`)
  for (const path of SITE_PAGES) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts = new Map<string, Promise<number>>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0))
      }
    })
    const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    const html = (await response?.text()) ?? ''
    const initial = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => new URL(m[1]!, server.url).toString()))
    let first = 0
    let later = 0
    let laterCount = 0
    for (const [url, size] of scripts) {
      const bytes = await size
      if (initial.has(url)) first += bytes
      else {
        later += bytes
        laterCount++
      }
      if (verbose) console.log(`   ${initial.has(url) ? 'first' : 'later'} ${kb(bytes).padStart(7)}  ${url.replace(server.url, '')}`)
    }
    console.log(`${path.padEnd(32)} ${String(initial.size).padStart(10)} ${kb(first).padStart(8)} ${String(laterCount).padStart(6)} ${kb(later).padStart(8)}`)
    await context.close()
  }
} finally {
  await browser.close()
  await server.cleanup()
}
