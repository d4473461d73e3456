import type { BadgeVariant } from '@/components/ui/Badge'

import { ISSUE_SEVERITIES, type IssueSeverity, REPORT_STATUSES, type ReportStatus } from './constants'

const STATUS_BADGES: Record<ReportStatus, { variant: BadgeVariant; label: string; icon?: 'check' }> = {
  healthy: { variant: 'default', label: 'Healthy', icon: 'check' },
  warning: { variant: 'secondary', label: 'Warning' },
  critical: { variant: 'destructive', label: 'Critical' },
}

const SEVERITY_BADGES: Record<IssueSeverity, BadgeVariant> = { high: 'destructive', medium: 'secondary', low: 'outline' }

/** A report status the page does not know is shown as a warning. */
export function normalStatus(status: unknown): ReportStatus {
  return REPORT_STATUSES.includes(status as ReportStatus) ? (status as ReportStatus) : 'warning'
}

export function statusBadge(status: unknown) {
  return STATUS_BADGES[normalStatus(status)]
}

/** An issue severity the page does not know is shown as medium. */
export function normalSeverity(severity: unknown): IssueSeverity {
  return ISSUE_SEVERITIES.includes(severity as IssueSeverity) ? (severity as IssueSeverity) : 'medium'
}

export function severityBadge(severity: unknown): { variant: BadgeVariant; label: string } {
  const normal = normalSeverity(severity)
  return { variant: SEVERITY_BADGES[normal], label: normal[0]!.toUpperCase() + normal.slice(1) }
}

/** Exactly 200 is normal; anything else (including no answer) is destructive. */
export function pageStatusBadge(status: unknown): { variant: BadgeVariant; label: string } {
  const code = typeof status === 'number' ? status : Number(status)
  if (code === 200) return { variant: 'default', label: '200' }
  return { variant: 'destructive', label: Number.isFinite(code) && code > 0 ? String(code) : 'No answer' }
}

/** "November 1, 2026 at 2:00 AM UTC": long date and time, in UTC like the schedule. */
export function formatReportDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC'
}
