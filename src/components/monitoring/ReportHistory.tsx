import { buttonStyles } from '@/components/ui/button-styles'
import { Card } from '@/components/ui/Card'
import { DataTable } from '@/components/ui/Table'
import type { MonitoringCopy } from '@/content/types'
import { formatReportDate } from '@/lib/site-audit/presentation'
import type { MonitoringReportView } from '@/lib/site-audit/types'

import { issueCounts } from './ReportCharts'
import { StatusBadge } from './StatusBadge'

/** Every report kept, newest first; one of them is shown above. */
export function ReportHistory({
  reports,
  shownId,
  onShow,
  copy,
}: {
  reports: MonitoringReportView[]
  shownId: number
  onShow: (id: number) => void
  copy: MonitoringCopy
}) {
  const columns = [
    { label: copy.dateColumn },
    { label: copy.statusColumn },
    { label: copy.metrics.averageResponseTime, align: 'right' as const },
    { label: copy.issuesColumn, align: 'right' as const },
    { label: <span className="sr-only">{copy.viewReport}</span>, align: 'right' as const },
  ]
  return (
    <Card id="history-heading" heading={copy.historyHeading}>
      <p className="mt-1 text-sm text-ink-700">{copy.historyIntro}</p>
      <DataTable caption={copy.historyHeading} columns={columns} testId="history" minWidth="min-w-[36rem]">
        {reports.map((report) => {
          const counts = issueCounts(report)
          const shown = report.id === shownId
          return (
            <tr key={report.id} aria-current={shown ? 'true' : undefined} className="aria-[current=true]:bg-cream-50">
              <th scope="row" className="px-3 py-2 font-normal text-ink-900">
                <time dateTime={report.reportDate}>{formatReportDate(report.reportDate)}</time>
              </th>
              <td className="px-3 py-2">
                <StatusBadge status={report.status} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {Number(report.metrics?.averageResponseTime ?? 0)} ms
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {counts.high + counts.medium + counts.low}
                <span className="text-ink-700">
                  {' '}
                  ({counts.high}/{counts.medium}/{counts.low})
                </span>
              </td>
              <td className="px-3 py-2 text-right">
                {shown ? (
                  <span className="text-ink-700">{copy.viewing}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onShow(report.id)}
                    className={`${buttonStyles.secondary} min-h-9 px-3 text-sm`}
                    aria-label={`${copy.viewReport}: ${formatReportDate(report.reportDate)}`}
                  >
                    {copy.viewReport}
                  </button>
                )}
              </td>
            </tr>
          )
        })}
      </DataTable>
    </Card>
  )
}
