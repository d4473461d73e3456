/**
 * Lighthouse (mobile defaults, offline flags, Debian Chromium) over every page: median of 3 runs of
 * performance, accessibility, best practices and SEO (and the LCP and TBT behind the performance
 * score), next to a blank Next.js page built in the same run as the reference. Targets:
 * a11y/best-practices/SEO 100; performance within 3 points of blank.
 *
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/about]
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { median, SITE_PAGES, startBenchServer, startBlankNext } from './support'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3
const pages = args.includes('--pages') ? args[args.indexOf('--pages') + 1]!.split(',') : SITE_PAGES
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** The metrics behind most of the performance score on a fast server: LCP (25 %) and TBT (30 %), in ms; and CLS (target 0). */
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const
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
    ...Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [key, key === 'cls' ? Number(report.audits[audit]!.numericValue.toFixed(3)) : Math.round(report.audits[audit]!.numericValue)]),
    ),
  } as Scores
}

/** Lighthouse now and then fails to record a trace on this machine (NO_NAVSTART); such a run is repeated, twice at most. */
function lighthouseWithRetry(url: string): Scores {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url)
    } catch (error) {
      if (attempt >= 3) throw error
      console.error(`${(error as Error).message}; running it again`)
    }
  }
}

function medianScores(url: string): Scores {
  const all = Array.from({ length: runs }, () => lighthouseWithRetry(url))
  return Object.fromEntries(COLUMNS.map((c) => [c, median(all.map((s) => s[c]))])) as Scores
}

const blank = await startBlankNext()
const server = await startBenchServer()
try {
  const reference = medianScores(blank.url)
  const row = (label: string, s: Scores) => console.log(`${label.padEnd(32)} ${COLUMNS.map((c) => String(s[c]).padStart(6)).join(' ')}`)
  console.log(`${`median of ${runs} runs`.padEnd(32)} ${['perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS'].map((h) => h.padStart(6)).join(' ')}`)
  row('blank Next page (reference)', reference)
  for (const page of pages) row(page, medianScores(`${server.url}${page}`))
} finally {
  blank.stop()
  await server.cleanup()
}
