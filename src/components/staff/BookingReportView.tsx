import Link from 'next/link'
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/Card'
import { DataTable, figureCell, figureColumns } from '@/components/ui/Table'
import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import { CONVERSATION_OUTCOMES, OUTCOME_LABELS } from '@/lib/chat/constants'
import { type BookingReport, type Period, REPORT_WINDOW_DAYS } from '@/lib/reports/booking'
import { type ConversationWeek, duration } from '@/lib/reports/conversations'

/** Sources with their own column; the rest add up under "Other". */
const SOURCE_COLUMNS = 5

const dayLabel = (start: string) =>
  new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

function PeriodTable({
  copy,
  caption,
  periodLabel,
  periods,
  sources,
}: {
  copy: StaffReportsCopy
  caption: string
  periodLabel: string
  periods: Period[]
  sources: string[]
}) {
  const shown = sources.slice(0, SOURCE_COLUMNS)
  const other = (period: Period) =>
    period.total - shown.reduce((sum, source) => sum + (period.bySource[source] ?? 0), 0)
  const hasOther = sources.length > SOURCE_COLUMNS
  return (
    <DataTable
      caption={caption}
      columns={figureColumns(periodLabel, [copy.total, ...shown, ...(hasOther ? [copy.other] : [])])}
    >
      {periods.map((period) => (
        <tr key={period.start}>
          <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
            {dayLabel(period.start)}
          </th>
          <td className={`${figureCell} font-semibold`}>{period.total}</td>
          {shown.map((source) => (
            <td key={source} className={figureCell}>
              {period.bySource[source] ?? 0}
            </td>
          ))}
          {hasOther ? <td className={figureCell}>{other(period)}</td> : null}
        </tr>
      ))}
    </DataTable>
  )
}

function ChatWeeksTable({ copy, weeks }: { copy: StaffReportsCopy; weeks: ConversationWeek[] }) {
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
            {dayLabel(week.start)}
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

/**
 * /admin/reports: which links, pages and chats lead to booking clicks, and how the team answers
 * chats; `children` (the funnel, for admins) comes first.
 */
export function BookingReportView({
  copy,
  report,
  weeks,
  children,
}: {
  copy: StaffReportsCopy
  report: BookingReport
  weeks: ConversationWeek[]
  children?: ReactNode
}) {
  const { started, followedByClick } = report.conversations
  const percent = started === 0 ? '0%' : `${Math.round((followedByClick / started) * 100)}%`
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-semibold text-ink-950 sm:text-3xl">{copy.title}</h1>
          <p className="mt-1 max-w-3xl text-sm text-ink-700">{copy.intro}</p>
        </div>
        <Link
          href="/admin/chat"
          className="inline-flex min-h-11 items-center rounded-full border border-ink-900/20 bg-white px-5 text-sm font-semibold text-ink-900 hover:bg-cream-50"
        >
          {copy.backToChat}
        </Link>
      </div>

      {children}

      <Card id="conversion-heading" heading={copy.conversionHeading}>
        <p className="mt-2 text-ink-900" data-testid="conversion">
          {started === 0
            ? copy.conversionNone
            : fill(copy.conversionText, { followed: followedByClick, started, percent })}
        </p>
      </Card>

      <Card id="chats-heading" heading={copy.conversationsHeading}>
        <ChatWeeksTable copy={copy} weeks={weeks} />
      </Card>

      <Card id="per-day-heading" heading={copy.perDayHeading}>
        <PeriodTable
          copy={copy}
          caption={copy.perDayHeading}
          periodLabel={copy.day}
          periods={report.days}
          sources={report.sources}
        />
      </Card>

      <Card id="per-week-heading" heading={copy.perWeekHeading}>
        <PeriodTable
          copy={copy}
          caption={copy.perWeekHeading}
          periodLabel={copy.weekOf}
          periods={report.weeks}
          sources={report.sources}
        />
      </Card>

      <Card id="by-page-heading" heading={copy.byPageHeading}>
        <p className="mt-1 text-sm text-ink-700">{fill(copy.byPageCaption, { days: REPORT_WINDOW_DAYS })}</p>
        {report.pages.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">{copy.noClicks}</p>
        ) : (
          <DataTable
            caption={copy.byPageHeading}
            columns={figureColumns(copy.page, [copy.clicks])}
            testId="clicks-by-page"
            className="mt-2"
          >
            {report.pages.map((row) => (
              <tr key={row.page}>
                <th scope="row" className="break-all px-3 py-2 text-left font-normal">
                  {row.page}
                </th>
                <td className={figureCell}>{row.clicks}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
    </div>
  )
}
