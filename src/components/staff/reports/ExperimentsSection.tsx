import { buttonSizes, buttonStyles } from '@/components/ui/button-styles'
import { Card } from '@/components/ui/Card'
import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import { type Arm, ARMS } from '@/lib/experiments/assign'
import type { DecisionOutcome } from '@/lib/experiments/decision-schema'
import type { ArmFigures, ExperimentReport, Step, Verdict } from '@/lib/reports/experiments'
import { formatRate } from '@/lib/reports/funnel-figures'

import { longDay, number } from './format'

type Copy = StaffReportsCopy['experiments']

const COLUMNS = ['visitors', 'conversations', 'bookingClicks', 'bookedCalls', 'contactMessages'] as const
const RATED: readonly string[] = ['conversations', 'bookingClicks', 'bookedCalls'] satisfies Step[]

const cell = 'px-3 py-2 text-right tabular-nums'

function Figure({ copy, figures, column }: { copy: Copy; figures: ArmFigures; column: (typeof COLUMNS)[number] }) {
  const rate = RATED.includes(column) ? figures.rates[column as Step] : undefined
  return (
    <td className={cell}>
      <span className="font-semibold text-ink-950">{number(figures[column])}</span>
      {rate ? (
        <span className="block text-xs text-ink-700">
          {fill(copy.rate, { rate: formatRate(rate.rate), low: formatRate(rate.low), high: formatRate(rate.high) })}
        </span>
      ) : null}
      {column === 'bookedCalls' && figures.cancelled > 0 ? (
        <span className="block text-xs text-ink-700">{fill(copy.cancelled, { count: number(figures.cancelled) })}</span>
      ) : null}
    </td>
  )
}

function VerdictLine({ copy, verdict, step }: { copy: Copy; verdict: Verdict; step: 'bookedCalls' | 'bookingClicks' }) {
  const name = copy.steps[step]
  const needed = verdict.needed
  return (
    <li data-testid={`verdict-${step}`}>
      {verdict.beats === null
        ? fill(copy.noBeats, { step: name })
        : fill(copy.beats, { step: name, percent: formatRate(verdict.beats) })}{' '}
      <span className="text-ink-700">
        {needed === null
          ? fill(copy.sameRates, { step: name })
          : needed.more > 0
            ? fill(needed.more === 1 ? copy.neededOne : copy.needed, { step: name, count: number(needed.more) })
            : fill(copy.enough, { step: name })}
      </span>
    </li>
  )
}

function DecideForm({ copy, id }: { copy: Copy; id: number }) {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-ink-950">{copy.decide}</summary>
      <p className="mt-2 max-w-3xl text-sm text-ink-700">{copy.decideHelp}</p>
      <form method="post" action={`/api/experiments/${id}/decide`} className="mt-3 flex flex-wrap gap-3">
        <button type="submit" name="arm" value="variant" className={`${buttonStyles.primary} ${buttonSizes.sm}`}>
          {copy.publishVariant}
        </button>
        <button type="submit" name="arm" value="original" className={`${buttonStyles.secondary} ${buttonSizes.sm}`}>
          {copy.keepOriginal}
        </button>
      </form>
    </details>
  )
}

function Experiment({ copy, report, canDecide }: { copy: Copy; report: ExperimentReport; canDecide: boolean }) {
  const headingId = `experiment-${report.id}`
  const { sampleRatio } = report
  const visitors = report.arms.original.visitors + report.arms.variant.visitors
  return (
    <Card
      id={headingId}
      heading={report.name}
      testId="experiment"
      aside={
        <span className="rounded-full bg-cream-100 px-3 py-1 text-xs font-semibold text-ink-900">
          {copy.status[report.status]}
        </span>
      }
    >
      <p className="mt-1 text-sm text-ink-700">
        {fill(copy.meta, {
          page: report.path,
          share: String(report.variantShare),
          since: report.startedAt ? longDay(report.startedAt.slice(0, 10)) : '–',
        })}
        {report.endedAt ? ` · ${fill(copy.ended, { day: longDay(report.endedAt.slice(0, 10)) })}` : null}
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{report.name}</caption>
          <thead>
            <tr className="border-b border-ink-100 text-ink-700">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {copy.columns.arm}
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                  {copy.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ARMS.map((arm: Arm) => (
              <tr key={arm} className="border-b border-ink-100 last:border-0" data-testid={`arm-${arm}`}>
                <th scope="row" className="px-3 py-2 text-left font-semibold text-ink-950">
                  {copy.arm[arm]}
                </th>
                {COLUMNS.map((column) => (
                  <Figure key={column} copy={copy} figures={report.arms[arm]} column={column} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-xs text-ink-700">{copy.interval}</p>
      {visitors > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-ink-900">
          <VerdictLine copy={copy} verdict={report.bookedCalls} step="bookedCalls" />
          <VerdictLine copy={copy} verdict={report.bookingClicks} step="bookingClicks" />
        </ul>
      ) : null}
      {sampleRatio?.mismatch ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800"
          data-testid="sample-ratio"
        >
          {fill(copy.sampleRatio, {
            observed: String(Math.round((report.arms.variant.visitors / visitors) * 1000) / 10),
            expected: String(report.variantShare),
            p: sampleRatio.pValue < 0.0001 ? '< 0.0001' : sampleRatio.pValue.toFixed(4),
          })}
        </p>
      ) : null}
      {report.winner ? <p className="mt-3 text-sm font-semibold text-ink-950">{copy.winner[report.winner]}</p> : null}
      {canDecide && report.status !== 'ended' ? <DecideForm copy={copy} id={report.id} /> : null}
    </Card>
  )
}

/** /admin/reports → Experiments: per version, what its visitors went on to do, and whether a decision can be made. */
export function ExperimentsSection({
  copy,
  reports,
  decision,
  canDecide,
}: {
  copy: Copy
  reports: ExperimentReport[]
  decision?: DecisionOutcome
  canDecide: boolean
}) {
  return (
    <section aria-labelledby="experiments-heading" className="space-y-3" data-testid="experiments">
      <h2 id="experiments-heading" className="text-lg font-semibold text-ink-950">
        {copy.heading}
      </h2>
      <p className="max-w-3xl text-sm text-ink-700">{copy.intro}</p>
      {decision ? (
        <p role="status" className="rounded-lg bg-cream-100 px-3 py-2 text-sm text-ink-950">
          {copy.decision[decision]}
        </p>
      ) : null}
      {reports.length === 0 ? <p className="text-sm text-ink-900">{copy.none}</p> : null}
      {reports.map((report) => (
        <Experiment key={report.id} copy={copy} report={report} canDecide={canDecide} />
      ))}
    </section>
  )
}
