#!/usr/bin/env node
/**
 * Renders the brand images in public/ (Open Graph card, logo, icons) with Debian's Chromium.
 * Run after changing the brand: node scripts/brand-assets.mjs
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const OUT = path.resolve(import.meta.dirname, '../public')
const NAME = process.env.AGENCY_NAME ?? 'Velora Creator Management'
const mark = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}"><rect width="64" height="64" rx="16" fill="#140f1c"/><path d="M16 18h8l8 22 8-22h8L36 48h-8z" fill="#e7c270"/></svg>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()

async function shot(file, width, height, html, { omitBackground = false } = {}) {
  await page.setViewportSize({ width, height })
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`)
  await page.screenshot({ path: path.join(OUT, file), omitBackground })
}

await shot(
  'og-image.png',
  1200,
  630,
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:radial-gradient(900px 450px at 90% -10%,rgba(190,29,94,.45),transparent 60%),radial-gradient(700px 400px at -10% 110%,rgba(231,194,112,.25),transparent 60%),#140f1c;color:#fff;font-family:Georgia,serif;display:flex;flex-direction:column;justify-content:space-between">
    <div style="display:flex;align-items:center;gap:20px">${mark(72)}<span style="font-size:34px;font-weight:600">${NAME}</span></div>
    <div><div style="font-size:68px;line-height:1.08;font-weight:600;max-width:950px">Grow your creator business with a team that works for you</div>
    <div style="margin-top:28px;font-family:Arial,sans-serif;font-size:28px;color:#e7c270">Book a free 30-minute strategy call</div></div></div>`,
)
await shot('logo.png', 512, 512, mark(512), { omitBackground: true })
await shot(
  'apple-icon.png',
  180,
  180,
  `<div style="width:180px;height:180px;background:#140f1c;display:flex;align-items:center;justify-content:center">${mark(150)}</div>`,
)
await shot('icon-32.png', 32, 32, mark(32), { omitBackground: true })
writeFileSync(path.join(OUT, 'icon.svg'), mark(64))

// favicon.ico holding one 32×32 PNG (the ICO format allows PNG payloads).
const { readFileSync, rmSync } = await import('node:fs')
const png = readFileSync(path.join(OUT, 'icon-32.png'))
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(1, 4)
header.writeUInt8(32, 6)
header.writeUInt8(32, 7)
header.writeUInt16LE(1, 10)
header.writeUInt16LE(32, 12)
header.writeUInt32LE(png.length, 14)
header.writeUInt32LE(22, 18)
writeFileSync(path.join(OUT, 'favicon.ico'), Buffer.concat([header, png]))
rmSync(path.join(OUT, 'icon-32.png'))
await browser.close()
console.log('wrote public/og-image.png, logo.png, apple-icon.png, icon.svg, favicon.ico')
