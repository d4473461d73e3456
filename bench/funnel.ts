/**
 * The funnel report (/admin/reports, GET /api/reports/funnel) at a year of data: a fresh database
 * migrated from migrations/, seeded in SQL with a year of page views (1,000,000 by default; the
 * closed days rolled up into analytics_daily as the visit writer does, today's left raw), 50,000
 * chats, 30,000 booking clicks and 10,000 bookings with first touches spread over landing pages,
 * referrers and campaigns. Then times funnelReport() for the last 30 days and for the last 366 days
 * (`--runs` each after a warm-up) and prints p50/p95/p99, the CPU time the PostgreSQL backend spent per
 * report (what the machine's other load does not change) and the load average. Target: p99 ≤ 300 ms.
 * No build needed.
 *
 *   npm run bench:funnel [-- --views 1000000 --runs 50]
 */
import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'

import pg from 'pg'

import { funnelReport } from '../src/lib/reports/funnel'
import { addDays, FUNNEL_MAX_DAYS, funnelRange, utcDay } from '../src/lib/reports/funnel-range'
import { PUBLIC_ROUTES } from '../src/lib/seo/routes'
import { createMigratedTemplate } from '../tests/support/migrated-template'
import { ensureTestPostgres } from '../tests/support/postgres-server'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => Number(args[args.indexOf(name) + 1] || fallback) || fallback
const VIEWS = option('--views', 1_000_000)
const RUNS = option('--runs', 50)
const CONVERSATIONS = 50_000
const CLICKS = 30_000
const BOOKINGS = 10_000
const ARTICLES = 60
const WARM_UP = 5

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * p) - 1)]!
const ms = (value: number) => `${value.toFixed(1)} ms`
/** CPU milliseconds a local PostgreSQL backend has used so far, or NaN when its process cannot be read. */
const backendCpuMs = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return NaN
  }
}

const pages = [
  ...PUBLIC_ROUTES.map((route) => route.path),
  ...Array.from({ length: ARTICLES }, (_, i) => `/blog/article-${i + 1}`),
]
const referrers = [
  '',
  '',
  '',
  '',
  'google.com',
  'google.com',
  'google.com',
  'instagram.com',
  'x.com',
  'reddit.com',
  'tiktok.com',
  'youtube.com',
  'bing.com',
  'duckduckgo.com',
]
const campaigns = Array.from({ length: 15 }, (_, i) => `campaign-${i + 1}`)

// A first touch as the writers store it: a skewed landing page, a referrer (a long tail of small
// sites one time in ten), a campaign one time in five with its source and medium.
const FIRST_TOUCH = `
  pages[1 + floor(power(random(), 2) * array_length(pages, 1))::int] AS landing_page,
  CASE WHEN random() < 0.1 THEN 'site-' || floor(random() * 500)::int || '.example'
       ELSE nullif(referrers[1 + floor(random() * array_length(referrers, 1))::int], '') END AS referrer_host,
  c.campaign AS utm_campaign,
  CASE WHEN c.campaign IS NULL THEN NULL ELSE (ARRAY['newsletter', 'instagram', 'tiktok', 'google'])[1 + (hashtext(c.campaign) & 3)] END AS utm_source,
  CASE WHEN c.campaign IS NULL THEN NULL ELSE (ARRAY['email', 'social', 'social', 'cpc'])[1 + (hashtext(c.campaign) & 3)] END AS utm_medium`
const CAMPAIGN = `CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.2 + n * 0 THEN campaigns[1 + floor(random() * array_length(campaigns, 1))::int] END AS campaign) c`

async function seed(client: pg.Client) {
  const lists = [pages, referrers, campaigns]
  const started = performance.now()
  await client.query(`SET TIME ZONE 'UTC'`)
  await client.query('SELECT setseed(0.36)')
  // Visits of about three page views each, spread evenly over the last 365 days.
  const insertViews = (views: number, firstVisit: number, day: string) =>
    client.query(
      `WITH lists AS (SELECT $1::text[] AS pages, $2::text[] AS referrers, $3::text[] AS campaigns),
       visits AS (
         SELECT n, ${day} AS day, ${FIRST_TOUCH}, 1 + floor(random() * 5)::int AS views
           FROM lists, generate_series($4::int, $4::int + $5::int / 3 - 1) AS n ${CAMPAIGN}
       )
       INSERT INTO analytics_page_views (at, day, visitor, page, entry, landing_page, referrer_host, utm_source, utm_medium, utm_campaign)
       SELECT v.day + (random() * interval '1 day'), v.day, hashtextextended(v.n::text, 0),
              CASE WHEN s = 1 THEN v.landing_page ELSE l.pages[1 + floor(random() * array_length(l.pages, 1))::int] END,
              s = 1, v.landing_page, v.referrer_host, v.utm_source, v.utm_medium, v.utm_campaign
         FROM visits v CROSS JOIN lists l CROSS JOIN LATERAL generate_series(1, v.views) AS s`,
      [...lists, firstVisit, views],
    )
  const todays = Math.round(VIEWS / 365)
  await insertViews(VIEWS - todays, 1, 'current_date - 1 - (n % 364)')
  // What the visit writer does when a day closes; autovacuum then gives the space back.
  await client.query('INSERT INTO analytics_daily SELECT * FROM analytics_live_daily WHERE day < current_date')
  const rolledUp = Number(
    (await client.query<{ count: string }>('DELETE FROM analytics_page_views WHERE day < current_date')).rowCount,
  )
  await client.query('VACUUM analytics_page_views')
  await insertViews(todays, VIEWS, 'current_date')
  const views =
    rolledUp +
    Number((await client.query<{ count: string }>('SELECT count(*) FROM analytics_page_views')).rows[0]!.count)

  const at = `now() - random() * interval '365 days'`
  const touchColumns =
    'first_touch_landing_page, first_touch_referrer_host, first_touch_utm_campaign, first_touch_utm_source, first_touch_utm_medium'
  const touchValues = (share: number) =>
    `CASE WHEN random() < ${share} THEN t.landing_page END, t.referrer_host, t.utm_campaign, t.utm_source, t.utm_medium`
  const withTouch = (
    count: number,
  ) => `FROM (SELECT $1::text[] AS pages, $2::text[] AS referrers, $3::text[] AS campaigns) lists, generate_series(1, ${count}) AS n ${CAMPAIGN}
       CROSS JOIN LATERAL (SELECT ${FIRST_TOUCH}) t`
  await client.query(
    `INSERT INTO chat_conversations (visitor_id, visitor_name, status, created_at, ${touchColumns})
     SELECT 'visitor-' || n, 'Visitor ' || n, 'closed', ${at}, ${touchValues(0.7)} ${withTouch(CONVERSATIONS)}`,
    lists,
  )
  await client.query(
    `INSERT INTO booking_clicks (source, page, reference, created_at, ${touchColumns})
     SELECT (ARRAY['hero', 'nav', 'nav', 'cta', 'chat', 'chat-away', 'footer', 'pricing', 'article'])[1 + floor(random() * 9)::int],
            pages[1 + floor(power(random(), 2) * array_length(pages, 1))::int], 'ref-' || n, ${at}, ${touchValues(0.75)} ${withTouch(CLICKS)}`,
    lists,
  )
  // Most bookings join a click (its source, page and first touch); some were booked without one.
  await client.query(
    `INSERT INTO bookings (provider, provider_booking_id, status, starts_at, invitee_name, invitee_email, created_at, click_id, source, page, ${touchColumns})
     SELECT CASE WHEN random() < 0.7 THEN 'calendly' ELSE 'cal-com' END::enum_bookings_provider, 'bench-' || n,
            (CASE WHEN r < 0.85 THEN 'booked' WHEN r < 0.95 THEN 'cancelled' ELSE 'rescheduled' END)::enum_bookings_status,
            created + interval '3 days', 'Invitee ' || n, 'invitee' || n || '@example.com', created,
            k.id, k.source, k.page, k.first_touch_landing_page, k.first_touch_referrer_host, k.first_touch_utm_campaign, k.first_touch_utm_source, k.first_touch_utm_medium
       FROM generate_series(1, ${BOOKINGS}) AS n
       CROSS JOIN LATERAL (SELECT random() AS r, ${at} + n * interval '0' AS created) b
       LEFT JOIN booking_clicks k ON k.id = CASE WHEN n % 5 <> 0 THEN 1 + (n * 7919) % ${CLICKS} END`,
  )
  await client.query(
    `INSERT INTO blog_posts (title, slug, _status, is_published, published_at)
     SELECT 'Article ' || n, 'article-' || n, 'published', true, now() FROM generate_series(1, ${ARTICLES}) AS n`,
  )
  await client.query('ANALYZE')
  const sizes = await client.query<{ daily: string; raw: string }>(
    'SELECT (SELECT count(*) FROM analytics_daily) AS daily, (SELECT count(*) FROM analytics_page_views) AS raw',
  )
  console.log(
    `seeded ${views.toLocaleString('en-US')} page views (${Number(sizes.rows[0]!.daily).toLocaleString('en-US')} rolled-up rows, ${Number(sizes.rows[0]!.raw).toLocaleString('en-US')} raw views of today), ` +
      `${CONVERSATIONS.toLocaleString('en-US')} chats, ${CLICKS.toLocaleString('en-US')} booking clicks, ${BOOKINGS.toLocaleString('en-US')} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

const postgres = await ensureTestPostgres()
const db = await createMigratedTemplate(postgres.url)
const client = new pg.Client({ connectionString: db.uri })
// The report is one statement: one connection is all it uses.
const pool = new pg.Pool({ connectionString: db.uri, max: 1 })
try {
  await client.connect()
  await seed(client)
  const backend = Number((await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid)
  const today = utcDay(new Date())
  for (const [label, days] of [
    ['last 30 days (default)', 30],
    [`last ${FUNNEL_MAX_DAYS} days`, FUNNEL_MAX_DAYS],
  ] as const) {
    const range = funnelRange({ from: addDays(today, -(days - 1)), to: today })
    if (!range.ok) throw new Error(range.reason)
    let report = await funnelReport(pool, range.value)
    for (let i = 1; i < WARM_UP; i++) await funnelReport(pool, range.value)
    const times: number[] = []
    const cpuBefore = backendCpuMs(backend)
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      report = await funnelReport(pool, range.value)
      times.push(performance.now() - started)
    }
    const cpu = (backendCpuMs(backend) - cpuBefore) / RUNS
    const { totals } = report
    console.log(
      `${label.padEnd(24)} p50 ${ms(percentile(times, 0.5))}   p95 ${ms(percentile(times, 0.95))}   p99 ${ms(percentile(times, 0.99))}   ` +
        `PostgreSQL CPU ${Number.isNaN(cpu) ? 'n/a' : ms(cpu)} per report   (${RUNS} runs; ` +
        `${totals.visitors} visitors, ${totals.conversations} chats, ${totals.clicks} clicks, ${totals.booked} booked, ${totals.cancelled} cancelled)`,
    )
  }
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  )
} finally {
  await client.end()
  await pool.end()
  await db.drop()
  await postgres.stop()
}
