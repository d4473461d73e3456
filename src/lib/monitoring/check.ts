import pLimit from 'p-limit'

import { analyseHtml, internalPath, sitemapUrls } from './analyse-html'
import { brokenLinkIssue, contentIssues, duplicateTitleIssues, reportStatus, responseIssues, sortIssues, summarize } from './classify'
import { CHECK_CONCURRENCY, REQUEST_TIMEOUT_MS } from './constants'
import type { CheckOutcome, MonitoringIssue, PageResult } from './types'

export type CheckOptions = {
  /** Origin (and optional base path) the paths are requested from. */
  baseUrl: string
  /** Paths to check: pages, `/sitemap.xml`, `/robots.txt`. */
  paths: readonly string[]
  timeoutMs?: number
  concurrency?: number
}

type Fetched = PageResult & { error?: string; body?: string; contentType?: string }

const SITEMAP = '/sitemap.xml'

async function request(url: string, timeoutMs: number, keepBody: boolean): Promise<Fetched> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const response = await fetch(url, {
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'SiteMonitor/1.0 (+/monitoring)', accept: 'text/html,application/xml;q=0.9,*/*;q=0.8' },
    })
    // The time to the complete answer, as a visitor waits for it.
    const body = await response.text()
    return { status: response.status, responseTime: elapsed(), contentType: response.headers.get('content-type') ?? '', body: keepBody ? body : undefined }
  } catch (error) {
    const name = (error as Error).name
    const timeout = name === 'TimeoutError' || name === 'AbortError'
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return { status: 0, responseTime: timeout ? timeoutMs : elapsed(), error: timeout ? 'timeout' : (cause?.code ?? cause?.message ?? (error as Error).message) }
  }
}

/**
 * Requests every path (bounded concurrency, per-request timeout), reads the HTML pages, then
 * requests every same-site link and sitemap URL not already checked. A failing page becomes an
 * issue; the check itself does not throw.
 */
export async function checkSite({ baseUrl, paths, timeoutMs = REQUEST_TIMEOUT_MS, concurrency = CHECK_CONCURRENCY }: CheckOptions): Promise<CheckOutcome> {
  const base = baseUrl.replace(/\/+$/, '')
  const limit = pLimit(concurrency)
  const urlOf = (path: string) => `${base}${path}`
  const unique = [...new Set(paths)]

  const results = new Map<string, Fetched>()
  await Promise.all(unique.map((path) => limit(async () => results.set(path, await request(urlOf(path), timeoutMs, true)))))

  const issues: MonitoringIssue[] = []
  const titles = new Map<string, string>()
  const linkedFrom = new Map<string, string[]>()
  for (const path of unique) {
    const result = results.get(path)!
    issues.push(...responseIssues(path, result, timeoutMs))
    if (result.status !== 200 || !result.body) continue
    if (path === SITEMAP) {
      for (const loc of sitemapUrls(result.body)) {
        // Sitemap URLs name the public address; they are checked on the address being monitored.
        const target = internalPath(loc, loc)
        if (target) linkedFrom.set(target, [...(linkedFrom.get(target) ?? []), SITEMAP])
      }
      continue
    }
    if (!result.contentType?.includes('text/html')) continue
    const analysis = analyseHtml(result.body)
    issues.push(...contentIssues(path, analysis))
    if (analysis.titles[0]) titles.set(path, analysis.titles[0])
    for (const href of analysis.links) {
      const target = internalPath(href, urlOf(path))
      if (!target) continue
      const sources = linkedFrom.get(target) ?? []
      if (!sources.includes(path)) linkedFrom.set(target, [...sources, path])
    }
  }
  issues.push(...duplicateTitleIssues(titles))

  // Links and sitemap entries: pages already requested keep their answer; the rest are requested now.
  const linkResults = new Map<string, Fetched>()
  await Promise.all(
    [...linkedFrom.keys()]
      .filter((target) => !results.has(target))
      .map((target) => limit(async () => linkResults.set(target, await request(urlOf(target), timeoutMs, false)))),
  )
  for (const [target, sources] of linkedFrom) {
    const result = results.get(target) ?? linkResults.get(target)!
    if (result.status === 200) continue
    const fromSitemap = sources.includes(SITEMAP)
    const fromPages = sources.filter((s) => s !== SITEMAP)
    if (fromPages.length > 0) issues.push(brokenLinkIssue(target, result, fromPages))
    if (fromSitemap) {
      const answer = result.status === 0 ? 'no answer' : `HTTP ${result.status}`
      issues.push({ severity: 'high', page: SITEMAP, message: `Sitemap URL ${target} answered ${answer}` })
    }
  }

  const pages: Record<string, PageResult> = {}
  for (const path of unique) {
    const { status, responseTime } = results.get(path)!
    pages[path] = { responseTime, status }
  }
  const times = Object.values(pages).map((p) => p.responseTime)
  const averageResponseTime = times.length ? Math.round(times.reduce((a, b) => a + b, 0) / times.length) : 0
  const sorted = sortIssues(issues)
  return {
    status: reportStatus(sorted),
    summary: summarize(unique.length, averageResponseTime, sorted),
    metrics: { averageResponseTime, totalPagesChecked: unique.length, pages },
    issues: sorted,
  }
}
