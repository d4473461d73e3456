export const REPORT_STATUSES = ['healthy', 'warning', 'critical'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const ISSUE_SEVERITIES = ['high', 'medium', 'low'] as const
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number]

export const SITE_MONITORING_TASK = 'site-monitoring'
export const MONITORING_QUEUE = 'monthly'
/** The 1st of each month at 2 AM; servers run with TZ=UTC, so this is UTC. */
export const MONITORING_CRON = '0 2 1 * *'

/**
 * A response slower than this is a medium issue (MONITORING_SLOW_MS); slower than `VERY_SLOW_FACTOR` times it, a high
 * one.
 */
export const SLOW_MS = 1_000
export const VERY_SLOW_FACTOR = 3
/** A request without a complete answer after this long counts as down. */
export const REQUEST_TIMEOUT_MS = 10_000
/** Requests in flight at once, so a check never floods the site it is checking. */
export const CHECK_CONCURRENCY = 4
/** How many past reports the /monitoring trend shows. */
export const TREND_REPORTS = 12
/** While a manual run is going, /monitoring asks for the newest report this often… */
export const RUN_POLL_MS = 5_000
/** …and ends the run state with an error when neither the answer nor a report came in this long. */
export const RUN_GIVE_UP_MS = 10 * 60_000
