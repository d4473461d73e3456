import { Card } from '@/components/ui/Card'
import { countBySeverity } from '@/lib/site-audit/classify'
import { formatReportDate, normalSeverity, normalStatus, statusBadge } from '@/lib/site-audit/presentation'
import type { MonitoringReportView, PageResult } from '@/lib/site-audit/types'

const BAR_BY_STATUS = { healthy: 'bg-ink-700', warning: 'bg-gold-400', critical: 'bg-rose-700' } as const

/** Horizontal bars, slowest page first; each row also says its figure in text. */
export function ResponseTimeChart({ pages, heading }: { pages: [string, PageResult][]; heading: string }) {
  const sorted = [...pages].sort((a, b) => b[1].responseTime - a[1].responseTime)
  const max = Math.max(1, ...sorted.map(([, page]) => page.responseTime))
  return (
    <Card id="chart-heading" heading={heading}>
      <ul className="mt-4 grid gap-2">
        {sorted.map(([path, page]) => (
          <li key={path} className="grid grid-cols-[minmax(0,11rem)_1fr_4.5rem] items-center gap-3 text-sm">
            <span className="truncate font-mono text-xs text-ink-700" title={path}>
              {path}
            </span>
            <span className="h-3 rounded-full bg-cream-100" aria-hidden="true">
              <span
                className={`block h-3 rounded-full ${page.status === 200 ? 'bg-ink-700' : 'bg-rose-700'}`}
                style={{ width: `${Math.max(2, (page.responseTime / max) * 100)}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-ink-900">{page.responseTime} ms</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** Columns of average response time for the last reports, oldest first, coloured by status. */
export function TrendChart({
  reports,
  heading,
  intro,
}: {
  reports: MonitoringReportView[]
  heading: string
  intro: string
}) {
  const ordered = [...reports].reverse()
  const average = (r: MonitoringReportView) => Number(r.metrics?.averageResponseTime ?? 0)
  const max = Math.max(1, ...ordered.map(average))
  return (
    <Card id="trend-heading" heading={heading}>
      <p className="mt-1 text-sm text-ink-700">{intro}</p>
      <ol className="mt-4 flex h-40 items-end gap-2">
        {ordered.map((report) => {
          const status = normalStatus(report.status)
          return (
            <li key={report.id} className="flex h-full min-w-0 flex-1 flex-col justify-end">
              <span className="sr-only">
                {formatReportDate(report.reportDate)}: {average(report)} ms, {statusBadge(report.status).label}
              </span>
              <span
                aria-hidden="true"
                title={`${formatReportDate(report.reportDate)}: ${average(report)} ms`}
                className={`block w-full rounded-t-md ${BAR_BY_STATUS[status]}`}
                style={{ height: `${Math.max(4, (average(report) / max) * 100)}%` }}
              />
            </li>
          )
        })}
      </ol>
      <DateAxis ordered={ordered} />
    </Card>
  )
}

const BAR_BY_SEVERITY = { high: 'bg-rose-700', medium: 'bg-gold-400', low: 'bg-ink-500' } as const

/** Issue counts of a stored report by severity (unknown severities count as medium). */
export function issueCounts(report: MonitoringReportView) {
  const issues = Array.isArray(report.issues) ? report.issues : []
  return countBySeverity(issues.map((issue) => ({ severity: normalSeverity(issue?.severity) })))
}

/** Stacked columns of high, medium and low issues for the last reports, oldest first. */
export function IssueTrendChart({
  reports,
  heading,
  intro,
}: {
  reports: MonitoringReportView[]
  heading: string
  intro: string
}) {
  const ordered = [...reports].reverse()
  const totals = ordered.map((report) => issueCounts(report))
  const max = Math.max(1, ...totals.map((c) => c.high + c.medium + c.low))
  return (
    <Card id="issue-trend-heading" heading={heading} testId="issue-trend">
      <p className="mt-1 text-sm text-ink-700">{intro}</p>
      <ol className="mt-4 flex h-40 items-end gap-2">
        {ordered.map((report, index) => {
          const counts = totals[index]!
          const total = counts.high + counts.medium + counts.low
          return (
            <li key={report.id} className="flex h-full min-w-0 flex-1 flex-col justify-end">
              <span className="sr-only">
                {formatReportDate(report.reportDate)}: {total} issues ({counts.high} high, {counts.medium} medium,{' '}
                {counts.low} low)
              </span>
              <span aria-hidden="true" className="mb-1 text-center text-xs tabular-nums text-ink-700">
                {total}
              </span>
              <span
                aria-hidden="true"
                className="flex w-full flex-col-reverse overflow-hidden rounded-t-md"
                style={{ height: `${(total / max) * 85}%` }}
              >
                {(['high', 'medium', 'low'] as const).map((severity) =>
                  counts[severity] > 0 ? (
                    <span
                      key={severity}
                      className={`block w-full ${BAR_BY_SEVERITY[severity]}`}
                      style={{ height: `${(counts[severity] / total) * 100}%` }}
                    />
                  ) : null,
                )}
              </span>
            </li>
          )
        })}
      </ol>
      <DateAxis ordered={ordered} />
    </Card>
  )
}

/** The first and last report dates under a chart of reports, oldest first. */
function DateAxis({ ordered }: { ordered: MonitoringReportView[] }) {
  return (
    <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-ink-700">
      <span>{ordered[0] ? formatReportDate(ordered[0].reportDate) : ''}</span>
      <span>{ordered.length > 1 ? formatReportDate(ordered[ordered.length - 1]!.reportDate) : ''}</span>
    </div>
  )
}
