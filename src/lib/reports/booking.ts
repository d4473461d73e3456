import type { Pool } from 'pg'

/**
 * The booking report at /admin/reports: clicks on booking links per day and per week by source
 * (the link's ref), by page, and how many chat conversations were followed by a click. Days and
 * weeks (Monday to Sunday) are counted in UTC.
 */

export const REPORT_DAYS = 14
export const REPORT_WEEKS = 8
/** Pages and the conversion figure look back this far. */
export const REPORT_WINDOW_DAYS = 30
const TOP_PAGES = 20

export type Period = { start: string; total: number; bySource: Record<string, number> }
export type BookingReport = {
  /** Sources seen in the report, most clicked first. */
  sources: string[]
  days: Period[]
  weeks: Period[]
  pages: { page: string; clicks: number }[]
  conversations: { started: number; followedByClick: number }
}

type Row = { start: Date; source: string | null; clicks: string }

/** Zero-filled periods, newest first, from rows of (period start, source, count). */
function periods(starts: Date[], rows: Row[]): Period[] {
  return starts.map((start) => {
    const bySource: Record<string, number> = {}
    let total = 0
    for (const row of rows) {
      if (row.start.getTime() !== start.getTime() || row.source === null) continue
      bySource[row.source] = Number(row.clicks)
      total += Number(row.clicks)
    }
    return { start: start.toISOString().slice(0, 10), total, bySource }
  })
}

// Periods start at UTC midnight (weeks on Monday); each start comes back as a timestamptz.
const PER_PERIOD = (unit: 'day' | 'week') => `
  WITH series AS (
    SELECT d AT TIME ZONE 'UTC' AS start
      FROM generate_series(date_trunc('${unit}', $1::timestamptz AT TIME ZONE 'UTC') - ($2::int - 1) * interval '1 ${unit}',
                           date_trunc('${unit}', $1::timestamptz AT TIME ZONE 'UTC'), interval '1 ${unit}') AS d
  )
  SELECT s.start, c.source, count(c.id) AS clicks
    FROM series s
    LEFT JOIN booking_clicks c
      ON c.created_at >= s.start AND c.created_at < s.start + interval '1 ${unit}' AND c.created_at <= $1
   GROUP BY s.start, c.source
   ORDER BY s.start DESC`

export async function bookingReport(pool: Pool, now = new Date()): Promise<BookingReport> {
  const windowStart = new Date(now.getTime() - REPORT_WINDOW_DAYS * 86_400_000)
  const [days, weeks, pages, conversations] = await Promise.all([
    pool.query<Row>(PER_PERIOD('day'), [now, REPORT_DAYS]),
    pool.query<Row>(PER_PERIOD('week'), [now, REPORT_WEEKS]),
    pool.query<{ page: string; clicks: string }>(
      `SELECT page, count(*) AS clicks FROM booking_clicks WHERE created_at > $1 AND created_at <= $2 GROUP BY page ORDER BY clicks DESC, page LIMIT $3`,
      [windowStart, now, TOP_PAGES],
    ),
    pool.query<{ started: string; followed: string }>(
      `SELECT count(*) AS started,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM booking_clicks b WHERE b.conversation_id = c.id AND b.created_at >= c.created_at)) AS followed
         FROM chat_conversations c
        WHERE c.created_at > $1 AND c.created_at <= $2`,
      [windowStart, now],
    ),
  ])
  const starts = (rows: Row[]) => [...new Map(rows.map((row) => [row.start.getTime(), row.start])).values()]
  const dayPeriods = periods(starts(days.rows), days.rows)
  const weekPeriods = periods(starts(weeks.rows), weeks.rows)
  const totals = new Map<string, number>()
  for (const period of [...weekPeriods, ...dayPeriods]) {
    for (const [source, clicks] of Object.entries(period.bySource))
      totals.set(source, (totals.get(source) ?? 0) + clicks)
  }
  return {
    sources: [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([source]) => source),
    days: dayPeriods,
    weeks: weekPeriods,
    pages: pages.rows.map((row) => ({ page: row.page, clicks: Number(row.clicks) })),
    conversations: {
      started: Number(conversations.rows[0]?.started ?? 0),
      followedByClick: Number(conversations.rows[0]?.followed ?? 0),
    },
  }
}
