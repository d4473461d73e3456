import Link from 'next/link'

import { DataTable, figureCell, figureColumns } from '@/components/ui/Table'
import type { StaffFunnelCopy } from '@/content/types'
import type { FunnelCounts, FunnelDimension, FunnelReport } from '@/lib/reports/funnel'
import { perHundredVisitors, valueLabel } from '@/lib/reports/funnel-figures'

import { number, weekLabel } from './format'

/** A row's figures: links are clicked, not visited, so they have no visitors, chats or rate per visitor. */
function figures(row: FunnelCounts, dimension: FunnelDimension | 'article') {
  return dimension === 'link_source'
    ? [number(row.clicks), number(row.booked), number(row.cancelled)]
    : [
        number(row.visitors),
        number(row.conversations),
        number(row.clicks),
        number(row.booked),
        number(row.cancelled),
        perHundredVisitors(row.booked, row.visitors ?? 0),
      ]
}

function columnsOf(copy: StaffFunnelCopy, dimension: FunnelDimension | 'article') {
  const { steps } = copy
  return dimension === 'link_source'
    ? [steps.clicks, steps.booked, steps.cancelled]
    : [steps.visitors, steps.conversations, steps.clicks, steps.booked, steps.cancelled, copy.bookedPerHundred]
}

export function BreakdownTable({
  copy,
  dimension,
  rows,
  titled = true,
}: {
  copy: StaffFunnelCopy
  dimension: FunnelDimension
  rows: FunnelReport['breakdowns'][FunnelDimension]
  /** Whether the table has a heading of its own (not where it is alone under a fold that names it). */
  titled?: boolean
}) {
  const label = copy.dimensions[dimension]
  const columns = columnsOf(copy, dimension)
  return (
    <section
      aria-label={titled ? undefined : label}
      aria-labelledby={titled ? `funnel-${dimension}` : undefined}
      className="min-w-0"
    >
      {titled ? (
        <h3 id={`funnel-${dimension}`} className="mb-1 text-sm font-semibold text-ink-950">
          {label}
        </h3>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-ink-700">{copy.nothing}</p>
      ) : (
        <DataTable
          caption={label}
          columns={figureColumns(label, columns)}
          testId={`funnel-by-${dimension}`}
          className="mt-2"
        >
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
        </DataTable>
      )}
    </section>
  )
}

export function ArticlesTable({ copy, rows }: { copy: StaffFunnelCopy; rows: FunnelReport['articles'] }) {
  if (rows.length === 0) return <p className="text-sm text-ink-700">{copy.nothing}</p>
  const columns = columnsOf(copy, 'article')
  return (
    <DataTable
      caption={copy.articlesHeading}
      columns={figureColumns(copy.article, columns)}
      testId="funnel-articles"
      className="mt-2"
    >
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
    </DataTable>
  )
}

export function WeeksTable({ copy, weeks }: { copy: StaffFunnelCopy; weeks: FunnelReport['weeks'] }) {
  const { steps } = copy
  const columns = [
    steps.visitors,
    steps.conversations,
    steps.clicks,
    steps.booked,
    steps.cancelled,
    copy.bookedPerHundred,
  ]
  return (
    <DataTable
      caption={copy.weeksHeading}
      columns={figureColumns(copy.week, columns)}
      testId="funnel-weeks"
      className="mt-2"
    >
      {weeks.map((week) => (
        <tr key={week.start}>
          <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal">
            {weekLabel(week)}
          </th>
          <td className={figureCell}>{number(week.visitors)}</td>
          <td className={figureCell}>{number(week.conversations)}</td>
          <td className={figureCell}>{number(week.clicks)}</td>
          <td className={`${figureCell} font-semibold`}>{number(week.booked)}</td>
          <td className={figureCell}>{number(week.cancelled)}</td>
          <td className={figureCell}>{perHundredVisitors(week.booked, week.visitors)}</td>
        </tr>
      ))}
    </DataTable>
  )
}
