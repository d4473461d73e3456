import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { BookingClickView } from '../../src/lib/bookings/clicks/schema'
import { bookingReport } from '../../src/lib/bookings/report'
import type { ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { ask, clientId, next, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

const ADMIN_PASSWORD = 'booking-clicks-admin-password'

let db: TestDatabase
let server: Site
let adminCookie: string
let pool: pg.Pool
const sockets = socketPool()

const click = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/booking-click`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const stored = async () =>
  (
    await pool.query<{ source: string; page: string; conversation_id: number | null }>(
      'SELECT source, page, conversation_id FROM booking_clicks ORDER BY id',
    )
  ).rows

beforeAll(async () => {
  server = await startSite('booking_clicks', { ADMIN_PASSWORD, CHAT_CONVERSATIONS_PER_IP: '1000' })
  db = server.db
  adminCookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  pool = new pg.Pool({ connectionString: db.uri, max: 2 })
})

afterAll(async () => {
  sockets.closeAll()
  await pool?.end()
  await server?.close()
})

afterEach(async () => {
  sockets.closeAll()
  await pool.query('DELETE FROM booking_clicks')
  // Each test starts with a fresh allowance.
  await pool.query(`DELETE FROM rate_limits WHERE key LIKE 'booking-click%'`)
})

describe('POST /api/booking-click', () => {
  it('counts a click with its source and page, tied to no one without a chat', async () => {
    const response = await click({ ref: 'hero', page: '/' })
    expect(response.status).toBe(201)
    expect(await stored()).toEqual([{ source: 'hero', page: '/', conversation_id: null }])
    // Even with consent and a visitor cookie: no conversation, nothing to tie it to.
    expect(
      (await click({ ref: 'nav', page: '/about', link: true }, { cookie: await visitorCookie(server.url) })).status,
    ).toBe(201)
    expect((await stored()).map((row) => row.conversation_id)).toEqual([null, null])
  })

  it('ties the click to the visitor’s open chat only with consent, and the agent sees it live', async () => {
    const cookie = await visitorCookie(server.url)
    const widget = await sockets.open(server.url, 'visitor', cookie)
    const sent = await ask<{ message: ChatMessageView; conversation: VisitorConversationView }>(widget, 'chat:send', {
      clientId: clientId(),
      message: 'Is the call really free?',
      identity: { name: 'Yara', email: 'yara@example.com' },
    })
    if (!sent.ok) throw new Error(sent.error)
    const conversationId = sent.data.conversation.id
    const console = await sockets.open(server.url, 'staff', adminCookie)

    expect((await click({ ref: 'services-closing', page: '/services/marketing' }, { cookie })).status).toBe(201)
    const heard = next<[BookingClickView]>(console, 'staff:booking-click')
    expect((await click({ ref: 'hero', page: '/services/marketing', link: true }, { cookie })).status).toBe(201)
    expect((await stored()).map((row) => row.conversation_id)).toEqual([null, conversationId])
    expect((await heard)[0]).toMatchObject({ conversationId, source: 'hero', page: '/services/marketing' })
    expect((await stored()).map((row) => row.conversation_id)).toEqual([null, conversationId])

    const context = await ask<{ bookingClicks: BookingClickView[] }>(console, 'staff:context', { conversationId })
    if (!context.ok) throw new Error(context.error)
    expect(context.data.bookingClicks.map((c) => c.source)).toEqual(['hero'])
    // The visitor's own socket hears nothing of it.
    const widgetEvents: string[] = []
    widget.onAny((event: string) => widgetEvents.push(event))
    const third = next(console, 'staff:booking-click')
    expect((await click({ ref: 'nav', page: '/', link: true }, { cookie })).status).toBe(201)
    await third
    expect(widgetEvents).toEqual([])
  })

  it('refuses foreign origins, other body types, malformed and oversized input, and writes nothing', async () => {
    expect((await click({ ref: 'hero', page: '/' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await click('ref=hero', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    const bad = [
      '{not json',
      { ref: 'Hero!', page: '/' },
      { ref: 'hero', page: 'https://evil.example/' },
      { ref: 'hero', page: '//evil.example' },
      { ref: 'hero', page: '/\u0000' },
      { ref: 'hero', page: '/', link: 'yes' },
      { ref: 'hero', page: '/', extra: 1 },
      { ref: 'x'.repeat(61), page: '/' },
      { ref: 'hero', page: '/', reference: 'not-hex' },
      { ref: 'hero', page: '/', reference: 'ABCDEF0123456789ABCDEF0123456789' },
      { ref: 'hero', page: '/', reference: 1 },
      { ref: 'hero', page: '/', landing: { path: 'https://evil.example/', referrer: null, utm: {} } },
      { ref: 'hero', page: '/', landing: { path: '/', referrer: 'evil.example/path', utm: {} } },
      { ref: 'hero', page: '/', landing: { path: '/', referrer: null, utm: { source: 'x'.repeat(101) } } },
      { ref: 'hero', page: '/', landing: { path: '/', referrer: null, utm: { campaign: 'a\ud800' } } },
      { ref: 'hero', page: '/', landing: { path: '/', referrer: null, utm: { visitorId: 'v1' } } },
      { ref: 'hero', page: '/', firstTouch: { landingPage: '/' } },
      [],
      null,
    ]
    for (const body of bad) expect((await click(body)).status, JSON.stringify(body)).toBe(400)
    expect((await click({ ref: 'hero', page: `/${'a'.repeat(3000)}` })).status).toBe(413)
    expect(await stored()).toEqual([])
  })

  it('stops counting one connection after 30 clicks in ten minutes', async () => {
    const answers = []
    for (let i = 0; i < 32; i++) answers.push((await click({ ref: 'hero', page: '/' })).status)
    expect(answers.filter((status) => status === 201)).toHaveLength(30)
    expect(answers.slice(30)).toEqual([429, 429])
    expect(await stored()).toHaveLength(30)
  })

  it('is readable by chat staff only, and written by nobody through the API', async () => {
    expect((await fetch(`${server.url}/api/booking-clicks`)).status).toBe(403)
    expect(
      (await fetch(`${server.url}/api/booking-clicks`, { headers: { origin: server.url, cookie: adminCookie } }))
        .status,
    ).toBe(200)
    const forged = await fetch(`${server.url}/api/booking-clicks`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ source: 'hero', page: '/' }),
    })
    expect(forged.status).toBe(403)
  })
})

describe('bookings report', () => {
  it('counts clicks per week by source and by page over the range, and what the range’s chats went on to do, on seeded data', async () => {
    // Only this test's rows: other tests' chats would count as started in the range.
    await pool.query('DELETE FROM bookings; DELETE FROM chat_messages; DELETE FROM chat_conversations')
    // Wednesday 28 October to Thursday 26 November 2026: 30 whole days, five Monday weeks (the first cut short).
    const range = { from: '2026-10-28', to: '2026-11-26' }
    const at = (iso: string) => new Date(iso)
    const { rows } = await pool.query<{ id: number; created_at: Date }>(
      `INSERT INTO chat_conversations (visitor_id, visitor_name, status, created_at, updated_at)
       VALUES ('r1', 'A', 'closed', $1, $1), ('r2', 'B', 'closed', $2, $2), ('r3', 'C', 'closed', $3, $3), ('r4', 'D', 'closed', $4, $4)
       RETURNING id, created_at`,
      [at('2026-11-20T10:00:00Z'), at('2026-11-25T10:00:00Z'), at('2026-11-26T09:00:00Z'), at('2026-09-01T10:00:00Z')],
    )
    const [c1, c2, c3, c4] = rows.map((row) => row.id)
    const clicks: [string, string, string, number | null][] = [
      ['hero', '/', '2026-11-26T08:00:00Z', null],
      ['hero', '/', '2026-11-26T11:59:00Z', c2!],
      ['nav', '/about', '2026-11-26T10:00:00Z', null],
      ['hero', '/', '2026-11-25T23:59:59Z', null],
      ['footer', '/faq', '2026-11-24T00:00:00Z', null],
      ['hero', '/services', '2026-11-26T09:30:00Z', c3!],
      // Before its conversation started: does not count as followed.
      ['nav', '/blog', '2026-11-20T09:00:00Z', c1!],
      ['blog-pricing', '/blog/pricing', '2026-11-16T12:00:00Z', null],
      // A conversation from long ago, clicked again in the range: not one of the range's chats.
      ['hero', '/', '2026-11-26T07:00:00Z', c4!],
      // The range's last day counts to its end; the next day and the day before its first do not.
      ['hero', '/', '2026-11-26T23:59:59Z', null],
      ['hero', '/', '2026-11-27T00:00:00Z', null],
      ['nav', '/', '2026-10-27T23:59:59Z', null],
    ]
    for (const [source, page, created, conversation] of clicks) {
      await pool.query(
        `INSERT INTO booking_clicks (source, page, conversation_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
        [source, page, conversation, created],
      )
    }
    // c2 booked a call; c3's call was cancelled; c1 only has the old row Calendly keeps after a reschedule.
    for (const [id, provider, status, conversation] of [
      ['b1', 'calendly', 'booked', c2],
      ['b2', 'cal-com', 'cancelled', c3],
      ['b3', 'calendly', 'rescheduled', c1],
    ] as const) {
      await pool.query(
        `INSERT INTO bookings (provider, provider_booking_id, status, starts_at, invitee_name, invitee_email, conversation_id, created_at, updated_at)
         VALUES ($1, $2, $3, '2026-12-01T10:00:00Z', 'I', 'i@example.com', $4, '2026-11-26T12:00:00Z', '2026-11-26T12:00:00Z')`,
        [provider, id, status, conversation],
      )
    }

    const report = await bookingReport(pool, range)
    expect(report.weeks.map((week) => week.start)).toEqual([
      '2026-11-23',
      '2026-11-16',
      '2026-11-09',
      '2026-11-02',
      '2026-10-26',
    ])
    expect(report.weeks[0]).toEqual({ start: '2026-11-23', total: 8, bySource: { hero: 6, nav: 1, footer: 1 } })
    expect(report.weeks[1]).toEqual({ start: '2026-11-16', total: 2, bySource: { nav: 1, 'blog-pricing': 1 } })
    expect(report.weeks[4]).toEqual({ start: '2026-10-26', total: 0, bySource: {} })

    expect(report.sources).toEqual(['hero', 'nav', 'blog-pricing', 'footer'])
    expect(report.pages).toEqual([
      { page: '/', clicks: 5 },
      { page: '/about', clicks: 1 },
      { page: '/blog', clicks: 1 },
      { page: '/blog/pricing', clicks: 1 },
      { page: '/faq', clicks: 1 },
      { page: '/services', clicks: 1 },
    ])
    // One population, the three chats started in the range: shares of them, never more than all of them.
    expect(report.conversations).toEqual({ started: 3, followedByClick: 2, followedByBooking: 1, cancelled: 1 })

    // Another range moves every figure: only the 16th to the 22nd.
    const week = await bookingReport(pool, { from: '2026-11-16', to: '2026-11-22' })
    expect(week.weeks).toEqual([{ start: '2026-11-16', total: 2, bySource: { nav: 1, 'blog-pricing': 1 } }])
    expect(week.conversations).toEqual({ started: 1, followedByClick: 0, followedByBooking: 0, cancelled: 0 })
  })
})
