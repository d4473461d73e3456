import Link from 'next/link'

import { cardStyles } from '@/components/ui/Card'
import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import type { BookingReport } from '@/lib/bookings/report'
import type { DecisionOutcome } from '@/lib/experiments/decision-schema'
import type { ConversationWeek } from '@/lib/reports/conversations'
import type { ExperimentReport } from '@/lib/reports/experiments'
import { FUNNEL_TOP_ROWS, type FunnelReport } from '@/lib/reports/funnel'
import type { FunnelRange } from '@/lib/reports/funnel-range'

import { ChatPath } from './ChatPath'
import { ChatWeeksTable, ClicksByPageTable, ClicksPerWeekTable } from './ChatTables'
import { ExperimentsSection } from './ExperimentsSection'
import { Fold } from './Fold'
import { ArticlesTable, BreakdownTable, WeeksTable } from './FunnelTables'
import { Headline } from './Headline'
import { RangePicker } from './RangePicker'
import { TrafficChart } from './TrafficChart'

/** The funnel and the same number of days before it: the owner's figures (admins only). */
export type FunnelFigures = { report: FunnelReport; previous: FunnelReport }

/**
 * /admin/reports, read top to bottom: one date range; for admins the headline figures with their change
 * and one chart of visitors and booked calls; what the chats led to; then the details, each folded until
 * opened. Every section follows the one range.
 */
export function ReportsView({
  copy,
  range,
  today,
  error,
  booking,
  chats,
  funnel,
  experiments,
}: {
  copy: StaffReportsCopy
  range: FunnelRange
  today: string
  error?: string
  booking: BookingReport
  chats: ConversationWeek[]
  funnel?: FunnelFigures
  /** Admins only, as the funnel; `decision`: what the form of an experiment just did. */
  experiments?: { reports: ExperimentReport[]; decision?: DecisionOutcome }
}) {
  const days = `${range.days} ${range.days === 1 ? copy.range.day : copy.range.days}`
  const tables = copy.funnel
  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
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

      <RangePicker copy={copy.range} range={range} today={today} error={error} csv={Boolean(funnel)} />

      {funnel ? (
        <>
          <Headline copy={copy.headline} totals={funnel.report.totals} previous={funnel.previous.totals} days={days} />
          <section aria-label={fill(copy.chart.title, { unit: copy.chart.day })} className={cardStyles}>
            <TrafficChart copy={copy.chart} report={funnel.report} />
          </section>
        </>
      ) : null}

      <ChatPath copy={copy.chatPath} path={booking.conversations} totals={funnel?.report.totals} />

      {experiments ? (
        <ExperimentsSection
          copy={copy.experiments}
          reports={experiments.reports}
          decision={experiments.decision}
          canDecide
        />
      ) : null}

      <section aria-labelledby="details-heading" className="space-y-3">
        <h2 id="details-heading" className="text-lg font-semibold text-ink-950">
          {copy.breakdownsHeading}
        </h2>
        {funnel ? (
          <>
            <Fold title={tables.sourcesHeading} testId="fold-sources">
              <p className="max-w-3xl text-sm text-ink-700">
                {fill(tables.breakdownsIntro, { count: FUNNEL_TOP_ROWS })}
              </p>
              <BreakdownTable copy={tables} dimension="referrer_host" rows={funnel.report.breakdowns.referrer_host} />
              <BreakdownTable copy={tables} dimension="utm_source" rows={funnel.report.breakdowns.utm_source} />
              <BreakdownTable copy={tables} dimension="utm_medium" rows={funnel.report.breakdowns.utm_medium} />
            </Fold>
            <Fold title={tables.campaignsHeading} testId="fold-campaigns">
              <BreakdownTable
                copy={tables}
                dimension="utm_campaign"
                rows={funnel.report.breakdowns.utm_campaign}
                titled={false}
              />
            </Fold>
            <Fold title={tables.landingHeading} testId="fold-landing">
              <BreakdownTable
                copy={tables}
                dimension="landing_page"
                rows={funnel.report.breakdowns.landing_page}
                titled={false}
              />
            </Fold>
            <Fold title={tables.linksHeading} testId="fold-links">
              <BreakdownTable
                copy={tables}
                dimension="link_source"
                rows={funnel.report.breakdowns.link_source}
                titled={false}
              />
            </Fold>
            <Fold title={tables.articlesHeading} testId="fold-articles">
              <p className="max-w-3xl text-sm text-ink-700">{tables.articlesIntro}</p>
              <ArticlesTable copy={tables} rows={funnel.report.articles} />
            </Fold>
            <Fold title={tables.weeksHeading} testId="fold-weeks">
              <WeeksTable copy={tables} weeks={funnel.report.weeks} />
            </Fold>
          </>
        ) : null}
        <Fold title={copy.conversationsHeading} testId="fold-chats">
          <ChatWeeksTable copy={copy} weeks={chats} />
        </Fold>
        <Fold title={copy.perWeekHeading} testId="fold-clicks-per-week">
          <ClicksPerWeekTable copy={copy} report={booking} />
        </Fold>
        <Fold title={copy.byPageHeading} testId="fold-clicks-by-page">
          <ClicksByPageTable copy={copy} report={booking} />
        </Fold>
      </section>
    </div>
  )
}
