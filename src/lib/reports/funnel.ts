import type { Pool } from 'pg'

import { addDays, type FunnelRange, weeksOf } from './funnel-range'

/**
 * The funnel at /admin/reports and GET /api/reports/funnel: visitors → chats started → booking
 * clicks → calls booked (and cancelled) over whole UTC days, week by week (Monday start), by where
 * the visit came from, by booking link, and by blog article. Every figure is counted in PostgreSQL.
 *
 * - Visitors: unique visitors per day (the cookieless count), summed over the days; closed days come
 *   from analytics_daily, the days not rolled up yet from the analytics_live_daily view.
 * - Chats, clicks and bookings: rows created in the range; a booking counts on the day it was made,
 *   and "cancelled" says how many of those are cancelled now. Calendly replaces a rescheduled booking
 *   with a new one, so its old row (status rescheduled) is not counted again.
 * - By dimension: visitors from the analytics dimension of that name; chats, clicks and bookings
 *   from their first touch (no value: the "none" bucket, value '').
 */

export const FUNNEL_DIMENSIONS = ['landing_page', 'referrer_host', 'utm_campaign', 'utm_source', 'utm_medium', 'link_source'] as const
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number]
/** Rows kept per dimension and for articles: the values that brought the most bookings, then clicks. */
export const FUNNEL_TOP_ROWS = 25

/** Visitors and chats are null where they do not apply (a booking link is clicked, not visited). */
export type FunnelCounts = { visitors: number | null; conversations: number | null; clicks: number; booked: number; cancelled: number }
export type FunnelStepCounts = FunnelCounts & { visitors: number; conversations: number }
export type FunnelWeekCounts = FunnelStepCounts & { start: string; from: string; to: string }
/** `value` '' is the none bucket: a direct visit, no campaign, a booking without a link. */
export type FunnelBreakdownRow = FunnelCounts & { value: string }
export type FunnelArticleRow = FunnelCounts & { path: string; title: string | null }

export type FunnelReport = {
  range: FunnelRange
  totals: FunnelStepCounts
  weeks: FunnelWeekCounts[]
  breakdowns: Record<FunnelDimension, FunnelBreakdownRow[]>
  articles: FunnelArticleRow[]
}

const IS_ARTICLE = (column: string) => `${column} LIKE '/blog/_%' AND ${column} NOT LIKE '/blog/%/%'`
const IN_RANGE = (table: string) => `${table}.created_at >= $3 AND ${table}.created_at < $4`
// Calendly replaces a rescheduled booking with a new one; Cal.com moves the same row.
const COUNTED_BOOKING = `NOT (bookings.provider = 'calendly' AND bookings.status = 'rescheduled')`
const FIRST_TOUCH = (table: string) =>
  `coalesce(${table}.first_touch_landing_page, '') AS landing_page, coalesce(${table}.first_touch_referrer_host, '') AS referrer_host,
   coalesce(${table}.first_touch_utm_campaign, '') AS utm_campaign, coalesce(${table}.first_touch_utm_source, '') AS utm_source,
   coalesce(${table}.first_touch_utm_medium, '') AS utm_medium`

/**
 * One statement, one pass over each table: the range's chats, clicks and bookings grouped by week,
 * by each first-touch dimension, by booking link and by article at once (GROUPING SETS); the
 * visitors of the same weeks and values (closed days and the live view) joined in; the top rows of
 * each dimension kept, every week kept. An event counts for the article it was on and the article
 * its visit landed on (once when they are the same).
 * $1 first day, $2 last day (dates); $3 and $4 the UTC midnights starting the first day and ending
 * the last; $5 the rows kept per dimension.
 */
const FUNNEL = `
  WITH events AS (
    SELECT created_at, 1 AS conversation, 0 AS click, 0 AS booked, 0 AS cancelled, ${FIRST_TOUCH('chat_conversations')},
           NULL::varchar AS link_source, NULL::varchar AS page
      FROM chat_conversations WHERE ${IN_RANGE('chat_conversations')}
    UNION ALL
    SELECT created_at, 0, 1, 0, 0, ${FIRST_TOUCH('booking_clicks')}, coalesce(booking_clicks.source, ''), booking_clicks.page
      FROM booking_clicks WHERE ${IN_RANGE('booking_clicks')}
    UNION ALL
    SELECT created_at, 0, 0, 1, (bookings.status = 'cancelled')::int, ${FIRST_TOUCH('bookings')}, coalesce(bookings.source, ''), bookings.page
      FROM bookings WHERE ${IN_RANGE('bookings')} AND ${COUNTED_BOOKING}
  ), keyed AS (
    SELECT conversation, click, booked, cancelled, landing_page, referrer_host, utm_campaign, utm_source, utm_medium, link_source,
           date_trunc('week', created_at AT TIME ZONE 'UTC')::date::text AS week,
           CASE WHEN ${IS_ARTICLE('page')} THEN page END AS article_page,
           CASE WHEN ${IS_ARTICLE('landing_page')} AND landing_page IS DISTINCT FROM page THEN landing_page END AS article_landing
      FROM events
  ), grouped AS (
    SELECT CASE WHEN GROUPING(landing_page) = 0 THEN 'landing_page'
                WHEN GROUPING(referrer_host) = 0 THEN 'referrer_host'
                WHEN GROUPING(utm_campaign) = 0 THEN 'utm_campaign'
                WHEN GROUPING(utm_source) = 0 THEN 'utm_source'
                WHEN GROUPING(utm_medium) = 0 THEN 'utm_medium'
                WHEN GROUPING(link_source) = 0 THEN 'link_source'
                WHEN GROUPING(week) = 0 THEN 'week'
                ELSE 'article' END AS dimension,
           coalesce(landing_page, referrer_host, utm_campaign, utm_source, utm_medium, link_source, week, article_page, article_landing) AS value,
           sum(conversation) AS conversations, sum(click) AS clicks, sum(booked) AS booked, sum(cancelled) AS cancelled
      FROM keyed
     GROUP BY GROUPING SETS ((landing_page), (referrer_host), (utm_campaign), (utm_source), (utm_medium), (link_source), (week), (article_page), (article_landing))
    HAVING coalesce(landing_page, referrer_host, utm_campaign, utm_source, utm_medium, link_source, week, article_page, article_landing) IS NOT NULL
  ), counted AS (
    SELECT dimension, value, sum(conversations) AS conversations, sum(clicks) AS clicks, sum(booked) AS booked, sum(cancelled) AS cancelled
      FROM grouped GROUP BY dimension, value
  ), visits AS (
    SELECT day, dimension, value, visitors FROM analytics_daily WHERE day BETWEEN $1::date AND $2::date
    UNION ALL
    SELECT day, dimension, value, visitors FROM analytics_live_daily WHERE day BETWEEN $1::date AND $2::date
  ), visited AS (
    SELECT CASE dimension WHEN 'total' THEN 'week' WHEN 'page' THEN 'article' ELSE dimension END AS dimension,
           CASE WHEN dimension = 'total' THEN date_trunc('week', day::timestamp)::date::text ELSE value END AS value,
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
   WHERE dimension = 'week' OR rank <= $5
   ORDER BY dimension, rank`

type CountRow = { visitors: string | null; conversations: string | null; clicks: string; booked: string; cancelled: string }

const count = (value: string | number | null | undefined) => Number(value ?? 0)
const counts = (row: CountRow): FunnelCounts => ({
  visitors: row.visitors === null ? null : count(row.visitors),
  conversations: row.conversations === null ? null : count(row.conversations),
  clicks: count(row.clicks),
  booked: count(row.booked),
  cancelled: count(row.cancelled),
})

const ZERO: FunnelStepCounts = { visitors: 0, conversations: 0, clicks: 0, booked: 0, cancelled: 0 }

/** Every week of the range (weeks without anything included) and the totals, which are their sums. */
export function fillWeeks(range: Pick<FunnelRange, 'from' | 'to'>, rows: ({ week: string } & CountRow)[]): { weeks: FunnelWeekCounts[]; totals: FunnelStepCounts } {
  const byWeek = new Map(rows.map((row) => [row.week, row]))
  const totals = { ...ZERO }
  const weeks = weeksOf(range).map((week) => {
    const row = byWeek.get(week.start)
    const figures: FunnelStepCounts = row
      ? { visitors: count(row.visitors), conversations: count(row.conversations), clicks: count(row.clicks), booked: count(row.booked), cancelled: count(row.cancelled) }
      : { ...ZERO }
    for (const key of Object.keys(totals) as (keyof FunnelStepCounts)[]) totals[key] += figures[key]
    return { ...week, ...figures }
  })
  return { weeks, totals }
}

export async function funnelReport(pool: Pool, range: FunnelRange): Promise<FunnelReport> {
  const { rows } = await pool.query<{ dimension: FunnelDimension | 'week' | 'article'; value: string; title: string | null } & CountRow>(FUNNEL, [
    range.from,
    range.to,
    `${range.from}T00:00:00Z`,
    `${addDays(range.to, 1)}T00:00:00Z`,
    FUNNEL_TOP_ROWS,
  ])
  const breakdowns = Object.fromEntries(FUNNEL_DIMENSIONS.map((dimension) => [dimension, [] as FunnelBreakdownRow[]])) as Record<FunnelDimension, FunnelBreakdownRow[]>
  const weekly: ({ week: string } & CountRow)[] = []
  const articles: FunnelArticleRow[] = []
  for (const row of rows) {
    if (row.dimension === 'week') weekly.push({ week: row.value, ...row })
    else if (row.dimension === 'article') articles.push({ path: row.value, title: row.title, ...counts(row) })
    else breakdowns[row.dimension].push({ value: row.value, ...counts(row) })
  }
  return { range, ...fillWeeks(range, weekly), breakdowns, articles }
}
