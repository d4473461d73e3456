import Link from 'next/link'

import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import { CONVERSATION_OUTCOMES, OUTCOME_LABELS } from '@/lib/chat/constants'
import { type BookingReport, type Period, REPORT_WINDOW_DAYS } from '@/lib/reports/booking'
import { type ConversationWeek, duration } from '@/lib/reports/conversations'

/** Sources with their own column; the rest add up under "Other". */
const SOURCE_COLUMNS = 5

const card = 'rounded-card bg-white p-4 ring-1 ring-ink-900/10 sm:p-6'
const cell = 'px-3 py-2 text-right tabular-nums'
const head = 'px-3 py-2 text-right font-semibold text-ink-900'

const dayLabel = (start: string) => new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })

function PeriodTable({ copy, caption, periodLabel, periods, sources }: { copy: StaffReportsCopy; caption: string; periodLabel: string; periods: Period[]; sources: string[] }) {
  const shown = sources.slice(0, SOURCE_COLUMNS)
  const other = (period: Period) => period.total - shown.reduce((sum, source) => sum + (period.bySource[source] ?? 0), 0)
  const hasOther = sources.length > SOURCE_COLUMNS
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm text-ink-900">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {periodLabel}
            </th>
            <th scope="col" className={head}>
              {copy.total}
            </th>
            {shown.map((source) => (
              <th key={source} scope="col" className={head}>
                {source}
              </th>
            ))}
            {hasOther ? (
              <th scope="col" className={head}>
                {copy.other}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {periods.map((period) => (
            <tr key={period.start}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
                {dayLabel(period.start)}
              </th>
              <td className={`${cell} font-semibold`}>{period.total}</td>
              {shown.map((source) => (
                <td key={source} className={cell}>
                  {period.bySource[source] ?? 0}
                </td>
              ))}
              {hasOther ? <td className={cell}>{other(period)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ChatWeeksTable({ copy, weeks }: { copy: StaffReportsCopy; weeks: ConversationWeek[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm text-ink-900" data-testid="chats-per-week">
        <caption className="sr-only">{copy.conversationsHeading}</caption>
        <thead className="border-b border-ink-100">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {copy.weekOf}
            </th>
            <th scope="col" className={head}>
              {copy.chats}
            </th>
            <th scope="col" className={head}>
              {copy.firstReply}
            </th>
            <th scope="col" className={head}>
              {copy.timeToClose}
            </th>
            {CONVERSATION_OUTCOMES.map((outcome) => (
              <th key={outcome} scope="col" className={head}>
                {OUTCOME_LABELS[outcome]}
              </th>
            ))}
            <th scope="col" className={head}>
              {copy.unlabelled}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
                {dayLabel(week.start)}
              </th>
              <td className={`${cell} font-semibold`}>{week.started}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {duration(week.firstResponse.p50)} · {duration(week.firstResponse.p90)}
              </td>
              <td className={cell}>{duration(week.resolution.p50)}</td>
              {CONVERSATION_OUTCOMES.map((outcome) => (
                <td key={outcome} className={cell}>
                  {week.outcomes[outcome]}
                </td>
              ))}
              <td className={cell}>{week.outcomes.unlabelled}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** /admin/reports: which links, pages and chats lead to booking clicks, and how the team answers chats. */
export function BookingReportView({ copy, report, weeks }: { copy: StaffReportsCopy; report: BookingReport; weeks: ConversationWeek[] }) {
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

      <section aria-labelledby="conversion-heading" className={card}>
        <h2 id="conversion-heading" className="font-semibold text-ink-950">
          {copy.conversionHeading}
        </h2>
        <p className="mt-2 text-ink-900" data-testid="conversion">
          {started === 0 ? copy.conversionNone : fill(copy.conversionText, { followed: followedByClick, started, percent })}
        </p>
      </section>

      <section aria-labelledby="chats-heading" className={card}>
        <h2 id="chats-heading" className="mb-2 font-semibold text-ink-950">
          {copy.conversationsHeading}
        </h2>
        <ChatWeeksTable copy={copy} weeks={weeks} />
      </section>

      <section aria-labelledby="per-day-heading" className={card}>
        <h2 id="per-day-heading" className="mb-2 font-semibold text-ink-950">
          {copy.perDayHeading}
        </h2>
        <PeriodTable copy={copy} caption={copy.perDayHeading} periodLabel={copy.day} periods={report.days} sources={report.sources} />
      </section>

      <section aria-labelledby="per-week-heading" className={card}>
        <h2 id="per-week-heading" className="mb-2 font-semibold text-ink-950">
          {copy.perWeekHeading}
        </h2>
        <PeriodTable copy={copy} caption={copy.perWeekHeading} periodLabel={copy.weekOf} periods={report.weeks} sources={report.sources} />
      </section>

      <section aria-labelledby="by-page-heading" className={card}>
        <h2 id="by-page-heading" className="font-semibold text-ink-950">
          {copy.byPageHeading}
        </h2>
        <p className="text-sm text-ink-700">{fill(copy.byPageCaption, { days: REPORT_WINDOW_DAYS })}</p>
        {report.pages.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">{copy.noClicks}</p>
        ) : (
          <table className="mt-2 w-full text-sm text-ink-900" data-testid="clicks-by-page">
            <caption className="sr-only">{copy.byPageHeading}</caption>
            <thead className="border-b border-ink-100">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {copy.page}
                </th>
                <th scope="col" className={head}>
                  {copy.clicks}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {report.pages.map((row) => (
                <tr key={row.page}>
                  <th scope="row" className="break-all px-3 py-2 text-left font-normal">
                    {row.page}
                  </th>
                  <td className={cell}>{row.clicks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
