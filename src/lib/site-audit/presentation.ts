import { fill } from '@/content/fill'
import type { MonitoringCopy } from '@/content/types'
import { capitalized } from '@/lib/plain-text'
import type { BadgeVariant } from '@/lib/ui/badge'

import { ISSUE_SEVERITIES, type IssueSeverity, REPORT_STATUSES, type ReportStatus } from './constants'
import type { PageResult } from './types'

const STATUS_BADGES: Record<ReportStatus, { variant: BadgeVariant; label: string; icon?: 'check' }> = {
  healthy: { variant: 'default', label: 'Healthy', icon: 'check' },
  warning: { variant: 'secondary', label: 'Warning' },
  critical: { variant: 'destructive', label: 'Critical' },
}

const SEVERITY_BADGES: Record<IssueSeverity, BadgeVariant> = {
  high: 'destructive',
  medium: 'secondary',
  low: 'outline',
}

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
  return { variant: SEVERITY_BADGES[normal], label: capitalized(normal) }
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
  return (
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC'
  )
}

/** One line of a page's details: what was checked, what was found, and whether it passed. */
export type CheckLine = { label: string; detail: string; ok: boolean }

/**
 * What the check read on one page, as lines for the report (stored values are not trusted to be
 * well formed). An HTML page that answered 200 has its checks; other answers say why there are none.
 */
export function pageCheckLines(
  page: Partial<PageResult> | undefined,
  copy: MonitoringCopy['checks'],
): CheckLine[] | string {
  const checks = page?.checks
  if (typeof page?.sitemapUrls === 'number') return fill(copy.sitemap, { count: page.sitemapUrls })
  if (!checks || typeof checks !== 'object') return Number(page?.status) === 200 ? copy.notHtml : copy.notRead
  const titles = Number(checks.titles ?? 0)
  const blocks = Number(checks.jsonLd?.blocks ?? 0)
  const invalid = Number(checks.jsonLd?.invalid ?? 0)
  const links = Number(checks.linksFollowed ?? 0)
  const broken = Array.isArray(checks.brokenLinks) ? checks.brokenLinks.map(String) : []
  const noAlt = Number(checks.imagesWithoutAlt ?? 0)
  return [
    {
      label: copy.title,
      detail: titles > 1 ? fill(copy.titleCount, { count: titles }) : checks.title ? `“${checks.title}”` : copy.missing,
      ok: titles === 1 && Boolean(checks.title),
    },
    {
      label: copy.description,
      detail: checks.description ? `“${checks.description}”` : copy.missing,
      ok: Boolean(checks.description),
    },
    { label: copy.canonical, detail: checks.canonical ?? copy.missing, ok: Boolean(checks.canonical) },
    {
      label: copy.jsonLd,
      detail:
        blocks === 0
          ? copy.missing
          : invalid > 0
            ? fill(copy.jsonLdInvalid, { invalid, count: blocks })
            : fill(copy.jsonLdBlocks, { count: blocks }),
      ok: blocks > 0 && invalid === 0,
    },
    {
      label: copy.links,
      detail:
        broken.length > 0
          ? fill(copy.linksBroken, { count: links, broken: broken.length, targets: broken.join(', ') })
          : fill(copy.linksAllFine, { count: links }),
      ok: broken.length === 0,
    },
    {
      label: copy.images,
      detail: noAlt > 0 ? fill(copy.imagesMissingAlt, { count: noAlt }) : copy.imagesFine,
      ok: noAlt === 0,
    },
  ]
}
