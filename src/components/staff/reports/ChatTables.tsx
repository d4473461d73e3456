import { DataTable, figureCell, figureColumns } from '@/components/ui/Table'
import type { StaffReportsCopy } from '@/content/types'
import type { BookingReport } from '@/lib/bookings/report'
import { CONVERSATION_OUTCOMES, OUTCOME_LABELS } from '@/lib/chat/constants'
import { type ConversationWeek, duration } from '@/lib/reports/conversations'

import { shortDay } from './format'

/** Sources with their own column; the rest add up under "Other". */
const SOURCE_COLUMNS = 5

export function ClicksPerWeekTable({ copy, report }: { copy: StaffReportsCopy; report: BookingReport }) {
  const shown = report.sources.slice(0, SOURCE_COLUMNS)
  const hasOther = report.sources.length > SOURCE_COLUMNS
  return (
    <DataTable
      caption={copy.perWeekHeading}
      columns={figureColumns(copy.weekOf, [copy.total, ...shown, ...(hasOther ? [copy.other] : [])])}
      testId="clicks-per-week"
    >
      {report.weeks.map((week) => (
        <tr key={week.start}>
          <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
            {shortDay(week.start)}
          </th>
          <td className={`${figureCell} font-semibold`}>{week.total}</td>
          {shown.map((source) => (
            <td key={source} className={figureCell}>
              {week.bySource[source] ?? 0}
            </td>
          ))}
          {hasOther ? (
            <td className={figureCell}>
              {week.total - shown.reduce((sum, source) => sum + (week.bySource[source] ?? 0), 0)}
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  )
}

export function ClicksByPageTable({ copy, report }: { copy: StaffReportsCopy; report: BookingReport }) {
  if (report.pages.length === 0) return <p className="text-sm text-ink-700">{copy.noClicks}</p>
  return (
    <DataTable caption={copy.byPageHeading} columns={figureColumns(copy.page, [copy.clicks])} testId="clicks-by-page">
      {report.pages.map((row) => (
        <tr key={row.page}>
          <th scope="row" className="break-all px-3 py-2 text-left font-normal">
            {row.page}
          </th>
          <td className={figureCell}>{row.clicks}</td>
        </tr>
      ))}
    </DataTable>
  )
}

export function ChatWeeksTable({ copy, weeks }: { copy: StaffReportsCopy; weeks: ConversationWeek[] }) {
  return (
    <DataTable
      caption={copy.conversationsHeading}
      columns={figureColumns(copy.weekOf, [
        copy.chats,
        copy.firstReply,
        copy.timeToClose,
        ...CONVERSATION_OUTCOMES.map((outcome) => OUTCOME_LABELS[outcome]),
        copy.unlabelled,
      ])}
      testId="chats-per-week"
    >
      {weeks.map((week) => (
        <tr key={week.start}>
          <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
            {shortDay(week.start)}
          </th>
          <td className={`${figureCell} font-semibold`}>{week.started}</td>
          <td className={`${figureCell} whitespace-nowrap`}>
            {duration(week.firstResponse.p50)} · {duration(week.firstResponse.p90)}
          </td>
          <td className={figureCell}>{duration(week.resolution.p50)}</td>
          {CONVERSATION_OUTCOMES.map((outcome) => (
            <td key={outcome} className={figureCell}>
              {week.outcomes[outcome]}
            </td>
          ))}
          <td className={figureCell}>{week.outcomes.unlabelled}</td>
        </tr>
      ))}
    </DataTable>
  )
}
