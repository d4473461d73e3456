import { chromium } from '@playwright/test'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { visitorId } from '../../src/lib/visits/visitor'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'
import { loginAs } from '../support/login'
import { type TestDatabase } from '../support/postgres'
import { productionEnv, type Site, spawnServer, startSite } from '../support/server-process'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

let db: TestDatabase
let server: Site
let pool: pg.Pool
let nextIp = 1
/** A client address of its own for each visitor a test makes (the server trusts one proxy). */
const newIp = () => `198.51.100.${nextIp++}`

beforeAll(async () => {
  // Seeded: the blog's built-in articles are published posts, which beacons may name.
  server = await startSite('visits', { TRUST_PROXY: '1', VISITS_FLUSH_MS: '200', SEED_CONTENT: 'true' })
  db = server.db
  pool = new pg.Pool({ connectionString: db.uri, max: 2 })
})

afterAll(async () => {
  await pool?.end()
  await server?.close()
})

type Row = {
  id: string
  visitor: string
  page: string
  entry: boolean
  landing_page: string
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

async function view(
  base: string,
  path: string,
  { ip, ua = CHROME, headers = {} }: { ip: string; ua?: string; headers?: Record<string, string> },
): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    headers: { accept: HTML, 'user-agent': ua, 'x-forwarded-for': ip, ...headers },
    redirect: 'manual',
  })
  await res.arrayBuffer()
  return res.status
}

async function beacon(
  base: string,
  page: string,
  { ip, ua = CHROME, headers = {} }: { ip: string; ua?: string; headers?: Record<string, string> },
): Promise<number> {
  const res = await fetch(`${base}/api/visits`, {
    method: 'POST',
    headers: { origin: base, referer: `${base}${page}`, 'user-agent': ua, 'x-forwarded-for': ip, ...headers },
  })
  await res.arrayBuffer()
  return res.status
}

/** The day's visitor id the server gives this IP and user agent (once the day's salt exists). */
async function visitorOf(ip: string, ua = CHROME): Promise<string | undefined> {
  const { rows } = await pool.query<{ salt: Buffer }>(
    `SELECT "salt" FROM analytics_salts WHERE "day" = (now() AT TIME ZONE 'UTC')::date`,
  )
  return rows[0] ? visitorId(rows[0].salt, ip, ua).toString() : undefined
}

async function rowsOf(visitor: string | undefined): Promise<Row[]> {
  if (!visitor) return []
  const { rows } = await pool.query<Row>(
    'SELECT id::text, visitor::text, page, entry, landing_page, referrer_host, utm_source, utm_medium, utm_campaign FROM analytics_page_views WHERE visitor = $1 ORDER BY "at", id',
    [visitor],
  )
  return rows
}

/** Polls until the visitor has `count` stored page views (written by the flusher, not by the request). */
async function waitForRows(ip: string, count: number, ua = CHROME): Promise<Row[]> {
  for (let i = 0; i < 300; i++) {
    const rows = await rowsOf(await visitorOf(ip, ua))
    if (rows.length >= count) return rows
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${ip} never had ${count} page view(s) written`)
}

/** One of the built-in articles the seed publishes. */
const SEEDED_ARTICLE = '/blog/ppv-content-optimization'

const maxId = async () =>
  Number(
    (await pool.query<{ id: string | null }>('SELECT max(id)::text AS id FROM analytics_page_views')).rows[0]?.id ?? 0,
  )

describe('visit counting (server.ts, src/server/visits.ts)', () => {
  it('does not count bots, prefetches, router requests, staff, errors, files or private pages', async () => {
    const before = await maxId()
    const ip = newIp()
    const staff = await loginAs(server.url, 'Admin', 'e2e-admin-password')
    const statuses = [
      await view(server.url, '/about', {
        ip,
        ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      await view(server.url, '/about', {
        ip,
        ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      }),
      await view(server.url, '/about', { ip, headers: { 'sec-purpose': 'prefetch' } }),
      await view(server.url, '/about', { ip, headers: { purpose: 'prefetch' } }),
      await view(server.url, '/about', { ip, headers: { rsc: '1', 'next-router-prefetch': '1' } }),
      await view(server.url, '/about', { ip, headers: { rsc: '1', 'next-router-segment-prefetch': '/_tree' } }),
      // A client-side navigation's own request: its page is counted by the page's beacon instead.
      await view(server.url, '/about', { ip, headers: { rsc: '1' } }),
      await view(server.url, '/about', { ip, headers: { cookie: staff.cookie } }),
      await beacon(server.url, '/faq', { ip, headers: { cookie: staff.cookie } }),
      await beacon(server.url, '/faq', { ip, ua: 'curl/8.5.0' }),
      await view(server.url, '/no-such-page', { ip }),
      await view(server.url, '/about', { ip, headers: { accept: '*/*' } }),
      await view(server.url, '/robots.txt', { ip }),
      await view(server.url, '/admin/login', { ip }),
      await view(server.url, '/About', { ip }),
    ]
    // Router requests without a router state are redirected by Next: whatever they get, they are not counted.
    const router = expect.any(Number) as number
    expect(statuses).toEqual([200, 200, 200, 200, router, router, router, 200, 204, 204, 404, 200, 200, 200, 308])
    // One page view that counts, after all of them: once it is written, so would they have been.
    await view(server.url, '/contact', { ip })
    const rows = await waitForRows(ip, 1)
    expect(rows.map((row) => row.page)).toEqual(['/contact'])
    const { rows: all } = await pool.query<{ page: string }>('SELECT page FROM analytics_page_views WHERE id > $1', [
      before,
    ])
    expect(all.map((row) => row.page)).toEqual(['/contact'])
  })

  it('counts one visitor for the same IP and user agent, two for another user agent, and every page view (cached ones included)', async () => {
    const before = await maxId()
    const ip = newIp()
    for (let i = 0; i < 3; i++) expect(await view(server.url, '/', { ip })).toBe(200)
    expect(await view(server.url, '/', { ip, ua: FIREFOX })).toBe(200)
    await waitForRows(ip, 3)
    await waitForRows(ip, 1, FIREFOX)
    const { rows } = await pool.query<{ views: number; visitors: number }>(
      'SELECT count(*)::int AS views, count(DISTINCT visitor)::int AS visitors FROM analytics_page_views WHERE id > $1',
      [before],
    )
    expect(rows[0]).toEqual({ views: 4, visitors: 2 })
  })

  it('starts a visit from another site with its campaign, and the pages after it (and client-side navigations) keep its landing page', async () => {
    const ip = newIp()
    const landing = '/services/account-management?utm_source=newsletter&utm_medium=email&utm_campaign=visits-test'
    expect(await view(server.url, landing, { ip, headers: { referer: 'https://mail.example.org/inbox' } })).toBe(200)
    // Written before the next view arrives: the next one finds its visit in the database, as another process would.
    await waitForRows(ip, 1)
    expect(
      await view(server.url, '/about', { ip, headers: { referer: `${server.url}/services/account-management` } }),
    ).toBe(200)
    expect(await beacon(server.url, '/faq', { ip })).toBe(204)
    const rows = await waitForRows(ip, 3)
    const attribution = {
      landing_page: '/services/account-management',
      referrer_host: 'mail.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'visits-test',
    }
    expect(rows).toMatchObject([
      { page: '/services/account-management', entry: true, ...attribution },
      { page: '/about', entry: false, ...attribution },
      { page: '/faq', entry: false, ...attribution },
    ])
    // A typed address (no Referer) starts another visit.
    expect(await view(server.url, '/blog', { ip })).toBe(200)
    expect((await waitForRows(ip, 4))[3]).toMatchObject({
      page: '/blog',
      entry: true,
      landing_page: '/blog',
      referrer_host: null,
      utm_campaign: null,
    })
    const { rows: figures } = await pool.query(
      `SELECT page_views, visits, visitors FROM analytics_live_daily WHERE dimension = 'utm_campaign' AND value = 'visits-test'`,
    )
    expect(figures).toEqual([{ page_views: 3, visits: 1, visitors: 1 }])
  })

  it("counts a client-side navigation in a browser once, through the page's beacon", async () => {
    const ip = newIp()
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      const context = await browser.newContext({ userAgent: CHROME, extraHTTPHeaders: { 'x-forwarded-for': ip } })
      const page = await context.newPage()
      await page.goto(`${server.url}/`)
      // The launcher, which sends the beacon, mounts at the first idle moment.
      await page.locator('button[aria-controls="chat-window"]').waitFor()
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      const beaconSent = page.waitForResponse((response) => response.url() === `${server.url}/api/visits`)
      await page.locator('header a[href="/about"]').first().click()
      await page.waitForURL(`${server.url}/about`)
      expect((await beaconSent).status()).toBe(204)
      // A client-side navigation: the document (and so the marker) is still the first one.
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
      await context.close()
    } finally {
      await browser.close()
    }
    // A page view after it: once written, the navigation's would have been too (and any second count of it).
    await view(server.url, '/contact', { ip, headers: { referer: `${server.url}/about` } })
    const rows = await waitForRows(ip, 3)
    expect(rows.map((row) => [row.page, row.entry, row.landing_page])).toEqual([
      ['/', true, '/'],
      ['/about', false, '/'],
      ['/contact', false, '/'],
    ])
  })

  it('counts one address as a few clients, and beacons only for pages the site serves', async () => {
    // As found: 30 beacons from one address under 30 User-Agents, naming made-up pages and a <script> campaign,
    // counted 31 visitors and listed them all in the funnel.
    const ip = newIp()
    const before = await maxId()
    for (let i = 0; i < 30; i++)
      expect(
        await beacon(server.url, `/no-such-page-${i}?utm_campaign=%3Cscript%3Ealert(1)%3C/script%3E`, {
          ip,
          ua: `${CHROME} bot-${i}`,
        }),
      ).toBe(204)
    for (let i = 0; i < 30; i++) expect(await beacon(server.url, '/faq', { ip, ua: `${CHROME} ua-${i}` })).toBe(204)
    // The control: a page of the site from the address's first clients is counted (written by the next flush).
    await waitForRows(ip, 1, `${CHROME} ua-0`)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const agents = Array.from({ length: 30 }, (_, i) => [`${CHROME} bot-${i}`, `${CHROME} ua-${i}`]).flat()
    const visitors = await Promise.all(agents.map((ua) => visitorOf(ip, ua)))
    const { rows } = await pool.query<{ page: string; visitors: string; utm: string | null }>(
      `SELECT page, count(DISTINCT visitor)::text AS visitors, max(utm_campaign) AS utm FROM analytics_page_views
        WHERE id > $1 AND visitor::text = ANY($2::text[]) GROUP BY page`,
      [before, visitors],
    )
    expect(rows).toEqual([{ page: '/faq', visitors: '5', utm: null }])

    // A published post is a page the site serves (read from the CMS); a made-up one under /blog is not.
    const reader = newIp()
    expect(await beacon(server.url, '/blog/not-a-post', { ip: reader })).toBe(204)
    expect(await beacon(server.url, SEEDED_ARTICLE, { ip: reader })).toBe(204)
    expect((await waitForRows(reader, 1)).map((row) => row.page)).toEqual([SEEDED_ARTICLE])
  })

  it('answers a beacon of another site with 403 and counts nothing', async () => {
    const ip = newIp()
    const res = await fetch(`${server.url}/api/visits`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        referer: `${server.url}/faq`,
        'user-agent': CHROME,
        'x-forwarded-for': ip,
      },
    })
    expect(res.status).toBe(403)
    await view(server.url, '/contact', { ip })
    expect((await waitForRows(ip, 1)).map((row) => row.page)).toEqual(['/contact'])
  })
})

describe('visit counting across restarts', () => {
  it('writes what it holds on SIGTERM, loses only the unwritten counts on SIGKILL, and rolls closed days up', async () => {
    // A past day's raw page views and salt, as a process left them before midnight.
    const { rows: days } = await pool.query<{ day: string }>(
      `SELECT to_char((now() AT TIME ZONE 'UTC')::date - 3, 'YYYY-MM-DD') AS day`,
    )
    const past = days[0]!.day
    await pool.query(`INSERT INTO analytics_salts ("day", "salt") VALUES ($1, '\\x00')`, [past])
    await pool.query(
      `INSERT INTO analytics_page_views ("at", "day", "visitor", "page", "entry", "landing_page", "referrer_host", "utm_source")
       VALUES ($1::date + time '10:00', $1, 1, '/', true, '/', 'a.example', 'ads'), ($1::date + time '10:01', $1, 1, '/about', false, '/', 'a.example', 'ads'),
              ($1::date + time '11:00', $1, 2, '/blog', true, '/blog', NULL, NULL)`,
      [past],
    )

    // Written only every minute: what it holds is written by the graceful shutdown.
    const slow = productionEnv(db.uri, { TRUST_PROXY: '1', VISITS_FLUSH_MS: '60000' })
    let other = await spawnServer(slow)
    const graceful = newIp()
    expect(await view(other.url, '/faq', { ip: graceful })).toBe(200)
    expect(await view(other.url, '/contact', { ip: graceful })).toBe(200)
    expect(await rowsOf(await visitorOf(graceful))).toEqual([])
    expect((await other.stop('SIGTERM')).code).toBe(0)
    expect((await rowsOf(await visitorOf(graceful))).map((row) => row.page)).toEqual(['/faq', '/contact'])

    // The closed day was rolled up by a process's first flush: daily figures in, raw rows and salt out.
    const { rows: daily } = await pool.query(
      `SELECT dimension, value, page_views, visits, visitors FROM analytics_daily WHERE "day" = $1 ORDER BY dimension, value`,
      [past],
    )
    expect(daily).toEqual([
      { dimension: 'landing_page', value: '/', page_views: 2, visits: 1, visitors: 1 },
      { dimension: 'landing_page', value: '/blog', page_views: 1, visits: 1, visitors: 1 },
      { dimension: 'page', value: '/', page_views: 1, visits: 1, visitors: 1 },
      { dimension: 'page', value: '/about', page_views: 1, visits: 0, visitors: 1 },
      { dimension: 'page', value: '/blog', page_views: 1, visits: 1, visitors: 1 },
      { dimension: 'referrer_host', value: '', page_views: 1, visits: 1, visitors: 1 },
      { dimension: 'referrer_host', value: 'a.example', page_views: 2, visits: 1, visitors: 1 },
      { dimension: 'total', value: '', page_views: 3, visits: 2, visitors: 2 },
      { dimension: 'utm_campaign', value: '', page_views: 3, visits: 2, visitors: 2 },
      { dimension: 'utm_medium', value: '', page_views: 3, visits: 2, visitors: 2 },
      { dimension: 'utm_source', value: '', page_views: 1, visits: 1, visitors: 1 },
      { dimension: 'utm_source', value: 'ads', page_views: 2, visits: 1, visitors: 1 },
    ])
    expect(
      (await pool.query(`SELECT count(*)::int AS n FROM analytics_page_views WHERE "day" = $1`, [past])).rows[0],
    ).toEqual({ n: 0 })
    expect(
      (await pool.query(`SELECT count(*)::int AS n FROM analytics_salts WHERE "day" = $1`, [past])).rows[0],
    ).toEqual({ n: 0 })

    // Killed: the counts since the last write are lost, nothing else (the ones written stay, the process's start is
    // clean).
    other = await spawnServer(slow)
    const killed = newIp()
    expect(await view(other.url, '/faq', { ip: killed })).toBe(200)
    await other.stop('SIGKILL')
    expect(await rowsOf(await visitorOf(killed))).toEqual([])
    expect((await rowsOf(await visitorOf(graceful))).map((row) => row.page)).toEqual(['/faq', '/contact'])
  })
})
