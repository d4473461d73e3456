/**
 * A booking joins the click it came from: the browser puts a reference in the booking link, the
 * scheduler hands it back in its signed webhook (Calendly's tracking.utm_content, Cal.com's
 * metadata.reference), and the booking takes the click's source, page, first touch and
 * conversation, which the chat console shows live. First touch also reaches conversations and
 * contact messages; "Delete visitor data" deletes the visitor's bookings.
 */
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { signCalCom, signCalendly } from '../../src/lib/bookings/confirmed/signature'
import type { BookingView } from '../../src/lib/bookings/confirmed/view'
import type { ChatMessageView, StaffConversationView, VisitorConversationView } from '../../src/lib/chat/types'
import { ask, clientId, next, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { loginAs } from '../support/login'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

const ADMIN_PASSWORD = 'booking-joins-admin copper lantern'
const CALENDLY_KEY = 'calendly-signing-key-for-join-tests-0123'
const CAL_COM_KEY = 'cal-com-webhook-secret-for-join-tests-987'

let db: TestDatabase
let server: Site
let adminCookie: string
let pool: pg.Pool
const sockets = socketPool()

const newReference = () => randomBytes(16).toString('hex')
let invitees = 0

/** Calendly's invitee webhook payload, as its documentation shows it. */
function calendlyDelivery(
  event: 'invitee.created' | 'invitee.canceled',
  tracking: Record<string, string | null>,
  extra: Record<string, unknown> = {},
): string {
  const uri =
    (extra.uri as string | undefined) ?? `https://api.calendly.com/scheduled_events/EVT/invitees/INV${++invitees}`
  return JSON.stringify({
    created_at: '2026-11-26T17:51:19.000000Z',
    created_by: 'https://api.calendly.com/users/AAAAAAAAAAAAAAAA',
    event,
    payload: {
      email: 'zoe@example.com',
      name: 'Zoë Creator',
      new_invitee: null,
      old_invitee: null,
      rescheduled: false,
      status: event === 'invitee.canceled' ? 'canceled' : 'active',
      timezone: 'Europe/London',
      tracking: {
        utm_campaign: null,
        utm_source: null,
        utm_medium: null,
        utm_content: null,
        utm_term: null,
        salesforce_uuid: null,
        ...tracking,
      },
      scheduled_event: {
        uri: 'https://api.calendly.com/scheduled_events/EVT',
        name: 'Strategy call',
        start_time: '2026-12-03T15:00:00.000000Z',
        end_time: '2026-12-03T15:30:00.000000Z',
      },
      ...extra,
      uri,
    },
  })
}

/** Cal.com's booking webhook payload, as its documentation shows it. */
function calComDelivery(triggerEvent: string, payload: Record<string, unknown>): string {
  return JSON.stringify({
    triggerEvent,
    createdAt: '2026-11-26T09:30:00.538Z',
    payload: {
      type: 'strategy-call',
      title: 'Strategy call',
      startTime: '2026-12-04T10:00:00Z',
      endTime: '2026-12-04T10:30:00Z',
      organizer: {
        id: 5,
        name: 'Northstar',
        email: 'team@example.com',
        timeZone: 'Europe/London',
        language: { locale: 'en' },
      },
      attendees: [
        { email: 'sam@example.com', name: 'Sam Stream', timeZone: 'Europe/Paris', language: { locale: 'fr' } },
      ],
      uid: `cal-${++invitees}`,
      status: 'ACCEPTED',
      ...payload,
    },
  })
}

const deliver = (provider: 'calendly' | 'cal-com', body: string) =>
  fetch(`${server.url}/api/bookings/webhook/${provider}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(provider === 'calendly'
        ? { 'calendly-webhook-signature': signCalendly(CALENDLY_KEY, body, new Date()) }
        : { 'x-cal-signature-256': signCalCom(CAL_COM_KEY, body) }),
    },
    body,
  })

const click = (body: unknown, cookie?: string) =>
  fetch(`${server.url}/api/booking-click`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })

type BookingRow = {
  id: number
  status: string
  click_id: number | null
  conversation_id: number | null
  source: string | null
  page: string | null
  first_touch_landing_page: string | null
  first_touch_referrer_host: string | null
  first_touch_utm_source: string | null
  first_touch_utm_campaign: string | null
}
const bookings = async () =>
  (
    await pool.query<BookingRow>(
      'SELECT id, status, click_id, conversation_id, source, page, first_touch_landing_page, first_touch_referrer_host, first_touch_utm_source, first_touch_utm_campaign FROM bookings ORDER BY id',
    )
  ).rows

const data = <T>(ack: { ok: true; data: T } | { ok: false; error: string }): T => {
  if (!ack.ok) throw new Error(ack.error)
  return ack.data
}

/** A visitor with an open chat (started with their e-mail), and the landing their widget reported. */
async function visitorWithChat(email = 'zoe@example.com') {
  const cookie = await visitorCookie(server.url)
  const widget = await sockets.open(server.url, 'visitor', cookie)
  const sent = data(
    await ask<{ message: ChatMessageView; conversation: VisitorConversationView }>(widget, 'chat:send', {
      clientId: clientId(),
      message: 'Can we talk about my launch?',
      identity: { name: 'Zoë', email },
    }),
  )
  data(
    await ask(widget, 'chat:context', {
      page: '/services',
      landing: { path: '/', referrer: 'news.example', utm: { source: 'news', campaign: 'launch' } },
    }),
  )
  return { cookie, widget, conversationId: sent.conversation.id }
}

beforeAll(async () => {
  server = await startSite('booking_joins', { ADMIN_PASSWORD, CHAT_CONVERSATIONS_PER_IP: '1000' })
  db = server.db
  const admin = await loginAs(server.url, 'admin', ADMIN_PASSWORD)
  adminCookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
  pool = new pg.Pool({ connectionString: db.uri, max: 2 })
  const saved = await fetch(`${server.url}/api/globals/site-settings`, {
    method: 'POST',
    headers: { authorization: admin.authorization, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ newCalendlyWebhookSecret: CALENDLY_KEY, newCalComWebhookSecret: CAL_COM_KEY }),
  })
  expect(saved.status, await saved.clone().text()).toBe(200)
}, 180_000)

afterAll(async () => {
  sockets.closeAll()
  await pool?.end()
  await server?.close()
})

afterEach(async () => {
  sockets.closeAll()
  await pool.query(
    `DELETE FROM bookings; DELETE FROM booking_clicks; DELETE FROM rate_limits WHERE key LIKE 'booking-click%' OR key LIKE 'contact%'`,
  )
})

describe('a booking and its click', () => {
  it('joins the click’s source, page, campaign and conversation; the console shows it live and the outcome becomes booked', async () => {
    const { cookie, conversationId } = await visitorWithChat()
    // The conversation took its first touch from the landing the widget reported.
    const { rows: conversations } = await pool.query(
      'SELECT first_touch_landing_page, first_touch_referrer_host, first_touch_utm_source, first_touch_utm_campaign FROM chat_conversations WHERE id = $1',
      [conversationId],
    )
    expect(conversations[0]).toEqual({
      first_touch_landing_page: '/',
      first_touch_referrer_host: 'news.example',
      first_touch_utm_source: 'news',
      first_touch_utm_campaign: 'launch',
    })

    const reference = newReference()
    const landing = { path: '/', referrer: 'news.example', utm: { source: 'news', campaign: 'launch' } }
    expect((await click({ ref: 'chat', page: '/services', link: true, reference, landing }, cookie)).status).toBe(201)
    // The same beacon again (a retry, or a replay): no second row.
    const again = await click({ ref: 'hero', page: '/', link: true, reference, landing }, cookie)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ duplicate: true })
    const { rows: clicks } = await pool.query(
      'SELECT id, source, reference, first_touch_utm_campaign FROM booking_clicks',
    )
    expect(clicks).toEqual([{ id: expect.any(Number), source: 'chat', reference, first_touch_utm_campaign: 'launch' }])

    const console = await sockets.open(server.url, 'staff', adminCookie)
    const heardBooking = next<[BookingView]>(console, 'staff:booking')
    const heardOutcome = next<[StaffConversationView]>(
      console,
      'staff:conversation',
      10_000,
      (c) => c.id === conversationId,
    )
    const created = await deliver(
      'calendly',
      calendlyDelivery(
        'invitee.created',
        { utm_content: reference, utm_source: 'news', utm_campaign: 'launch' },
        { uri: 'https://api.calendly.com/scheduled_events/EVT/invitees/JOINED' },
      ),
    )
    expect(created.status, await created.clone().text()).toBe(201)

    const [row] = await bookings()
    expect(row).toEqual({
      id: expect.any(Number),
      status: 'booked',
      click_id: clicks[0].id,
      conversation_id: conversationId,
      source: 'chat',
      page: '/services',
      first_touch_landing_page: '/',
      first_touch_referrer_host: 'news.example',
      first_touch_utm_source: 'news',
      first_touch_utm_campaign: 'launch',
    })
    expect((await heardBooking)[0]).toMatchObject({
      id: row!.id,
      conversationId,
      state: 'booked',
      startsAt: '2026-12-03T15:00:00.000Z',
      source: 'chat',
      campaign: 'launch',
    })
    expect((await heardOutcome)[0].outcome).toBe('booked')
    const context = data(await ask<{ bookings: BookingView[] }>(console, 'staff:context', { conversationId }))
    expect(context.bookings.map((b) => [b.id, b.state])).toEqual([[row!.id, 'booked']])

    // Cancelled: the console hears it, the booking keeps its joins, and the outcome follows (no call stands now).
    const heardCancel = next<[BookingView]>(console, 'staff:booking')
    const heardFollowUp = next<[StaffConversationView]>(
      console,
      'staff:conversation',
      10_000,
      (c) => c.id === conversationId && c.outcome !== 'booked',
    )
    const cancelled = await deliver(
      'calendly',
      calendlyDelivery(
        'invitee.canceled',
        { utm_content: reference },
        { uri: 'https://api.calendly.com/scheduled_events/EVT/invitees/JOINED' },
      ),
    )
    expect(cancelled.status).toBe(200)
    expect((await heardCancel)[0]).toMatchObject({ id: row!.id, state: 'cancelled' })
    expect((await bookings())[0]).toMatchObject({
      status: 'cancelled',
      click_id: clicks[0].id,
      conversation_id: conversationId,
      source: 'chat',
    })
    expect((await heardFollowUp)[0].outcome).toBe('follow-up')
    const outcome = await pool.query('SELECT outcome FROM chat_conversations WHERE id = $1', [conversationId])
    expect(outcome.rows[0].outcome).toBe('follow-up')
  })

  it('keeps an outcome staff already set, and a Cal.com reschedule keeps the joins', async () => {
    const { cookie, conversationId } = await visitorWithChat('sam@example.com')
    const console = await sockets.open(server.url, 'staff', adminCookie)
    data(await ask(console, 'staff:outcome', { conversationId, outcome: 'follow-up' }))
    const reference = newReference()
    expect(
      (
        await click(
          {
            ref: 'hero',
            page: '/about',
            link: true,
            reference,
            landing: { path: '/blog/pricing', referrer: null, utm: { campaign: 'winter' } },
          },
          cookie,
        )
      ).status,
    ).toBe(201)

    const heard = next<[BookingView]>(console, 'staff:booking')
    const body = calComDelivery('BOOKING_CREATED', {
      uid: 'cal-joined',
      metadata: { reference, ref: 'hero', videoCallUrl: 'https://cal.example.com/v/1' },
    })
    expect((await deliver('cal-com', body)).status).toBe(201)
    expect((await heard)[0]).toMatchObject({
      conversationId,
      state: 'booked',
      source: 'hero',
      page: '/about',
      campaign: 'winter',
    })
    const outcome = await pool.query('SELECT outcome FROM chat_conversations WHERE id = $1', [conversationId])
    expect(outcome.rows[0].outcome).toBe('follow-up')

    const moved = next<[BookingView]>(console, 'staff:booking')
    const reschedule = calComDelivery('BOOKING_RESCHEDULED', {
      uid: 'cal-joined-2',
      rescheduleUid: 'cal-joined',
      startTime: '2026-12-08T11:00:00Z',
      metadata: {},
    })
    expect((await deliver('cal-com', reschedule)).status).toBe(200)
    expect((await moved)[0]).toMatchObject({
      conversationId,
      state: 'rescheduled',
      startsAt: '2026-12-08T11:00:00.000Z',
      campaign: 'winter',
    })
    expect(await bookings()).toEqual([
      expect.objectContaining({
        status: 'rescheduled',
        conversation_id: conversationId,
        source: 'hero',
        page: '/about',
        first_touch_landing_page: '/blog/pricing',
      }),
    ])
  })

  it('joins nothing for an unknown or forged reference, and keeps the campaign the scheduler reported', async () => {
    const { cookie, conversationId } = await visitorWithChat()
    expect((await click({ ref: 'chat', page: '/', link: true, reference: newReference() }, cookie)).status).toBe(201)
    for (const forged of [newReference(), 'not-a-reference', "' OR 1=1 --"]) {
      expect(
        (
          await deliver(
            'calendly',
            calendlyDelivery('invitee.created', { utm_content: forged, utm_source: 'partner', utm_campaign: 'spring' }),
          )
        ).status,
      ).toBe(201)
    }
    expect(
      (
        await deliver(
          'cal-com',
          calComDelivery('BOOKING_CREATED', { metadata: { reference: newReference(), utm_source: 'youtube' } }),
        )
      ).status,
    ).toBe(201)
    const rows = await bookings()
    expect(rows).toHaveLength(4)
    for (const row of rows)
      expect(row).toMatchObject({
        click_id: null,
        conversation_id: null,
        source: null,
        page: null,
        first_touch_landing_page: null,
      })
    expect(rows.map((row) => row.first_touch_utm_source)).toEqual(['partner', 'partner', 'partner', 'youtube'])
    expect(rows[0]!.first_touch_utm_campaign).toBe('spring')
    const outcome = await pool.query('SELECT outcome FROM chat_conversations WHERE id = $1', [conversationId])
    expect(outcome.rows[0].outcome).toBeNull()
  })
})

describe('Delete visitor data', () => {
  it('deletes the bookings joined to the visitor’s conversations and those under their e-mail, and the audit log records them', async () => {
    const { cookie, conversationId } = await visitorWithChat('Bo@Example.com')
    const reference = newReference()
    expect((await click({ ref: 'chat', page: '/', link: true, reference }, cookie)).status).toBe(201)
    expect(
      (
        await deliver(
          'calendly',
          calendlyDelivery('invitee.created', { utm_content: reference }, { email: 'someone.else@example.com' }),
        )
      ).status,
    ).toBe(201)
    // Booked without the link's reference, under the address they gave in the chat.
    expect(
      (
        await deliver(
          'cal-com',
          calComDelivery('BOOKING_CREATED', { attendees: [{ email: 'bo@example.com', name: 'Bo' }] }),
        )
      ).status,
    ).toBe(201)
    // Someone else's booking stays.
    expect(
      (
        await deliver(
          'cal-com',
          calComDelivery('BOOKING_CREATED', { attendees: [{ email: 'other@example.com', name: 'Other' }] }),
        )
      ).status,
    ).toBe(201)
    const before = await bookings()
    expect(before.map((row) => row.conversation_id)).toEqual([conversationId, null, null])

    const console = await sockets.open(server.url, 'staff', adminCookie)
    expect(data(await ask<number[]>(console, 'staff:delete-visitor', { conversationId }))).toEqual([conversationId])
    expect((await bookings()).map((row) => row.id)).toEqual([before[2]!.id])
    const audit = await pool.query<{ target_id: string; label: string }>(
      `SELECT target_id, label FROM audit_log WHERE target_collection = 'bookings' ORDER BY target_id`,
    )
    expect(audit.rows.map((row) => row.target_id).sort()).toEqual([String(before[0]!.id), String(before[1]!.id)].sort())
    for (const row of audit.rows) expect(row.label).toMatch(/^booking, booked, from \d{4}-\d{2}-\d{2}$/)
  })
})

describe('first touch on contact messages', () => {
  const message = {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Launch',
    message: 'Tell me more about management.',
    website: '',
  }
  const send = (body: unknown) =>
    fetch(`${server.url}/api/send-contact-email`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('stores the first touch sent with the message, and drops one that does not pass without losing the message', async () => {
    expect(
      (
        await send({
          ...message,
          firstTouch: {
            landingPage: '/blog/launch',
            referrerHost: 'News.Example',
            utmSource: 'news',
            utmMedium: 'email',
            utmCampaign: 'launch',
          },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await send({
          ...message,
          subject: 'Second',
          firstTouch: { landingPage: 'https://evil.example/', utmSource: 'x'.repeat(500) },
        })
      ).status,
    ).toBe(200)
    const { rows } = await pool.query(
      `SELECT subject, first_touch_landing_page, first_touch_referrer_host, first_touch_utm_source, first_touch_utm_medium, first_touch_utm_campaign FROM contact_messages WHERE subject IN ('Launch', 'Second') ORDER BY id`,
    )
    expect(rows).toEqual([
      {
        subject: 'Launch',
        first_touch_landing_page: '/blog/launch',
        first_touch_referrer_host: 'news.example',
        first_touch_utm_source: 'news',
        first_touch_utm_medium: 'email',
        first_touch_utm_campaign: 'launch',
      },
      {
        subject: 'Second',
        first_touch_landing_page: null,
        first_touch_referrer_host: null,
        first_touch_utm_source: null,
        first_touch_utm_medium: null,
        first_touch_utm_campaign: null,
      },
    ])
  })
})
