import Link from 'next/link'
import type { ReactNode } from 'react'

import { cardStyles } from '@/components/ui/Card'
import { DataTable, figureCell, figureColumns } from '@/components/ui/Table'
import { fill } from '@/content/fill'
import type { StaffFunnelCopy } from '@/content/types'
import {
  FUNNEL_DIMENSIONS,
  FUNNEL_TOP_ROWS,
  type FunnelCounts,
  type FunnelDimension,
  type FunnelReport,
  type FunnelStepCounts,
} from '@/lib/reports/funnel'
import { formatRate, funnelRates, rate, valueLabel } from '@/lib/reports/funnel-figures'

const number = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-US'))
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
const weekLabel = (week: { from: string; to: string }) =>
  week.from === week.to ? shortDay(week.from) : `${shortDay(week.from)} – ${shortDay(week.to)}`

function Table({
  caption,
  label,
  columns,
  children,
  testId,
}: {
  caption: string
  label: string
  columns: string[]
  children: ReactNode
  testId?: string
}) {
  return (
    <DataTable caption={caption} columns={figureColumns(label, columns)} testId={testId} className="mt-2">
      {children}
    </DataTable>
  )
}

/** The four steps as bars against visitors, each with its count and rates in words. */
function FunnelSteps({ copy, totals }: { copy: StaffFunnelCopy; totals: FunnelStepCounts }) {
  const rates = funnelRates(totals)
  const steps = [
    { key: 'visitors', label: copy.steps.visitors, value: totals.visitors, previous: null, ofVisitors: null },
    {
      key: 'conversations',
      label: copy.steps.conversations,
      value: totals.conversations,
      previous: rates.conversations,
      ofVisitors: null,
    },
    {
      key: 'clicks',
      label: copy.steps.clicks,
      value: totals.clicks,
      previous: rates.clicks,
      ofVisitors: rate(totals.clicks, totals.visitors),
    },
    {
      key: 'booked',
      label: copy.steps.booked,
      value: totals.booked,
      previous: rates.booked,
      ofVisitors: rates.overall,
    },
  ] as const
  const widest = Math.max(1, ...steps.map((step) => step.value))
  return (
    <ol className="grid gap-3" data-testid="funnel-steps">
      {steps.map((step) => (
        <li key={step.key} className="grid gap-1 text-sm sm:grid-cols-[11rem_1fr] sm:items-center sm:gap-3">
          <span className="font-semibold text-ink-950">
            {step.label}: <span className="tabular-nums">{number(step.value)}</span>
          </span>
          <span className="grid gap-1">
            <span className="h-4 rounded-full bg-cream-100" aria-hidden="true">
              <span
                className="block h-4 rounded-full bg-rose-700"
                style={{ width: `${step.value === 0 ? 0 : Math.max(1, (step.value / widest) * 100)}%` }}
              />
            </span>
            {step.previous === null && step.ofVisitors === null ? null : (
              <span className="text-xs text-ink-700">
                {step.previous === null ? null : fill(copy.ofPrevious, { rate: formatRate(step.previous) })}
                {step.previous !== null && step.ofVisitors !== null ? ' · ' : null}
                {step.ofVisitors === null ? null : fill(copy.ofVisitors, { rate: formatRate(step.ofVisitors) })}
              </span>
            )}
          </span>
        </li>
      ))}
      <li className="text-sm text-ink-700">
        {copy.steps.cancelled}: <span className="tabular-nums">{number(totals.cancelled)}</span>
      </li>
    </ol>
  )
}

const CHART_HEIGHT = 120
const COLUMN = 12

/** Booking clicks and calls booked per week as columns (SVG, no script); the weekly table has the figures. */
function WeeklyChart({ copy, weeks }: { copy: StaffFunnelCopy; weeks: FunnelReport['weeks'] }) {
  const max = Math.max(1, ...weeks.map((week) => Math.max(week.clicks, week.booked)))
  const height = (value: number) => (value / max) * CHART_HEIGHT
  const width = weeks.length * COLUMN * 3
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
        role="img"
        aria-labelledby="funnel-chart-title funnel-chart-description"
        data-testid="funnel-chart"
      >
        <title id="funnel-chart-title">{copy.chartTitle}</title>
        <desc id="funnel-chart-description">{fill(copy.chartDescription, { weeks: weeks.length })}</desc>
        <line
          x1="0"
          x2={width}
          y1={CHART_HEIGHT - 0.5}
          y2={CHART_HEIGHT - 0.5}
          className="stroke-ink-100"
          strokeWidth="1"
        />
        {weeks.map((week, index) => (
          <g key={week.start}>
            <rect
              x={index * COLUMN * 3 + 4}
              y={CHART_HEIGHT - height(week.clicks)}
              width={COLUMN}
              height={height(week.clicks)}
              className="fill-ink-500"
            />
            <rect
              x={index * COLUMN * 3 + 4 + COLUMN}
              y={CHART_HEIGHT - height(week.booked)}
              width={COLUMN}
              height={height(week.booked)}
              className="fill-rose-700"
            />
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-ink-700">
        <span>{weekLabel(weeks[0]!)}</span>
        <span className="flex gap-3">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-ink-500" /> {copy.steps.clicks}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-rose-700" /> {copy.steps.booked}
          </span>
        </span>
        <span>{weekLabel(weeks.at(-1)!)}</span>
      </figcaption>
    </figure>
  )
}

function WeeksTable({ copy, weeks }: { copy: StaffFunnelCopy; weeks: FunnelReport['weeks'] }) {
  const { steps } = copy
  return (
    <Table
      caption={copy.weeksHeading}
      label={copy.week}
      columns={[
        steps.visitors,
        steps.conversations,
        steps.clicks,
        steps.booked,
        steps.cancelled,
        copy.bookedPerVisitor,
      ]}
      testId="funnel-weeks"
    >
      {weeks.map((week) => {
        const rates = funnelRates(week)
        return (
          <tr key={week.start}>
            <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
              {weekLabel(week)}
            </th>
            <td className={figureCell}>{number(week.visitors)}</td>
            <td className={figureCell}>
              {number(week.conversations)}{' '}
              <span className="text-xs text-ink-700">({formatRate(rates.conversations)})</span>
            </td>
            <td className={figureCell}>
              {number(week.clicks)} <span className="text-xs text-ink-700">({formatRate(rates.clicks)})</span>
            </td>
            <td className={`${figureCell} font-semibold`}>
              {number(week.booked)}{' '}
              <span className="text-xs font-normal text-ink-700">({formatRate(rates.booked)})</span>
            </td>
            <td className={figureCell}>{number(week.cancelled)}</td>
            <td className={figureCell}>{formatRate(rates.overall)}</td>
          </tr>
        )
      })}
    </Table>
  )
}

function figures(row: FunnelCounts, dimension: FunnelDimension | 'article') {
  return dimension === 'link_source'
    ? [number(row.clicks), number(row.booked), number(row.cancelled), formatRate(rate(row.booked, row.clicks))]
    : [
        number(row.visitors),
        number(row.conversations),
        number(row.clicks),
        number(row.booked),
        number(row.cancelled),
        formatRate(rate(row.booked, row.visitors ?? 0)),
      ]
}

function BreakdownTable({
  copy,
  dimension,
  rows,
}: {
  copy: StaffFunnelCopy
  dimension: FunnelDimension
  rows: FunnelReport['breakdowns'][FunnelDimension]
}) {
  const { steps } = copy
  const label = copy.dimensions[dimension]
  const columns =
    dimension === 'link_source'
      ? [steps.clicks, steps.booked, steps.cancelled, copy.bookedPerClick]
      : [steps.visitors, steps.conversations, steps.clicks, steps.booked, steps.cancelled, copy.bookedPerVisitor]
  return (
    <section aria-labelledby={`funnel-${dimension}`} className="min-w-0">
      <h4 id={`funnel-${dimension}`} className="mb-1 text-sm font-semibold text-ink-950">
        {label}
      </h4>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-700">{copy.nothing}</p>
      ) : (
        <Table caption={label} label={label} columns={columns} testId={`funnel-by-${dimension}`}>
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className="break-all px-3 py-2 text-left font-normal">
                {valueLabel(dimension, row.value)}
              </th>
              {figures(row, dimension).map((value, index) => (
                <td key={columns[index]} className={figureCell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </Table>
      )}
    </section>
  )
}

function ArticlesTable({ copy, rows }: { copy: StaffFunnelCopy; rows: FunnelReport['articles'] }) {
  const { steps } = copy
  if (rows.length === 0) return <p className="text-sm text-ink-700">{copy.nothing}</p>
  const columns = [
    steps.visitors,
    steps.conversations,
    steps.clicks,
    steps.booked,
    steps.cancelled,
    copy.bookedPerVisitor,
  ]
  return (
    <Table caption={copy.articlesHeading} label={copy.article} columns={columns} testId="funnel-articles">
      {rows.map((row) => (
        <tr key={row.path}>
          <th scope="row" className="px-3 py-2 text-left font-normal">
            <Link
              href={row.path}
              prefetch={false}
              className="underline decoration-ink-500 underline-offset-2 hover:text-rose-700"
            >
              {row.title ?? row.path}
            </Link>
            {row.title ? <span className="block break-all text-xs text-ink-700">{row.path}</span> : null}
          </th>
          {figures(row, 'article').map((value, index) => (
            <td key={columns[index]} className={figureCell}>
              {value}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  )
}

/** The range form: a plain GET form (works without JavaScript) and the CSV of the same days. */
function RangeForm({ copy, report, today }: { copy: StaffFunnelCopy; report: FunnelReport; today: string }) {
  const { from, to } = report.range
  const input = 'mt-1 block min-h-11 rounded-lg border border-ink-900/20 bg-white px-3 text-ink-950'
  return (
    <form
      method="get"
      action="/admin/reports"
      className="flex flex-wrap items-end gap-3 text-sm"
      data-testid="funnel-range"
    >
      <label className="font-semibold text-ink-900">
        {copy.from}
        <input type="date" name="from" defaultValue={from} min="2000-01-01" max={today} required className={input} />
      </label>
      <label className="font-semibold text-ink-900">
        {copy.to}
        <input type="date" name="to" defaultValue={to} min="2000-01-01" required className={input} />
      </label>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center rounded-full bg-ink-950 px-5 font-semibold text-white hover:bg-ink-700"
      >
        {copy.show}
      </button>
      <a
        href={`/api/reports/funnel?from=${from}&to=${to}&format=csv`}
        download
        className="inline-flex min-h-11 items-center rounded-full border border-ink-900/20 bg-white px-5 font-semibold text-ink-900 hover:bg-cream-50"
      >
        {copy.downloadCsv}
      </a>
    </form>
  )
}

/** The funnel section of /admin/reports, for admins. */
export function FunnelReportView({
  copy,
  report,
  error,
  today,
}: {
  copy: StaffFunnelCopy
  report: FunnelReport
  error?: string
  today: string
}) {
  const { range } = report
  return (
    <section aria-labelledby="funnel-heading" className={`${cardStyles} space-y-6`} data-testid="funnel">
      <div className="space-y-2">
        <h2 id="funnel-heading" className="font-semibold text-ink-950">
          {copy.heading}
        </h2>
        <p className="max-w-3xl text-sm text-ink-700">{copy.intro}</p>
        <RangeForm copy={copy} report={report} today={today} />
        {error ? (
          <p role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
            {fill(copy.invalid, { reason: error })}
          </p>
        ) : null}
        <p className="text-sm font-semibold text-ink-900" data-testid="funnel-range-text">
          {fill(copy.rangeText, {
            from: longDay(range.from),
            to: longDay(range.to),
            days: `${range.days} ${range.days === 1 ? copy.day : copy.days}`,
          })}
        </p>
      </div>

      <FunnelSteps copy={copy} totals={report.totals} />

      <section aria-labelledby="funnel-weeks-heading">
        <h3 id="funnel-weeks-heading" className="font-semibold text-ink-950">
          {copy.weeksHeading}
        </h3>
        <WeeklyChart copy={copy} weeks={report.weeks} />
        <WeeksTable copy={copy} weeks={report.weeks} />
      </section>

      <section aria-labelledby="funnel-breakdowns-heading" className="space-y-3">
        <h3 id="funnel-breakdowns-heading" className="font-semibold text-ink-950">
          {copy.breakdownsHeading}
        </h3>
        <p className="max-w-3xl text-sm text-ink-700">{fill(copy.breakdownsIntro, { count: FUNNEL_TOP_ROWS })}</p>
        <div className="grid gap-6 xl:grid-cols-2">
          {FUNNEL_DIMENSIONS.map((dimension) => (
            <BreakdownTable key={dimension} copy={copy} dimension={dimension} rows={report.breakdowns[dimension]} />
          ))}
        </div>
      </section>

      <section aria-labelledby="funnel-articles-heading" className="space-y-2">
        <h3 id="funnel-articles-heading" className="font-semibold text-ink-950">
          {copy.articlesHeading}
        </h3>
        <p className="max-w-3xl text-sm text-ink-700">{copy.articlesIntro}</p>
        <ArticlesTable copy={copy} rows={report.articles} />
      </section>
    </section>
  )
}
