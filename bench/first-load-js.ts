/**
 * First-load JavaScript per page, measured in Chromium: every script the page loads until the
 * network is idle, gzip-compressed (level 9) and summed. Target for /: ≤ 150 kB.
 *
 *   npm run build && npx tsx bench/first-load-js.ts
 */
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { CHROME_FLAGS, SITE_PAGES, startBenchServer } from './support'

const server = await startBenchServer()
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS })
try {
  console.log(`${'page'.padEnd(32)} ${'scripts'.padStart(7)} ${'gzip kB'.padStart(9)}`)
  for (const path of SITE_PAGES) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const sizes: Promise<number>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0))
      }
    })
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
    console.log(`${path.padEnd(32)} ${String(sizes.length).padStart(7)} ${(bytes / 1024).toFixed(1).padStart(9)}`)
    await context.close()
  }
} finally {
  await browser.close()
  await server.cleanup()
}
