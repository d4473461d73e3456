import { Card } from '@/components/ui/Card'
import { fill } from '@/content/fill'
import type { StaffReportsCopy } from '@/content/types'
import type { ChatPath as ChatPathFigures } from '@/lib/bookings/report'
import type { FunnelStepCounts } from '@/lib/reports/funnel'
import { formatRate, perHundredVisitors, rate } from '@/lib/reports/funnel-figures'

import { number } from './format'

/**
 * What the chats started in the range went on to do, as shares of those same chats (so none is more
 * than all of them); for admins, chats, clicks and booked calls per 100 visitors of the same days.
 */
export function ChatPath({
  copy,
  path,
  totals,
}: {
  copy: StaffReportsCopy['chatPath']
  path: ChatPathFigures
  totals?: FunnelStepCounts
}) {
  const share = (count: number) => ({
    count: number(count),
    started: number(path.started),
    percent: formatRate(rate(count, path.started)),
  })
  const undercounted = totals
    ? totals.conversations > totals.visitors || totals.clicks > totals.visitors || totals.booked > totals.visitors
    : false
  return (
    <Card id="chat-path-heading" heading={copy.heading} testId="chat-path">
      {path.started === 0 ? (
        <p className="mt-2 text-ink-900">{copy.none}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-ink-900">
          <li data-testid="conversion">{fill(copy.followedByClick, share(path.followedByClick))}</li>
          <li data-testid="conversion-booked">
            {fill(copy.followedByBooking, share(path.followedByBooking))}
            {path.cancelled > 0 ? ` ${fill(copy.cancelled, { count: number(path.cancelled) })}` : null}
          </li>
        </ul>
      )}
      {totals ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink-950">{copy.perVisitorHeading}</h3>
          <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="per-visitor">
            {(['conversations', 'clicks', 'booked'] as const).map((key) => (
              <div key={key} className="flex gap-1.5">
                <dt className="text-ink-700">{copy.perVisitor[key]}</dt>
                <dd className="font-semibold tabular-nums text-ink-950">
                  {perHundredVisitors(totals[key], totals.visitors)}
                </dd>
              </div>
            ))}
          </dl>
          {undercounted ? <p className="mt-1 text-xs text-ink-700">{copy.undercounted}</p> : null}
        </div>
      ) : null}
    </Card>
  )
}
