/**
 * Lighthouse (mobile defaults, offline flags, Debian Chromium) over every page: median of 3 runs of
 * performance, accessibility, best practices and SEO (and the LCP and TBT behind the performance
 * score), next to a blank Next.js page built in the same run as the reference. Targets:
 * a11y/best-practices/SEO 100; performance within 3 points of blank.
 *
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/about]
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../src/server/embedded-postgres'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { median, SITE_PAGES, startBenchServer } from './support'

const ROOT = path.resolve(import.meta.dirname, '..')
const LIGHTHOUSE = 'lighthouse@12.8.2'
const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3
const pages = args.includes('--pages') ? args[args.indexOf('--pages') + 1]!.split(',') : SITE_PAGES
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** The metrics behind most of the performance score on a fast server: LCP (25 %) and TBT (30 %), in ms. */
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time' } as const
type Scores = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS, number>
const COLUMNS = [...CATEGORIES, ...(Object.keys(METRICS) as (keyof typeof METRICS)[])]

function lighthouse(url: string): Scores {
  const out = path.join(os.tmpdir(), `lh-${process.pid}.json`)
  const result = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${out}`, `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number }>
  }
  rmSync(out, { force: true })
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c]!.score * 100)])),
    ...Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => [key, Math.round(report.audits[audit]!.numericValue)])),
  } as Scores
}

function medianScores(url: string): Scores {
  const all = Array.from({ length: runs }, () => lighthouse(url))
  return Object.fromEntries(COLUMNS.map((c) => [c, median(all.map((s) => s[c]))])) as Scores
}

/** A one-page Next app with the same Next and React, built and started for reference. */
async function startBlankNext() {
  // Inside the repository (git-ignored) so Turbopack resolves the project's own node_modules.
  const dir = path.join(ROOT, 'bench/out/blank-next')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'blank', private: true, type: 'module' }))
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    `export const metadata = { title: 'Blank', description: 'A blank Next.js page used as the benchmark reference.' }
export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html> }`,
  )
  writeFileSync(path.join(dir, 'app/page.tsx'), `export default function P() { return <main><h1>Blank</h1><p>Reference page.</p></main> }`)
  writeFileSync(path.join(dir, 'app/icon.svg'), readFileSync(path.join(ROOT, 'public/icon.svg')))
  const next = path.join(ROOT, 'node_modules/next/dist/bin/next')
  if (spawnSync(process.execPath, [next, 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }).status !== 0) {
    throw new Error('blank Next build failed')
  }
  const port = await freePort()
  const child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const blank = await startBlankNext()
const server = await startBenchServer()
try {
  const reference = medianScores(blank.url)
  const row = (label: string, s: Scores) =>
    console.log(`${label.padEnd(32)} ${COLUMNS.map((c) => String(s[c]).padStart(6)).join(' ')}`)
  console.log(`${`median of ${runs} runs`.padEnd(32)} ${['perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms'].map((h) => h.padStart(6)).join(' ')}`)
  row('blank Next page (reference)', reference)
  for (const page of pages) row(page, medianScores(`${server.url}${page}`))
} finally {
  blank.stop()
  await server.cleanup()
}
