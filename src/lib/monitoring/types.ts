import type { IssueSeverity, ReportStatus } from './constants'

/** One checked URL: time to the complete answer and its HTTP status (0: no answer). */
export type PageResult = { responseTime: number; status: number }

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
