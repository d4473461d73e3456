import type { Pool } from 'pg'

import { type FunnelRange, weeksOf } from '@/lib/reports/funnel-range'

/**
 * The booking report at /admin/reports, over the report's range of whole UTC days: clicks on booking
 * links per week (Monday start, the first and last cut to the range) by source (the link's ref), by
 * page, and what the chats started in the range went on to do.
 */

const TOP_PAGES = 20

export type Period = { start: string; total: number; bySource: Record<string, number> }
/**
 * The chats started in the range, and how many of those same chats were followed by a booking click
 * and by a booked call (joined through the click's reference): shares of one population, so none can
 * be more than all of them. A chat whose every booking was cancelled counts as cancelled, not booked.
 */
export type ChatPath = { started: number; followedByClick: number; followedByBooking: number; cancelled: number }
export type BookingReport = {
  /** Sources seen in the range, most clicked first. */
  sources: string[]
  /** Every week of the range, newest first. */
  weeks: Period[]
  pages: { page: string; clicks: number }[]
  conversations: ChatPath
}

/** The range's instants: from its first day's midnight (UTC) up to, not including, the midnight after its last. */
export const RANGE_START = `($1::date)::timestamp AT TIME ZONE 'UTC'`
export const RANGE_END = `($2::date + 1)::timestamp AT TIME ZONE 'UTC'`
const IN_RANGE = (column: string) => `${column} >= ${RANGE_START} AND ${column} < ${RANGE_END}`

const PER_WEEK = `
  SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date::text AS start, source, count(*) AS clicks
    FROM booking_clicks
   WHERE ${IN_RANGE('created_at')}
   GROUP BY 1, 2`

const PAGES = `
  SELECT page, count(*) AS clicks FROM booking_clicks WHERE ${IN_RANGE('created_at')}
   GROUP BY page ORDER BY clicks DESC, page LIMIT $3`

/** A booking that stands: not cancelled, and not the old row Calendly keeps after a reschedule. */
const STANDING = `k.status <> 'cancelled' AND NOT (k.provider = 'calendly' AND k.status = 'rescheduled')`
const CHAT_PATH = `
  SELECT count(*) AS started,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM booking_clicks b WHERE b.conversation_id = c.id AND b.created_at >= c.created_at)) AS followed_click,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM bookings k WHERE k.conversation_id = c.id AND ${STANDING})) AS followed_booking,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM bookings k WHERE k.conversation_id = c.id AND k.status = 'cancelled')
                            AND NOT EXISTS (SELECT 1 FROM bookings k WHERE k.conversation_id = c.id AND ${STANDING})) AS cancelled
    FROM chat_conversations c
   WHERE ${IN_RANGE('c.created_at')}`

export async function bookingReport(pool: Pool, range: Pick<FunnelRange, 'from' | 'to'>): Promise<BookingReport> {
  const [weekly, pages, path] = await Promise.all([
    pool.query<{ start: string; source: string; clicks: string }>(PER_WEEK, [range.from, range.to]),
    pool.query<{ page: string; clicks: string }>(PAGES, [range.from, range.to, TOP_PAGES]),
    pool.query<{ started: string; followed_click: string; followed_booking: string; cancelled: string }>(CHAT_PATH, [
      range.from,
      range.to,
    ]),
  ])
  const totals = new Map<string, number>()
  const weeks = weeksOf(range)
    .reverse()
    .map(({ start }) => {
      const bySource: Record<string, number> = {}
      let total = 0
      for (const row of weekly.rows) {
        if (row.start !== start) continue
        const clicks = Number(row.clicks)
        bySource[row.source] = clicks
        total += clicks
        totals.set(row.source, (totals.get(row.source) ?? 0) + clicks)
      }
      return { start, total, bySource }
    })
  const counted = path.rows[0]
  return {
    sources: [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([source]) => source),
    weeks,
    pages: pages.rows.map((row) => ({ page: row.page, clicks: Number(row.clicks) })),
    conversations: {
      started: Number(counted?.started ?? 0),
      followedByClick: Number(counted?.followed_click ?? 0),
      followedByBooking: Number(counted?.followed_booking ?? 0),
      cancelled: Number(counted?.cancelled ?? 0),
    },
  }
}
