export const REPORT_STATUSES = ['healthy', 'warning', 'critical'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const ISSUE_SEVERITIES = ['high', 'medium', 'low'] as const
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number]

export const SITE_MONITORING_TASK = 'site-monitoring'
export const MONITORING_QUEUE = 'monthly'
/** The 1st of each month at 2 AM; servers run with TZ=UTC, so this is UTC. */
export const MONITORING_CRON = '0 2 1 * *'
