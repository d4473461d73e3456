import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } })
const page = await ctx.newPage()
const base = process.argv[2]
for (const p of ['/services/chat-management', '/contact', '/no-such-page', '/privacy-policy']) {
  await page.goto(base + p, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/shots/d${p.replace(/\//g, '_')}.png`, fullPage: false })
}
await browser.close()
