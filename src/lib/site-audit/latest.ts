import type { Payload } from 'payload'

import { countBySeverity } from './classify'
import type { IssueSeverity, ReportStatus } from './constants'
import { normalSeverity, normalStatus } from './presentation'

/** What the newest stored site check says, as the overall state on /monitoring reads it. */
export type AuditSummary = {
  reportDate: string
  status: ReportStatus
  issues: Record<IssueSeverity, number>
}

/** The newest monthly (or manual) site check, or null before the first. */
export async function latestAudit(payload: Payload): Promise<AuditSummary | null> {
  const { docs } = await payload.find({
    collection: 'site-monitoring-reports',
    sort: '-reportDate',
    limit: 1,
    depth: 0,
    select: { reportDate: true, status: true, issues: true },
    overrideAccess: true,
  })
  const report = docs[0]
  if (!report) return null
  const issues = Array.isArray(report.issues) ? (report.issues as { severity?: unknown }[]) : []
  return {
    reportDate: report.reportDate,
    status: normalStatus(report.status),
    issues: countBySeverity(issues.map((issue) => ({ severity: normalSeverity(issue?.severity) }))),
  }
}
