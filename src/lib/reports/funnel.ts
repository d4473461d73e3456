import type { Pool } from 'pg'

import { addDays, type FunnelRange, weekStart, weeksOf } from './funnel-range'

/**
 * The funnel at /admin/reports and GET /api/reports/funnel: visitors, chats started, booking clicks
 * and calls booked (and cancelled) over whole UTC days, day by day and week by week (Monday start), by
 * where the visit came from, by booking link, and by blog article. Every figure is counted in PostgreSQL.
 * Each figure counts its own events over the days; what one population went on to do (the chats that
 * were followed by a booking click or a booked call) is src/lib/bookings/report.ts's.
 *
 * - Visitors: unique visitors per day (the cookieless count), summed over the days; closed days come
 *   from analytics_daily, the days not rolled up yet from the analytics_live_daily view.
 * - Chats, clicks and bookings: rows created in the range; a booking counts on the day it was made,
 *   and "cancelled" says how many of those are cancelled now. Calendly replaces a rescheduled booking
 *   with a new one, so its old row (status rescheduled) is not counted again.
 * - By dimension: visitors from the analytics dimension of that name; chats, clicks and bookings
 *   from their first touch (no value: the "none" bucket, value '').
 */

export const FUNNEL_DIMENSIONS = [
  'landing_page',
  'referrer_host',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'link_source',
] as const
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number]
/** Rows kept per dimension and for articles: the values that brought the most bookings, then clicks. */
export const FUNNEL_TOP_ROWS = 25

/** Visitors and chats are null where they do not apply (a booking link is clicked, not visited). */
export type FunnelCounts = {
  visitors: number | null
  conversations: number | null
  clicks: number
  booked: number
  cancelled: number
}
export type FunnelStepCounts = FunnelCounts & { visitors: number; conversations: number }
export type FunnelWeekCounts = FunnelStepCounts & { start: string; from: string; to: string }
export type FunnelDayCounts = FunnelStepCounts & { day: string }
/** `value` '' is the none bucket: a direct visit, no campaign, a booking without a link. */
export type FunnelBreakdownRow = FunnelCounts & { value: string }
export type FunnelArticleRow = FunnelCounts & { path: string; title: string | null }

export type FunnelReport = {
  range: FunnelRange
  totals: FunnelStepCounts
  /** Every day of the range, oldest first. */
  days: FunnelDayCounts[]
  /** Every Monday week the range touches, oldest first, the first and last cut to the range. */
  weeks: FunnelWeekCounts[]
  breakdowns: Record<FunnelDimension, FunnelBreakdownRow[]>
  articles: FunnelArticleRow[]
}

const IS_ARTICLE = (column: string) => `${column} LIKE '/blog/_%' AND ${column} NOT LIKE '/blog/%/%'`

/**
 * One statement: the range's chats, clicks and bookings from funnel_daily (counted per day and
 * first-touch value by triggers on the three tables, migrations/20261127_062500_funnel_daily.ts),
 * each day's totals; the visitors of the same days and values (closed days and the live view) joined
 * in; the top rows of each dimension kept, every day kept.
 * $1 first day, $2 last day (dates); $3 the rows kept per dimension.
 */
const FUNNEL = `
  WITH counted AS (
    SELECT CASE dimension WHEN 'total' THEN 'day' ELSE dimension END AS dimension,
           CASE WHEN dimension = 'total' THEN day::text ELSE value END AS value,
           sum(conversations) AS conversations, sum(clicks) AS clicks, sum(booked) AS booked, sum(cancelled) AS cancelled
      FROM funnel_daily WHERE day BETWEEN $1::date AND $2::date
     GROUP BY 1, 2
    HAVING sum(conversations) <> 0 OR sum(clicks) <> 0 OR sum(booked) <> 0
  ), visits AS (
    SELECT day, dimension, value, visitors FROM analytics_daily WHERE day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT day, dimension, value, visitors FROM analytics_live_daily WHERE day BETWEEN $1::date AND $2::date
  ), visited AS (
    SELECT CASE dimension WHEN 'total' THEN 'day' WHEN 'page' THEN 'article' ELSE dimension END AS dimension,
           CASE WHEN dimension = 'total' THEN day::text ELSE value END AS value,
           sum(visitors) AS visitors
      FROM visits
     WHERE dimension IN ('total', 'landing_page', 'referrer_host', 'utm_campaign', 'utm_source', 'utm_medium') OR (dimension = 'page' AND ${IS_ARTICLE('value')})
     GROUP BY 1, 2
  ), joined AS (
    SELECT coalesce(c.dimension, v.dimension) AS dimension, coalesce(c.value, v.value) AS value,
           CASE WHEN c.dimension = 'link_source' THEN NULL ELSE coalesce(v.visitors, 0) END AS visitors,
           CASE WHEN c.dimension = 'link_source' THEN NULL ELSE coalesce(c.conversations, 0) END AS conversations,
           coalesce(c.clicks, 0) AS clicks, coalesce(c.booked, 0) AS booked, coalesce(c.cancelled, 0) AS cancelled
      FROM counted c FULL JOIN visited v ON v.dimension = c.dimension AND v.value = c.value
  ), ranked AS (
    SELECT joined.*, row_number() OVER (PARTITION BY dimension ORDER BY booked DESC, clicks DESC, conversations DESC NULLS LAST, visitors DESC NULLS LAST, value) AS rank
      FROM joined
  )
  SELECT dimension, value, visitors, conversations, clicks, booked, cancelled,
         CASE WHEN dimension = 'article' THEN (SELECT p.title FROM blog_posts p WHERE p.slug = substr(ranked.value, 7) ORDER BY p.id LIMIT 1) END AS title
    FROM ranked
   WHERE dimension = 'day' OR rank <= $3
   ORDER BY dimension, rank`

type CountRow = {
  visitors: string | null
  conversations: string | null
  clicks: string
  booked: string
  cancelled: string
}

const count = (value: string | number | null | undefined) => Number(value ?? 0)
const counts = (row: CountRow): FunnelCounts => ({
  visitors: row.visitors === null ? null : count(row.visitors),
  conversations: row.conversations === null ? null : count(row.conversations),
  clicks: count(row.clicks),
  booked: count(row.booked),
  cancelled: count(row.cancelled),
})

const ZERO: FunnelStepCounts = { visitors: 0, conversations: 0, clicks: 0, booked: 0, cancelled: 0 }
const STEPS = Object.keys(ZERO) as (keyof FunnelStepCounts)[]

const add = (into: FunnelStepCounts, figures: FunnelStepCounts) => {
  for (const key of STEPS) into[key] += figures[key]
}

/**
 * Every day of the range (days without anything included), the weeks they make up and the totals, which
 * are their sums.
 */
export function fillDays(
  range: Pick<FunnelRange, 'from' | 'to'>,
  rows: ({ day: string } & CountRow)[],
): { days: FunnelDayCounts[]; weeks: FunnelWeekCounts[]; totals: FunnelStepCounts } {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const totals = { ...ZERO }
  const weeks = weeksOf(range).map((week) => ({ ...week, ...ZERO }))
  const weekOf = new Map(weeks.map((week) => [week.start, week]))
  const days: FunnelDayCounts[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const row = byDay.get(day)
    const figures: FunnelStepCounts = row
      ? {
          visitors: count(row.visitors),
          conversations: count(row.conversations),
          clicks: count(row.clicks),
          booked: count(row.booked),
          cancelled: count(row.cancelled),
        }
      : { ...ZERO }
    add(totals, figures)
    add(weekOf.get(weekStart(day))!, figures)
    days.push({ day, ...figures })
  }
  return { days, weeks, totals }
}

type ReportRow = { dimension: FunnelDimension | 'day' | 'article'; value: string; title: string | null } & CountRow

/**
 * Runs the statement without parallel workers: on a small machine that serves pages at the same
 * time, starting them cost more than they saved (a year's report, p99 104 ms without, 557 ms with;
 * docs/decisions/0033-the-funnel-for-the-owner.md).
 */
async function queryFunnel(pool: Pool, range: FunnelRange): Promise<ReportRow[]> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN READ ONLY')
    await client.query('SET LOCAL max_parallel_workers_per_gather = 0')
    const { rows } = await client.query<ReportRow>(FUNNEL, [range.from, range.to, FUNNEL_TOP_ROWS])
    await client.query('COMMIT')
    return rows
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

export async function funnelReport(pool: Pool, range: FunnelRange): Promise<FunnelReport> {
  const rows = await queryFunnel(pool, range)
  const breakdowns = Object.fromEntries(
    FUNNEL_DIMENSIONS.map((dimension) => [dimension, [] as FunnelBreakdownRow[]]),
  ) as Record<FunnelDimension, FunnelBreakdownRow[]>
  const daily: ({ day: string } & CountRow)[] = []
  const articles: FunnelArticleRow[] = []
  for (const row of rows) {
    if (row.dimension === 'day') daily.push({ day: row.value, ...row })
    else if (row.dimension === 'article') articles.push({ path: row.value, title: row.title, ...counts(row) })
    else breakdowns[row.dimension].push({ value: row.value, ...counts(row) })
  }
  return { range, ...fillDays(range, daily), breakdowns, articles }
}
