import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addDays, utcDay } from '../../src/lib/reports/funnel-range'
import { staffCookie } from '../support/chat-clients'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

/** GET /api/reports/funnel on the production server: who may read it, what it refuses, JSON and CSV. */
const ADMIN_PASSWORD = 'funnel-endpoint-admin-pw'

let db: TestDatabase
let server: Site
const cookies: Record<'admin' | 'support' | 'editor', string> = { admin: '', support: '', editor: '' }

// Signed in by cookie as a page of the site would be (Payload takes the cookie from the site's own origin only).
const get = (query: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/reports/funnel${query}`, {
    headers: cookie ? { cookie, origin: server.url, ...headers } : headers,
  })

beforeAll(async () => {
  server = await startSite('funnel_endpoint', { ADMIN_PASSWORD })
  db = server.db
  cookies.admin = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  for (const role of ['support', 'editor'] as const) {
    const created = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies.admin },
      body: JSON.stringify({ username: `funnel-${role}`, password: `${role}-password-1`, role }),
    })
    expect(created.status).toBe(201)
    cookies[role] = await staffCookie(server.url, `funnel-${role}`, `${role}-password-1`)
  }
  // Yesterday's visitors (rolled up) and today's click and booking, whose first touch is text a
  // spreadsheet would run as a formula.
  const client = new pg.Client({ connectionString: db.uri })
  await client.connect()
  try {
    const yesterday = addDays(utcDay(new Date()), -1)
    await client.query(
      `INSERT INTO analytics_daily VALUES ($1, 'total', '', 90, 50, 40), ($1, 'utm_campaign', '=1+1', 30, 20, 20)`,
      [yesterday],
    )
    await client.query(
      `INSERT INTO booking_clicks (source, page, first_touch_utm_campaign, first_touch_referrer_host) VALUES ('hero', '/', '=1+1', '@evil.example')`,
    )
    await client.query(
      `INSERT INTO bookings (provider, provider_booking_id, status, starts_at, invitee_name, invitee_email, source, page, first_touch_utm_campaign)
       VALUES ('calendly', 'https://api.calendly.com/invitees/1', 'booked', now() + interval '2 days', 'Invitee', 'invitee@example.com', '-cmd', '/', '=1+1')`,
    )
  } finally {
    await client.end()
  }
}, 180_000)

afterAll(async () => {
  await server?.close()
})

describe('GET /api/reports/funnel', () => {
  it('is for admins: 401 without a session, 403 for support and editors', async () => {
    const anonymous = await get('')
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
    expect(await anonymous.json()).toEqual({ message: expect.stringMatching(/Sign in/) })
    for (const role of ['support', 'editor'] as const) {
      const refused = await get('', cookies[role])
      expect(refused.status, role).toBe(403)
      expect(await refused.text(), role).not.toMatch(/visitors/)
    }
    expect((await get('?format=csv', cookies.support)).status).toBe(403)
    // An admin's cookie sent by another site's page is not a session.
    expect((await get('', cookies.admin, { origin: 'https://evil.example' })).status).toBe(401)
  })

  it('takes an admin’s token in the Authorization header, as a script pulling the figures would send it', async () => {
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    expect((await get('', undefined, { authorization: `JWT ${token}` })).status).toBe(200)
    expect((await get('', undefined, { authorization: 'JWT not-a-token' })).status).toBe(401)
  })

  it('answers the last 30 days by default, as JSON that is never cached', async () => {
    const response = await get('', cookies.admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as {
      range: { from: string; to: string; days: number }
      totals: Record<string, unknown>
      weeks: unknown[]
      days: { day: string }[]
      breakdowns: Record<string, { value: string; clicks: number; booked: number }[]>
    }
    const today = utcDay(new Date())
    expect(body.range).toEqual({ from: addDays(today, -29), to: today, days: 30 })
    expect(body.totals).toEqual({
      visitors: 40,
      conversations: 0,
      clicks: 1,
      booked: 1,
      cancelled: 0,
      // Each per visitor of the same days: no rate against the step before, which read as 200 % when clicks outnumbered chats.
      rates: { conversations: 0, clicks: 0.025, booked: 0.025 },
    })
    expect(body.weeks.length).toBeGreaterThanOrEqual(5)
    expect(body.days).toHaveLength(30)
    expect(body.days.at(-1)).toMatchObject({ day: today })
    expect(body.breakdowns.utm_campaign).toEqual([
      { value: '=1+1', visitors: 20, conversations: 0, clicks: 1, booked: 1, cancelled: 0 },
    ])
    expect(body.breakdowns.link_source).toEqual([
      { value: '-cmd', visitors: null, conversations: null, clicks: 0, booked: 1, cancelled: 0 },
      { value: 'hero', visitors: null, conversations: null, clicks: 1, booked: 0, cancelled: 0 },
    ])
    // Days without anything in them: zeros, not an error.
    const past = await get('?from=2020-01-01&to=2020-01-31', cookies.admin)
    expect(past.status).toBe(200)
    expect(((await past.json()) as { totals: { visitors: number } }).totals.visitors).toBe(0)
  })

  it('refuses bad dates and ranges with 400 and a reason', async () => {
    const cases: [string, RegExp][] = [
      ['?from=2026-13-01', /from: must be a date/],
      ['?to=2026-02-30', /to: must be a date/],
      ['?from=yesterday', /from: must be a date/],
      ['?from=9999-12-31&to=9999-12-31', /from: must be a date.*; to: must be a date/],
      // The REST guard in front of every /api route refuses a NUL character first, in its own shape.
      ['?from=2026-11-01%00', /NUL character/],
      [`?from=${'9'.repeat(5000)}`, /from: must be a date/],
      ['?from=2026-11-02&to=2026-11-01', /from must not be after to/],
      ['?from=2024-01-01&to=2026-01-01', /at most 366/],
      ['?from=2026-11-01&from=2026-11-02', /from: give it once/],
      ['?format=xlsx', /format: must be json or csv/],
    ]
    for (const [query, reason] of cases) {
      const response = await get(query, cookies.admin)
      expect(response.status, query).toBe(400)
      expect(response.headers.get('cache-control'), query).toBe('no-store')
      const body = (await response.json()) as { message?: string; errors?: { message: string }[] }
      expect(body.message ?? body.errors?.[0]?.message, query).toMatch(reason)
    }
  })

  it('sends a CSV download whose text cannot run as a spreadsheet formula', async () => {
    const today = utcDay(new Date())
    const response = await get(`?from=${addDays(today, -6)}&to=${today}&format=csv`, cookies.admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="funnel-${addDays(today, -6)}-to-${today}.csv"`,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe(
      'section,value,title,from,to,visitors,chats,booking clicks,calls booked,cancelled,chats per visitor,booking clicks per visitor,calls booked per visitor',
    )
    expect(lines[1]).toBe(`total,,,${addDays(today, -6)},${today},40,0,1,1,0,0,0.025,0.025`)
    expect(lines).toContain(`campaign,'=1+1,,${addDays(today, -6)},${today},20,0,1,1,0`)
    expect(lines).toContain(`referrer,'@evil.example,,${addDays(today, -6)},${today},0,0,1,0,0`)
    expect(lines).toContain(`booking link,'-cmd,,${addDays(today, -6)},${today},,,0,1,0`)
    expect(lines.filter((line) => /(^|,)[=+\-@]/.test(line))).toEqual([])
  })
})
