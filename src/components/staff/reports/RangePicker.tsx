import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import { type FunnelRange, previousRange, quickRanges } from '@/lib/reports/funnel-range'

import { longDay } from './format'

const pill =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-ink-900/15 hover:bg-cream-50'
const input = 'mt-1 block min-h-11 rounded-lg border border-ink-900/20 bg-white px-3 text-ink-950'

/**
 * The one date picker every section follows: ranges one click away, a custom range as a plain GET form
 * (no script), and, for admins, the CSV of the same days. Under it, the days shown and those compared with.
 */
export function RangePicker({
  copy,
  range,
  today,
  error,
  csv,
}: {
  copy: StaffReportsCopy['range']
  range: FunnelRange
  today: string
  error?: string
  csv: boolean
}) {
  const quick = quickRanges(today)
  const custom = !quick.some((q) => q.from === range.from && q.to === range.to)
  const before = previousRange(range)
  const days = (count: number) => `${count} ${count === 1 ? copy.day : copy.days}`
  return (
    <section aria-label={copy.label} className="space-y-3" data-testid="report-range">
      <nav aria-label={copy.label}>
        <ul className="flex flex-wrap gap-2">
          {quick.map((q) => {
            const current = q.from === range.from && q.to === range.to
            return (
              <li key={q.key}>
                <a
                  href={`/admin/reports?from=${q.from}&to=${q.to}`}
                  aria-current={current ? 'page' : undefined}
                  className={`${pill} ${current ? 'bg-ink-950 text-white hover:bg-ink-700' : 'bg-white text-ink-900'}`}
                >
                  {copy.quick[q.key]}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      <details open={custom} className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ink-900 underline underline-offset-4">
          {copy.custom}
        </summary>
        <form method="get" action="/admin/reports" className="mt-2 flex flex-wrap items-end gap-3">
          <label className="font-semibold text-ink-900">
            {copy.from}
            <input
              type="date"
              name="from"
              defaultValue={range.from}
              min="2000-01-01"
              max={today}
              required
              className={input}
            />
          </label>
          <label className="font-semibold text-ink-900">
            {copy.to}
            <input type="date" name="to" defaultValue={range.to} min="2000-01-01" required className={input} />
          </label>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full bg-ink-950 px-5 font-semibold text-white hover:bg-ink-700"
          >
            {copy.show}
          </button>
        </form>
      </details>
      {error ? (
        <p role="alert" className="rounded-lg bg-rose-100 px-3 py-2 text-sm text-rose-800">
          {fill(copy.invalid, { reason: error })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-900">
          <span className="font-semibold" data-testid="report-range-text">
            {fill(copy.rangeText, { from: longDay(range.from), to: longDay(range.to), days: days(range.days) })}
          </span>
          <span className="block text-ink-700" data-testid="report-compared-with">
            {fill(copy.comparedWith, { from: longDay(before.from), to: longDay(before.to) })}
          </span>
        </p>
        {csv ? (
          <a
            href={`/api/reports/funnel?from=${range.from}&to=${range.to}&format=csv`}
            download
            className={`${pill} bg-white px-5 text-ink-900`}
          >
            {copy.downloadCsv}
          </a>
        ) : null}
      </div>
    </section>
  )
}
