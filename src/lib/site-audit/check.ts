import pLimit from 'p-limit'

import { analyseHtml, internalPath, sitemapUrls } from './analyse-html'
import {
  brokenLinkIssue,
  contentIssues,
  duplicateTitleIssues,
  redirectIssue,
  reportStatus,
  responseIssues,
  sortIssues,
  summarize,
} from './classify'
import { CHECK_CONCURRENCY, REQUEST_TIMEOUT_MS, SLOW_MS } from './constants'
import type { CheckOutcome, MonitoringIssue, PageChecks, PageResult } from './types'

export type CheckOptions = {
  /** Origin (and optional base path) the paths are requested from. */
  baseUrl: string
  /** Paths to check: pages, `/sitemap.xml`, `/robots.txt`. */
  paths: readonly string[]
  timeoutMs?: number
  /** An answer slower than this is a slow page (three times it, a very slow one). */
  slowMs?: number
  concurrency?: number
}

/** A redirect the check met: its status and where it pointed (a path on this site, or the full URL elsewhere). */
export type RedirectHop = { status: number; location: string }

type Fetched = PageResult & {
  error?: string
  body?: string
  contentType?: string
  redirects?: RedirectHop[]
  offSite?: boolean
}

const SITEMAP = '/sitemap.xml'
/** Same-site redirects followed in a row before the chain counts as a loop. */
export const MAX_REDIRECTS = 5
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * The URL of `path` on the monitored site, or undefined when it would leave the site's origin or
 * base path. Paths are appended (never resolved as references), so `//host` stays a path here.
 */
export function siteUrl(base: string, path: string): URL | undefined {
  if (!path.startsWith('/')) return undefined
  let url: URL
  let origin: URL
  try {
    origin = new URL(base)
    url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  } catch {
    return undefined
  }
  return url.origin === origin.origin ? url : undefined
}

/** How a hop's target is named in a report: a path on this site, the full URL elsewhere. */
const describe = (target: URL, origin: string) =>
  target.origin === origin ? `${target.pathname}${target.search}` : target.href

async function request(url: URL, timeoutMs: number, keepBody: boolean): Promise<Fetched> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const signal = AbortSignal.timeout(timeoutMs)
  const redirects: RedirectHop[] = []
  let current = url
  try {
    for (;;) {
      // Redirects are read, never followed by fetch: only same-origin ones are followed, by hand.
      const response = await fetch(current, {
        redirect: 'manual',
        signal,
        headers: {
          'user-agent': 'SiteMonitor/1.0 (+/monitoring)',
          accept: 'text/html,application/xml;q=0.9,*/*;q=0.8',
        },
      })
      const location = response.headers.get('location')
      if (REDIRECT_STATUSES.has(response.status) && location !== null) {
        await response.body?.cancel()
        let target: URL | undefined
        try {
          target = new URL(location, current)
        } catch {
          target = undefined
        }
        if (!target)
          return {
            status: response.status,
            responseTime: elapsed(),
            redirects,
            error: `unreadable redirect target ${JSON.stringify(location.slice(0, 200))}`,
          }
        redirects.push({ status: response.status, location: describe(target, url.origin) })
        const offSite = target.origin !== url.origin
        if (offSite || redirects.length > MAX_REDIRECTS)
          return { status: response.status, responseTime: elapsed(), redirects, offSite }
        current = target
        continue
      }
      // The time to the complete answer, as a visitor waits for it.
      const body = await response.text()
      return {
        status: response.status,
        responseTime: elapsed(),
        contentType: response.headers.get('content-type') ?? '',
        body: keepBody ? body : undefined,
        redirects,
      }
    }
  } catch (error) {
    const name = (error as Error).name
    const timeout = name === 'TimeoutError' || name === 'AbortError'
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return {
      status: 0,
      responseTime: timeout ? timeoutMs : elapsed(),
      redirects,
      error: timeout ? 'timeout' : (cause?.code ?? cause?.message ?? (error as Error).message),
    }
  }
}

/**
 * Requests every path (bounded concurrency, per-request timeout), reads the HTML pages, then
 * requests every same-site link and sitemap URL not already checked. A failing page becomes an
 * issue; the check itself does not throw.
 */
export async function checkSite({
  baseUrl,
  paths,
  timeoutMs = REQUEST_TIMEOUT_MS,
  slowMs = SLOW_MS,
  concurrency = CHECK_CONCURRENCY,
}: CheckOptions): Promise<CheckOutcome> {
  const base = baseUrl.replace(/\/+$/, '')
  const limit = pLimit(concurrency)
  const unique = [...new Set(paths)]
  const fetchPath = (path: string, keepBody: boolean): Promise<Fetched> => {
    const url = siteUrl(base, path)
    return url
      ? request(url, timeoutMs, keepBody)
      : Promise.resolve({ status: 0, responseTime: 0, error: 'not an address of this site (not requested)' })
  }

  const results = new Map<string, Fetched>()
  await Promise.all(unique.map((path) => limit(async () => results.set(path, await fetchPath(path, true)))))

  const issues: MonitoringIssue[] = []
  const titles = new Map<string, string>()
  const linkedFrom = new Map<string, string[]>()
  // Per page: what was read on it and which same-site links it has (for the report's details).
  const checks = new Map<string, Omit<PageChecks, 'brokenLinks'> & { targets: Set<string> }>()
  let sitemapCount: number | undefined
  for (const path of unique) {
    const result = results.get(path)!
    issues.push(...responseIssues(path, result, timeoutMs, slowMs))
    if (result.redirects?.length)
      issues.push(
        redirectIssue(path, result.redirects, {
          offSite: result.offSite,
          tooMany: result.redirects.length > MAX_REDIRECTS,
        }),
      )
    if (result.status !== 200 || !result.body) continue
    if (path === SITEMAP) {
      const locs = sitemapUrls(result.body)
      sitemapCount = locs.length
      for (const loc of locs) {
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
    const pageUrl = siteUrl(base, path)
    if (!pageUrl) continue
    const targets = new Set<string>()
    checks.set(path, {
      title: analysis.titles.find((t) => t !== '') ?? null,
      titles: analysis.titles.length,
      description: analysis.description,
      canonical: analysis.canonical,
      jsonLd: analysis.jsonLd,
      imagesWithoutAlt: analysis.imagesWithoutAlt,
      linksFollowed: 0,
      targets,
    })
    for (const href of analysis.links) {
      const target = internalPath(href, pageUrl.href)
      if (!target) continue
      targets.add(target)
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
      .map((target) => limit(async () => linkResults.set(target, await fetchPath(target, false)))),
  )
  for (const [target, sources] of linkedFrom) {
    const result = results.get(target) ?? linkResults.get(target)!
    const fromSitemap = sources.includes(SITEMAP)
    const fromPages = sources.filter((s) => s !== SITEMAP)
    // A checked page's own redirect is already reported above.
    if (result.redirects?.length && !results.has(target)) {
      issues.push(
        redirectIssue(fromPages[0] ?? SITEMAP, result.redirects, {
          offSite: result.offSite,
          tooMany: result.redirects.length > MAX_REDIRECTS,
          linked: target,
        }),
      )
    }
    if (result.status === 200 || result.offSite) continue
    if (fromPages.length > 0) issues.push(brokenLinkIssue(target, result, fromPages))
    if (fromSitemap) {
      const answer = result.status === 0 ? 'no answer' : `HTTP ${result.status}`
      issues.push({ severity: 'high', page: SITEMAP, message: `Sitemap URL ${target} answered ${answer}` })
    }
  }

  const pages: Record<string, PageResult> = {}
  for (const path of unique) {
    const { status, responseTime } = results.get(path)!
    const page: PageResult = { responseTime, status }
    const read = checks.get(path)
    if (read) {
      const { targets, ...rest } = read
      const answered = (target: string) => results.get(target) ?? linkResults.get(target)
      const broken = [...targets].filter((target) => {
        const result = answered(target)
        return result !== undefined && result.status !== 200 && !result.offSite
      })
      page.checks = { ...rest, linksFollowed: targets.size, brokenLinks: broken.sort() }
    }
    if (path === SITEMAP && sitemapCount !== undefined) page.sitemapUrls = sitemapCount
    pages[path] = page
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
