import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { startBenchServer } from './support'
const s = await startBenchServer()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  for (const p of process.argv.slice(2)) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      await page.goto(s.url + p, { waitUntil: 'networkidle' })
      const out = `/tmp/lh/shot${p.replace(/\W+/g, '_')}-${width}.png`
      await page.screenshot({ path: out })
      console.log(out)
      await page.close()
    }
  }
} finally { await browser.close(); await s.cleanup() }
