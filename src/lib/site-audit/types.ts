import type { IssueSeverity, ReportStatus } from './constants'

/** What the check read on one HTML page (absent for other files and pages that did not answer 200). */
export type PageChecks = {
  /** The page's title, null when missing; `titles` counts the title elements. */
  title: string | null
  titles: number
  description: string | null
  canonical: string | null
  jsonLd: { blocks: number; invalid: number }
  imagesWithoutAlt: number
  /** Same-site links on the page, each requested once per check, and those that did not answer 200. */
  linksFollowed: number
  brokenLinks: string[]
}

/**
 * One checked URL: time to the complete answer and its HTTP status (0: no answer); for HTML pages
 * what was read on them; for the sitemap how many URLs it lists.
 */
export type PageResult = { responseTime: number; status: number; checks?: PageChecks; sitemapUrls?: number }

export type MonitoringIssue = { severity: IssueSeverity; page: string; message: string }

export type MonitoringMetrics = {
  averageResponseTime: number
  totalPagesChecked: number
  pages: Record<string, PageResult>
}

/** What a check produces; stored as one `site-monitoring-reports` row. */
export type CheckOutcome = {
  status: ReportStatus
  summary: string
  metrics: MonitoringMetrics
  issues: MonitoringIssue[]
}

/** A stored report as the /monitoring page reads it. Values from the database are not trusted to be well formed. */
export type MonitoringReportView = {
  id: number
  reportDate: string
  status: string
  summary: string
  metrics: Partial<MonitoringMetrics> | null
  issues: Partial<MonitoringIssue>[] | null
}
