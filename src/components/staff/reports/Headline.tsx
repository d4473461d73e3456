import { cardStyles } from '@/components/ui/Card'
import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import type { FunnelStepCounts } from '@/lib/reports/funnel'
import { change } from '@/lib/reports/funnel-figures'

import { number } from './format'

type Figure = { key: string; label: string; value: number; previous: number; note?: string }

const ARROWS = { up: '▲', down: '▼', same: '=', new: '', none: '' } as const

/** "25% more than the 30 days before (12)": the figure against the same number of days just before. */
function ChangeLine({
  copy,
  value,
  previous,
  days,
}: {
  copy: StaffReportsCopy['headline']
  value: number
  previous: number
  days: string
}) {
  const moved = change(value, previous)
  const text = fill(copy[moved.kind], {
    percent: 'percent' in moved ? moved.percent : 0,
    days,
    previous: number(previous),
  })
  const tone = moved.kind === 'up' ? 'text-emerald-800' : moved.kind === 'down' ? 'text-rose-800' : 'text-ink-700'
  return (
    <p className={`mt-1 text-xs font-medium ${tone}`}>
      {ARROWS[moved.kind] ? <span aria-hidden="true">{ARROWS[moved.kind]} </span> : null}
      {text}
    </p>
  )
}

/**
 * Visitors, conversations, booking clicks and booked calls over the range, each with its change; booked
 * calls are those that stand, the ones since cancelled said apart.
 */
export function Headline({
  copy,
  totals,
  previous,
  days,
}: {
  copy: StaffReportsCopy['headline']
  totals: FunnelStepCounts
  previous: FunnelStepCounts
  /** "30 days": the length of the range, which the previous period shares. */
  days: string
}) {
  const figures: Figure[] = [
    { key: 'visitors', label: copy.visitors, value: totals.visitors, previous: previous.visitors },
    { key: 'conversations', label: copy.conversations, value: totals.conversations, previous: previous.conversations },
    { key: 'clicks', label: copy.clicks, value: totals.clicks, previous: previous.clicks },
    {
      key: 'booked',
      label: copy.booked,
      value: totals.booked - totals.cancelled,
      previous: previous.booked - previous.cancelled,
      note: totals.cancelled > 0 ? fill(copy.cancelled, { count: number(totals.cancelled) }) : undefined,
    },
  ]
  return (
    <section aria-labelledby="headline-heading">
      <h2 id="headline-heading" className="sr-only">
        {copy.heading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className={cardStyles} data-testid={`headline-${figure.key}`}>
            <dt className="text-sm font-medium text-ink-700">{figure.label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold text-ink-950 tabular-nums">
              {number(figure.value)}
            </dd>
            <dd>
              <ChangeLine copy={copy} value={figure.value} previous={figure.previous} days={days} />
              {figure.note ? <p className="mt-1 text-xs text-ink-700">{figure.note}</p> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
