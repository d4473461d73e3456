import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { funnelReport } from '../../src/lib/reports/funnel'
import { createTestDatabase, type TestDatabase } from '../support/postgres'

/**
 * The funnel report's figures against rows written straight into a migrated database: closed days
 * in analytics_daily, raw page views read through analytics_live_daily, and chats, clicks and
 * bookings on both sides of the range's edges.
 */
let db: TestDatabase
let pool: pg.Pool

// Wednesday 4 to Tuesday 17 November 2026: three weeks, the first and last cut short.
const RANGE = { from: '2026-11-04', to: '2026-11-17', days: 14 }

type Touch = {
  landing?: string | null
  referrer?: string | null
  campaign?: string | null
  source?: string | null
  medium?: string | null
}
const touch = (t: Touch = {}) => [
  t.landing ?? null,
  t.referrer ?? null,
  t.source ?? null,
  t.medium ?? null,
  t.campaign ?? null,
]
const FROM_NEWSLETTER: Touch = {
  landing: '/blog/a',
  referrer: 'google.com',
  campaign: 'winter',
  source: 'newsletter',
  medium: 'email',
}

async function daily(day: string, dimension: string, value: string, visitors: number) {
  await pool.query(
    'INSERT INTO analytics_daily (day, dimension, value, page_views, visits, visitors) VALUES ($1, $2, $3, $4, $4, $4)',
    [day, dimension, value, visitors],
  )
}

async function pageView(at: string, visitor: number, page: string, entry: boolean, t: Touch) {
  await pool.query(
    `INSERT INTO analytics_page_views (at, day, visitor, page, entry, landing_page, referrer_host, utm_source, utm_medium, utm_campaign)
     VALUES ($1, ($1::timestamptz AT TIME ZONE 'UTC')::date, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      at,
      visitor,
      page,
      entry,
      t.landing ?? '/',
      t.referrer ?? null,
      t.source ?? null,
      t.medium ?? null,
      t.campaign ?? null,
    ],
  )
}

async function conversation(at: string, t: Touch = {}) {
  await pool.query(
    `INSERT INTO chat_conversations (visitor_id, visitor_name, created_at, first_touch_landing_page, first_touch_referrer_host, first_touch_utm_source, first_touch_utm_medium, first_touch_utm_campaign)
     VALUES ('v', 'Visitor', $1, $2, $3, $4, $5, $6)`,
    [at, ...touch(t)],
  )
}

async function click(at: string, source: string, page: string, t: Touch = {}) {
  await pool.query(
    `INSERT INTO booking_clicks (source, page, created_at, first_touch_landing_page, first_touch_referrer_host, first_touch_utm_source, first_touch_utm_medium, first_touch_utm_campaign)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [source, page, at, ...touch(t)],
  )
}

let bookingId = 0
async function booking(
  at: string,
  provider: 'calendly' | 'cal-com',
  status: 'booked' | 'rescheduled' | 'cancelled',
  source: string | null,
  page: string | null,
  t: Touch = {},
) {
  await pool.query(
    `INSERT INTO bookings (provider, provider_booking_id, status, starts_at, invitee_name, invitee_email, created_at, source, page,
                           first_touch_landing_page, first_touch_referrer_host, first_touch_utm_source, first_touch_utm_medium, first_touch_utm_campaign)
     VALUES ($1, $2, $3, $4::timestamptz + interval '3 days', 'Invitee', 'invitee@example.com', $4, $5, $6, $7, $8, $9, $10, $11)`,
    [provider, `booking-${++bookingId}`, status, at, source, page, ...touch(t)],
  )
}

beforeAll(async () => {
  db = await createTestDatabase('funnel_report')
  pool = new pg.Pool({ connectionString: db.uri, max: 3 })

  // Closed days, rolled up. The 3rd is outside the range.
  await daily('2026-11-03', 'total', '', 100)
  await daily('2026-11-03', 'landing_page', '/', 100)
  for (const [dimension, value, visitors] of [
    ['total', '', 10],
    ['landing_page', '/', 6],
    ['landing_page', '/blog/a', 4],
    ['referrer_host', '', 7],
    ['referrer_host', 'google.com', 3],
    ['utm_campaign', '', 10],
    ['utm_source', '', 10],
    ['utm_medium', '', 10],
    ['page', '/', 6],
    ['page', '/blog/a', 4],
  ] as const) {
    await daily('2026-11-04', dimension, value, visitors)
  }
  for (const [dimension, value, visitors] of [
    ['total', '', 7],
    ['landing_page', '/', 7],
    ['referrer_host', '', 7],
    ['utm_campaign', 'winter', 2],
    ['utm_campaign', '', 5],
  ] as const) {
    await daily('2026-11-08', dimension, value, visitors)
  }
  for (const [dimension, value, visitors] of [
    ['total', '', 5],
    ['landing_page', '/blog/a', 5],
    ['referrer_host', 'google.com', 5],
    ['page', '/blog/a', 5],
    ['page', '/blog/b/extra', 1],
  ] as const) {
    await daily('2026-11-10', dimension, value, visitors)
  }
  // Raw page views not rolled up: a late one on the 10th (added to that day's rolled-up figures),
  // two visitors on the 17th, and one on the 18th (outside the range).
  await pageView('2026-11-10T20:00:00Z', 9, '/blog/a', true, { landing: '/blog/a', referrer: 'google.com' })
  await pageView('2026-11-17T08:00:00Z', 1, '/blog/a', true, FROM_NEWSLETTER)
  await pageView('2026-11-17T08:01:00Z', 1, '/services', false, FROM_NEWSLETTER)
  await pageView('2026-11-17T23:59:59Z', 2, '/', true, { landing: '/' })
  await pageView('2026-11-18T00:00:00Z', 3, '/', true, { landing: '/' })

  // Chats: the first and last instants of the range count, the ones just outside do not.
  await conversation('2026-11-03T23:59:59.999Z', FROM_NEWSLETTER)
  await conversation('2026-11-04T00:00:00.000Z', FROM_NEWSLETTER)
  await conversation('2026-11-10T12:00:00Z')
  await conversation('2026-11-17T23:59:59.999Z', { landing: '', referrer: '', campaign: '' })
  await conversation('2026-11-18T00:00:00.000Z')

  await click('2026-11-03T12:00:00Z', 'hero', '/')
  await click('2026-11-04T10:00:00Z', 'hero', '/', FROM_NEWSLETTER)
  await click('2026-11-05T10:00:00Z', 'nav', '/blog/a', { landing: '/blog/a' })
  await click('2026-11-11T10:00:00Z', 'chat', '/services')
  await click('2026-11-17T10:00:00Z', 'hero', '/blog/b', { landing: '/' })

  await booking('2026-11-03T11:00:00Z', 'calendly', 'booked', 'hero', '/')
  await booking('2026-11-04T11:00:00Z', 'calendly', 'booked', 'hero', '/', FROM_NEWSLETTER)
  await booking('2026-11-06T11:00:00Z', 'cal-com', 'cancelled', 'nav', '/blog/a', { landing: '/blog/a' })
  // Calendly reschedules by cancelling the invitee (kept as rescheduled) and creating a new one.
  await booking('2026-11-12T11:00:00Z', 'calendly', 'rescheduled', 'chat', '/services')
  await booking('2026-11-12T11:05:00Z', 'calendly', 'booked', null, null)
  // Cal.com moves the same booking: it stays counted.
  await booking('2026-11-16T09:00:00Z', 'cal-com', 'rescheduled', 'hero', '/blog/b', { landing: '/' })

  await pool.query(
    `INSERT INTO blog_posts (title, slug, _status, is_published) VALUES ('Article A', 'a', 'published', true)`,
  )
})

afterAll(async () => {
  await pool?.end()
  await db?.drop()
})

const row = (
  value: string,
  visitors: number | null,
  conversations: number | null,
  clicks: number,
  booked: number,
  cancelled: number,
) => ({
  value,
  visitors,
  conversations,
  clicks,
  booked,
  cancelled,
})

describe('funnelReport', () => {
  it('counts each step per week and in total, from both the rolled-up days and the raw page views', async () => {
    const report = await funnelReport(pool, RANGE)
    expect(report.range).toEqual(RANGE)
    expect(report.weeks).toEqual([
      {
        start: '2026-11-02',
        from: '2026-11-04',
        to: '2026-11-08',
        visitors: 17,
        conversations: 1,
        clicks: 2,
        booked: 2,
        cancelled: 1,
      },
      {
        start: '2026-11-09',
        from: '2026-11-09',
        to: '2026-11-15',
        visitors: 6,
        conversations: 1,
        clicks: 1,
        booked: 1,
        cancelled: 0,
      },
      {
        start: '2026-11-16',
        from: '2026-11-16',
        to: '2026-11-17',
        visitors: 2,
        conversations: 1,
        clicks: 1,
        booked: 1,
        cancelled: 0,
      },
    ])
    expect(report.totals).toEqual({ visitors: 25, conversations: 3, clicks: 4, booked: 4, cancelled: 1 })
    // Every day of the range, oldest first; the weeks and the totals are their sums.
    expect(report.days.map((day) => day.day)).toEqual(
      Array.from({ length: 14 }, (_, n) => `2026-11-${String(4 + n).padStart(2, '0')}`),
    )
    const figures = (day: string) => {
      const { day: _day, ...counts } = report.days.find((d) => d.day === day)!
      return counts
    }
    expect(figures('2026-11-04')).toEqual({ visitors: 10, conversations: 1, clicks: 1, booked: 1, cancelled: 0 })
    expect(figures('2026-11-10')).toEqual({ visitors: 6, conversations: 1, clicks: 0, booked: 0, cancelled: 0 })
    expect(figures('2026-11-17')).toEqual({ visitors: 2, conversations: 1, clicks: 1, booked: 0, cancelled: 0 })
    expect(figures('2026-11-09')).toEqual({ visitors: 0, conversations: 0, clicks: 0, booked: 0, cancelled: 0 })
    const sum = (key: keyof typeof report.totals) => report.days.reduce((total, day) => total + day[key], 0)
    for (const key of ['visitors', 'conversations', 'clicks', 'booked', 'cancelled'] as const)
      expect(sum(key), key).toBe(report.totals[key])
  })

  it('breaks each step down by first touch and booking link, with the none bucket', async () => {
    const { breakdowns } = await funnelReport(pool, RANGE)
    expect(breakdowns.landing_page).toEqual([
      row('/blog/a', 11, 1, 2, 2, 1),
      row('', 0, 2, 1, 1, 0),
      row('/', 14, 0, 1, 1, 0),
    ])
    expect(breakdowns.referrer_host).toEqual([row('', 15, 2, 3, 3, 1), row('google.com', 10, 1, 1, 1, 0)])
    expect(breakdowns.utm_campaign).toEqual([row('', 17, 2, 3, 3, 1), row('winter', 3, 1, 1, 1, 0)])
    expect(breakdowns.utm_source).toEqual([row('', 12, 2, 3, 3, 1), row('newsletter', 1, 1, 1, 1, 0)])
    expect(breakdowns.utm_medium).toEqual([row('', 12, 2, 3, 3, 1), row('email', 1, 1, 1, 1, 0)])
    expect(breakdowns.link_source).toEqual([
      row('hero', null, null, 2, 2, 0),
      row('nav', null, null, 1, 1, 1),
      row('', null, null, 0, 1, 0),
      row('chat', null, null, 1, 0, 0),
    ])
  })

  it('names the blog articles that bring clicks and bookings, by the page clicked on or landed on', async () => {
    const { articles } = await funnelReport(pool, RANGE)
    expect(articles).toEqual([
      { path: '/blog/a', title: 'Article A', visitors: 11, conversations: 1, clicks: 2, booked: 2, cancelled: 1 },
      { path: '/blog/b', title: null, visitors: 0, conversations: 0, clicks: 1, booked: 1, cancelled: 0 },
    ])
  })

  it('moves with the range: one day at each edge', async () => {
    const first = await funnelReport(pool, { from: '2026-11-03', to: '2026-11-03', days: 1 })
    expect(first.totals).toEqual({ visitors: 100, conversations: 1, clicks: 1, booked: 1, cancelled: 0 })
    expect(first.weeks).toEqual([{ start: '2026-11-02', from: '2026-11-03', to: '2026-11-03', ...first.totals }])
    expect(first.days).toEqual([{ day: '2026-11-03', ...first.totals }])
    const last = await funnelReport(pool, { from: '2026-11-18', to: '2026-11-18', days: 1 })
    expect(last.totals).toEqual({ visitors: 1, conversations: 1, clicks: 0, booked: 0, cancelled: 0 })
    expect(last.breakdowns.landing_page).toEqual([row('', 0, 1, 0, 0, 0), row('/', 1, 0, 0, 0, 0)])
  })

  it('is all zeros over days without anything, one row per week', async () => {
    const empty = await funnelReport(pool, { from: '2025-01-01', to: '2025-01-31', days: 31 })
    expect(empty.weeks.map((week) => week.start)).toEqual([
      '2024-12-30',
      '2025-01-06',
      '2025-01-13',
      '2025-01-20',
      '2025-01-27',
    ])
    expect(empty.weeks.every((week) => week.visitors + week.conversations + week.clicks + week.booked === 0)).toBe(true)
    expect(empty.totals).toEqual({ visitors: 0, conversations: 0, clicks: 0, booked: 0, cancelled: 0 })
    expect(empty.articles).toEqual([])
    expect(Object.values(empty.breakdowns).flat()).toEqual([])
  })
})

describe('funnel_daily, the per-day counts the report reads', () => {
  const OCTOBER = { from: '2026-10-01', to: '2026-10-31', days: 31 }
  const octoberTotals = async () => (await funnelReport(pool, OCTOBER)).totals

  it('follows every write to the three tables: insert, status change, moved first touch, delete', async () => {
    await booking('2026-10-05T10:00:00Z', 'cal-com', 'booked', 'hero', '/', FROM_NEWSLETTER)
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id FROM bookings WHERE created_at = '2026-10-05T10:00:00Z'`,
    )
    const id = rows[0]!.id
    await conversation('2026-10-06T10:00:00Z', FROM_NEWSLETTER)
    expect(await octoberTotals()).toEqual({ visitors: 0, conversations: 1, clicks: 0, booked: 1, cancelled: 0 })

    await pool.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id])
    expect(await octoberTotals()).toMatchObject({ booked: 1, cancelled: 1 })
    // The old row Calendly keeps after a reschedule is not counted; a provider change moves it out.
    await pool.query(`UPDATE bookings SET provider = 'calendly', status = 'rescheduled' WHERE id = $1`, [id])
    expect(await octoberTotals()).toMatchObject({ booked: 0, cancelled: 0 })
    await pool.query(`UPDATE bookings SET status = 'booked' WHERE id = $1`, [id])

    // The first touch moves between buckets; the totals stay.
    await pool.query(
      `UPDATE chat_conversations SET first_touch_utm_campaign = 'spring' WHERE created_at = '2026-10-06T10:00:00Z'`,
    )
    const { breakdowns } = await funnelReport(pool, OCTOBER)
    expect(breakdowns.utm_campaign).toEqual([row('winter', 0, 0, 0, 1, 0), row('spring', 0, 1, 0, 0, 0)])

    // "Delete visitor data" removes the rows: the counts follow, and no empty bucket is left in the report.
    await pool.query(`DELETE FROM chat_conversations WHERE created_at = '2026-10-06T10:00:00Z'`)
    await pool.query(`DELETE FROM bookings WHERE id = $1`, [id])
    expect(await octoberTotals()).toEqual({ visitors: 0, conversations: 0, clicks: 0, booked: 0, cancelled: 0 })
    expect(Object.values((await funnelReport(pool, OCTOBER)).breakdowns).flat()).toEqual([])
  })

  it('holds the same figures as counting the rows themselves', async () => {
    const { rows } = await pool.query<{ mismatches: string }>(`
      WITH expected AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS conversations, 0 AS clicks, 0 AS booked, 0 AS cancelled FROM chat_conversations GROUP BY 1
        UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 0, count(*), 0, 0 FROM booking_clicks GROUP BY 1
        UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 0, 0, count(*), count(*) FILTER (WHERE status = 'cancelled')
          FROM bookings WHERE NOT (provider = 'calendly' AND status = 'rescheduled') GROUP BY 1
      ), summed AS (
        SELECT day, sum(conversations) AS conversations, sum(clicks) AS clicks, sum(booked) AS booked, sum(cancelled) AS cancelled FROM expected GROUP BY day
      )
      SELECT count(*) AS mismatches FROM summed s FULL JOIN (SELECT * FROM funnel_daily WHERE dimension = 'total') f ON f.day = s.day
       WHERE (coalesce(s.conversations, 0), coalesce(s.clicks, 0), coalesce(s.booked, 0), coalesce(s.cancelled, 0))
             IS DISTINCT FROM (coalesce(f.conversations, 0), coalesce(f.clicks, 0), coalesce(f.booked, 0), coalesce(f.cancelled, 0))`)
    expect(Number(rows[0]!.mismatches)).toBe(0)
    const { rows: days } = await pool.query<{ days: string }>(
      `SELECT count(*) AS days FROM funnel_daily WHERE dimension = 'total' AND (conversations + clicks + booked) > 0`,
    )
    expect(Number(days[0]!.days)).toBeGreaterThan(5)
  })
})
