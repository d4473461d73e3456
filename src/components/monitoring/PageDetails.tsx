import { Badge } from '@/components/ui/Badge'
import { fill } from '@/content/fill'
import type { MonitoringCopy } from '@/content/types'
import { pageCheckLines, severityBadge } from '@/lib/site-audit/presentation'
import type { MonitoringIssue, PageResult } from '@/lib/site-audit/types'

/** What the check read on one page and what failed there, behind a one-line summary. */
export function PageDetails({
  path,
  page,
  issues,
  copy,
}: {
  path: string
  page: PageResult
  issues: Partial<MonitoringIssue>[]
  copy: MonitoringCopy
}) {
  const lines = pageCheckLines(page, copy.checks)
  const own = issues.filter((issue) => issue.page === path)
  const failed = Array.isArray(lines) ? lines.filter((line) => !line.ok).length : 0
  const problems = Math.max(failed, own.length)
  return (
    <details className="group" data-testid="page-details">
      <summary
        className={`cursor-pointer rounded-md text-sm font-medium ${problems > 0 ? 'text-rose-800' : 'text-ink-900'}`}
      >
        {problems > 0 ? fill(copy.pageProblems, { count: problems }) : copy.pageClean}
      </summary>
      <div className="mt-2 grid gap-2 text-sm">
        {Array.isArray(lines) ? (
          <dl className="grid gap-1">
            {lines.map((line) => (
              <div key={line.label} className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-1" data-ok={line.ok}>
                <span aria-hidden="true" className={line.ok ? 'text-ink-700' : 'font-bold text-rose-700'}>
                  {line.ok ? '✓' : '✗'}
                </span>
                <dt className="font-medium text-ink-950">{line.label}</dt>
                <dd className="col-start-2 break-words text-ink-700">{line.detail}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-ink-700">{lines}</p>
        )}
        {own.length > 0 ? (
          <div>
            <p className="font-medium text-ink-950">{copy.checks.pageIssues}</p>
            <ul className="mt-1 grid gap-1">
              {own.map((issue, index) => {
                const badge = severityBadge(issue.severity)
                return (
                  <li key={index} className="flex flex-wrap items-start gap-2">
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                    <span className="min-w-0 break-words text-ink-900">{issue.message}</span>
                  </li>
                )
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </details>
  )
}
