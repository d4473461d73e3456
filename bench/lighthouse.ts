/**
 * Lighthouse (mobile defaults, offline flags, Debian Chromium) over every public page and a blog article: median of 3
 * runs of
 * performance, accessibility, best practices and SEO (and the LCP and TBT behind the performance
 * score, and LCP's four phases: TTFB, resource load delay, load time, render delay), next to a blank Next.js page
 * built in the same run as the reference. Targets:
 * a11y/best-practices/SEO 100; performance within 3 points of blank ("vs blank" column).
 * With `--paired`, every run of a page follows its own run of the blank page, "vs blank" is the median
 * of those paired differences: on a machine whose speed drifts over the run, each page is then compared
 * with the blank page measured seconds before it (twice the time). The blank page's runs' medians close the table.
 * With `--devtools`, Chromium itself is throttled to the same slow 4G and 4x slower CPU (Lighthouse's
 * `--throttling-method=devtools`) instead of the default simulation. The simulation replays every request that
 * finished before the paint it saw here, so on localhost, where scripts can arrive before that paint, identical HTML
 * varies by half a second or more; applied throttling measures the load as it happens, one run within about 50 ms of
 * the next.
 * `--device android|apple` lets Chromium find that kind of device's fonts alone (bench/device-fonts.ts) instead of this
 * machine's: the emulated phone draws its fallback text in Roboto and Noto Serif, this machine in Liberation, whose
 * lines break elsewhere until the web fonts arrive (CLS).
 * Each page is asked for until its critical CSS is inlined (src/server/critical-css.ts) before it is measured: the
 * first answer of a page version is Next's own. `--without-critical-css` measures the pages as Next renders them
 * (`CRITICAL_CSS=off`).
 *
 *   npm run build && npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/about] [--paired] [--devtools]
 *     [--without-critical-css] [--device android|apple]
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium'
import { fontconfigFor, isDevice } from './device-fonts'
import { median, SAMPLE_ARTICLE, SITE_PAGES, startBenchServer, startBlankNext, warm } from './support'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3
const paired = args.includes('--paired')
const throttling = args.includes('--devtools') ? 'devtools' : 'simulate'
const criticalCss = !args.includes('--without-critical-css')
const deviceArg = args.includes('--device') ? (args[args.indexOf('--device') + 1] ?? '') : undefined
if (deviceArg !== undefined && !isDevice(deviceArg)) throw new Error(`--device: android or apple, not "${deviceArg}"`)
const device = deviceArg
const fontEnv = device ? { FONTCONFIG_FILE: fontconfigFor(device) } : {}
/** Every public page, and one blog article (the article pages share one layout). */
const pages = args.includes('--pages') ? args[args.indexOf('--pages') + 1]!.split(',') : [...SITE_PAGES, SAMPLE_ARTICLE]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/**
 * The metrics behind most of the performance score on a fast server: LCP (25 %) and TBT (30 %), in ms; and CLS (target
 * 0).
 */
const METRICS = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const
/**
 * LCP's phases, in ms, as Lighthouse's LCP element audit splits it: time to first byte, the wait before the LCP
 * resource starts loading, its load, and the render delay after (all of LCP for a text element, which has no resource).
 */
const PHASES = { ttfb: 'TTFB', loadDelay: 'Load Delay', loadTime: 'Load Time', renderDelay: 'Render Delay' } as const
type Scores = Record<(typeof CATEGORIES)[number] | keyof typeof METRICS | keyof typeof PHASES, number>
const COLUMNS = [
  ...CATEGORIES,
  ...(Object.keys(METRICS) as (keyof typeof METRICS)[]),
  ...(Object.keys(PHASES) as (keyof typeof PHASES)[]),
]

type Details = { items?: (Details & { phase?: string; timing?: number })[] }

/** The phases' timings from the LCP element audit's details (a table of phases nested among its items); NaN if absent. */
function lcpPhases(audit: { details?: Details } | undefined): Record<keyof typeof PHASES, number> {
  const found = new Map<string, number>()
  const walk = (details: Details | undefined) => {
    for (const item of details?.items ?? []) {
      if (typeof item.phase === 'string' && typeof item.timing === 'number') found.set(item.phase, item.timing)
      walk(item)
    }
  }
  walk(audit?.details)
  return Object.fromEntries(
    Object.entries(PHASES).map(([key, phase]) => [key, Math.round(found.get(phase) ?? Number.NaN)]),
  ) as Record<keyof typeof PHASES, number>
}

function lighthouse(url: string): Scores {
  const out = path.join(os.tmpdir(), `lh-${process.pid}.json`)
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--throttling-method=${throttling}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, ...fontEnv, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue: number; details?: Details }>
  }
  rmSync(out, { force: true })
  return {
    ...lcpPhases(report.audits['largest-contentful-paint-element']),
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c]!.score * 100)])),
    ...Object.fromEntries(
      Object.entries(METRICS).map(([key, audit]) => [
        key,
        key === 'cls'
          ? Number(report.audits[audit]!.numericValue.toFixed(3))
          : Math.round(report.audits[audit]!.numericValue),
      ]),
    ),
  } as Scores
}

/**
 * Lighthouse now and then fails to record a trace on this machine (NO_NAVSTART); such a run is repeated, twice at most.
 */
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

const medianOf = (all: Scores[]) => Object.fromEntries(COLUMNS.map((c) => [c, median(all.map((s) => s[c]))])) as Scores
const medianScores = (url: string) => medianOf(Array.from({ length: runs }, () => lighthouseWithRetry(url)))

const blank = await startBlankNext()
const server = await startBenchServer(criticalCss ? {} : { CRITICAL_CSS: 'off' })
try {
  const row = (label: string, s: Scores, vsBlank?: number) =>
    console.log(
      `${label.padEnd(38)} ${COLUMNS.map((c) => String(s[c]).padStart(6)).join(' ')}${vsBlank === undefined ? '' : String(vsBlank).padStart(9)}`,
    )
  const heading = `median of ${runs} runs${paired ? ', paired' : ''}, ${throttling === 'devtools' ? 'applied' : 'simulated'}${criticalCss ? '' : ', CSS off'}${device ? `, ${device} fonts` : ''}`
  console.log(
    `${heading.padEnd(38)} ${['perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'TTFB', 'delay', 'load', 'render', 'vs blank'].map((h) => h.padStart(6)).join(' ')}`,
  )
  const reference = paired ? null : medianScores(blank.url)
  if (reference) row('blank Next page (reference)', reference)
  const behind: string[] = []
  /** Pages whose median LCP is above 2 s, the goal for every page (Google's "good" line is 2.5 s). */
  const slow: string[] = []
  /** Paired: every run of the blank page, pooled in the table's last row (each difference is taken in its own pair). */
  const blankRuns: Scores[] = []
  for (const page of pages) {
    const url = `${server.url}${page}`
    if (criticalCss && !(await warm(url))) console.log(`${page}: sent as Next renders it (no critical CSS inlined)`)
    let scores: Scores
    let vsBlank: number
    if (reference) {
      scores = medianScores(url)
      vsBlank = scores.performance - reference.performance
    } else {
      const pairs = Array.from({ length: runs }, () => ({
        blank: lighthouseWithRetry(blank.url),
        page: lighthouseWithRetry(url),
      }))
      blankRuns.push(...pairs.map((pair) => pair.blank))
      scores = medianOf(pairs.map((pair) => pair.page))
      vsBlank = median(pairs.map((pair) => pair.page.performance - pair.blank.performance))
    }
    row(page, scores, vsBlank)
    if (vsBlank < -3) behind.push(`${page} (${vsBlank})`)
    if (scores.lcp > 2_000) slow.push(`${page} (${scores.lcp} ms)`)
  }
  if (blankRuns.length > 0) row(`blank Next page (its ${blankRuns.length} paired runs)`, medianOf(blankRuns))
  console.log(
    behind.length === 0
      ? 'every page within 3 points of the blank page'
      : `more than 3 points below the blank page: ${behind.join(', ')}`,
  )
  console.log(slow.length === 0 ? 'every page with LCP at or under 2,000 ms' : `LCP above 2,000 ms: ${slow.join(', ')}`)
} finally {
  blank.stop()
  await server.cleanup()
}
