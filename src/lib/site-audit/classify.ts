import type { PageAnalysis } from './analyse-html'
import { ISSUE_SEVERITIES, type IssueSeverity, type ReportStatus, SLOW_MS, VERY_SLOW_FACTOR } from './constants'
import type { MonitoringIssue, PageResult } from './types'

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`

/**
 * Issues of one request: no answer, a status other than 200, a slow answer (over `slowMs`; very slow over three times
 * it).
 */
export function responseIssues(
  page: string,
  result: PageResult & { error?: string },
  timeoutMs: number,
  slowMs: number = SLOW_MS,
): MonitoringIssue[] {
  if (result.status === 0) {
    const message =
      result.error === 'timeout'
        ? `No answer within ${seconds(timeoutMs)}`
        : `Request failed${result.error ? `: ${result.error}` : ''}`
    return [{ severity: 'high', page, message }]
  }
  const issues: MonitoringIssue[] = []
  if (result.status !== 200)
    issues.push({ severity: 'high', page, message: `Answered HTTP ${result.status} instead of 200` })
  const verySlowMs = slowMs * VERY_SLOW_FACTOR
  if (result.responseTime > verySlowMs) {
    issues.push({
      severity: 'high',
      page,
      message: `Very slow response: ${result.responseTime} ms (over ${verySlowMs} ms)`,
    })
  } else if (result.responseTime > slowMs) {
    issues.push({ severity: 'medium', page, message: `Slow response: ${result.responseTime} ms (over ${slowMs} ms)` })
  }
  return issues
}

/** Issues of a page's HTML: search-engine essentials and image alt text. */
export function contentIssues(page: string, analysis: PageAnalysis): MonitoringIssue[] {
  const issues: MonitoringIssue[] = []
  const medium = (message: string) => issues.push({ severity: 'medium', page, message })
  if (analysis.titles.length === 0 || analysis.titles.every((t) => t === '')) medium('Missing page title')
  else if (analysis.titles.length > 1) medium(`${analysis.titles.length} title elements; a page needs exactly one`)
  if (!analysis.description) medium('Missing meta description')
  if (!analysis.canonical) medium('Missing canonical link')
  if (analysis.jsonLd.blocks === 0) medium('Missing structured data (JSON-LD)')
  else if (analysis.jsonLd.invalid > 0) {
    medium(
      analysis.jsonLd.invalid === 1
        ? 'A structured data (JSON-LD) block does not parse'
        : `${analysis.jsonLd.invalid} structured data (JSON-LD) blocks do not parse`,
    )
  }
  if (analysis.imagesWithoutAlt > 0) {
    issues.push({
      severity: 'low',
      page,
      message:
        analysis.imagesWithoutAlt === 1
          ? 'An image has no alt text'
          : `${analysis.imagesWithoutAlt} images have no alt text`,
    })
  }
  return issues
}

/** One medium issue per page whose title another checked page also uses. */
export function duplicateTitleIssues(titleByPage: ReadonlyMap<string, string>): MonitoringIssue[] {
  const pagesByTitle = new Map<string, string[]>()
  for (const [page, title] of titleByPage) {
    if (!title) continue
    pagesByTitle.set(title, [...(pagesByTitle.get(title) ?? []), page])
  }
  const issues: MonitoringIssue[] = []
  for (const [title, pages] of pagesByTitle) {
    if (pages.length < 2) continue
    for (const page of pages) {
      const others = pages.filter((p) => p !== page)
      issues.push({ severity: 'medium', page, message: `Duplicate title "${title}" (also on ${others.join(', ')})` })
    }
  }
  return issues
}

/** A link on the checked pages that does not answer 200; one issue per target, naming where it is linked from. */
export function brokenLinkIssue(
  target: string,
  result: PageResult & { error?: string },
  linkedFrom: readonly string[],
): MonitoringIssue {
  const answer =
    result.status === 0 ? (result.error === 'timeout' ? 'no answer' : 'request failed') : `HTTP ${result.status}`
  const more =
    linkedFrom.length > 1 ? ` and ${linkedFrom.length - 1} more page${linkedFrom.length === 2 ? '' : 's'}` : ''
  return {
    severity: 'high',
    page: linkedFrom[0] ?? target,
    message: `Broken link to ${target} (${answer}), linked from ${linkedFrom[0]}${more}`,
  }
}

type RedirectChain = readonly { status: number; location: string }[]

/**
 * A redirect, reported as one: to another site (high: not followed, the check never leaves the
 * site), a chain too long to follow (high), or within the site (low: it works, but costs a round
 * trip and belongs fixed at the link). `linked`: the redirecting link's target, when `page` links to it.
 */
export function redirectIssue(
  page: string,
  chain: RedirectChain,
  { offSite = false, tooMany = false, linked }: { offSite?: boolean; tooMany?: boolean; linked?: string } = {},
): MonitoringIssue {
  const what = linked ? `Link to ${linked}` : 'Page'
  const first = chain[0]
  const last = chain.at(-1)
  if (!first || !last) return { severity: 'low', page, message: `${what} redirects` }
  if (offSite)
    return {
      severity: 'high',
      page,
      message: `${what} redirects (HTTP ${last.status}) to another site, not followed: ${last.location}`,
    }
  if (tooMany)
    return {
      severity: 'high',
      page,
      message: `${what} redirects more than ${chain.length - 1} times in a row (last to ${last.location})`,
    }
  const hops = chain.length > 1 ? ` in ${chain.length} steps` : ''
  return { severity: 'low', page, message: `${what} redirects (HTTP ${first.status}) to ${last.location}${hops}` }
}

/** Critical with any high issue, warning with any medium one, otherwise healthy. */
export function reportStatus(issues: readonly Pick<MonitoringIssue, 'severity'>[]): ReportStatus {
  if (issues.some((i) => i.severity === 'high')) return 'critical'
  if (issues.some((i) => i.severity === 'medium')) return 'warning'
  return 'healthy'
}

export function countBySeverity(issues: readonly Pick<MonitoringIssue, 'severity'>[]): Record<IssueSeverity, number> {
  const counts = { high: 0, medium: 0, low: 0 }
  for (const issue of issues) counts[issue.severity] += 1
  return counts
}

/** High first, then medium, then low; by page within a severity. */
export function sortIssues(issues: MonitoringIssue[]): MonitoringIssue[] {
  const rank = (s: IssueSeverity) => ISSUE_SEVERITIES.indexOf(s)
  return [...issues].sort((a, b) => rank(a.severity) - rank(b.severity) || a.page.localeCompare(b.page))
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** One readable sentence with the counts, e.g. for the "Monitoring Complete" toast. */
export function summarize(
  pagesChecked: number,
  averageResponseTime: number,
  issues: readonly Pick<MonitoringIssue, 'severity'>[],
): string {
  const checked = `Checked ${plural(pagesChecked, 'page')} with an average response time of ${averageResponseTime} ms`
  if (issues.length === 0) return `${checked}: no issues found.`
  const counts = countBySeverity(issues)
  return `${checked}: ${plural(issues.length, 'issue')} found (${counts.high} high, ${counts.medium} medium, ${counts.low} low).`
}
