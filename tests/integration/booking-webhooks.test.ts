/**
 * Calendly and Cal.com report booked calls to the production server in signed webhooks: each
 * delivery in the provider's documented shape is stored once, and anything forged, replayed, stale
 * or malformed is refused with a reason and writes nothing.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { up as keepTrackingKeys } from '../../migrations/20261129_013000_booking_tracking_kept'
import { BOOKING_WEBHOOK_BODY_LIMIT } from '../../src/lib/bookings/confirmed/endpoint'
import { signCalCom, signCalendly } from '../../src/lib/bookings/confirmed/signature'
import { loginAs, type Session } from '../support/login'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ADMIN_PASSWORD = 'booking-webhooks-admin copper lantern'
const CALENDLY_KEY = 'calendly-signing-key-for-tests-0123456789'
const CAL_COM_KEY = 'cal-com-webhook-secret-for-tests-98765'

let db: TestDatabase
let server: Site
let admin: Session
let pool: pg.Pool

type Row = {
  provider: string
  provider_booking_id: string
  status: string
  starts_at: Date
  invitee_name: string
  invitee_email: string
  tracking: unknown
}
const stored = async () =>
  (
    await pool.query<Row>(
      'SELECT provider, provider_booking_id, status, starts_at, invitee_name, invitee_email, tracking FROM bookings ORDER BY id',
    )
  ).rows

const post = (provider: 'calendly' | 'cal-com', body: string, headers: Record<string, string>) =>
  fetch(`${server.url}/api/bookings/webhook/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

const calendly = (body: string, at = new Date(), key = CALENDLY_KEY) =>
  post('calendly', body, { 'calendly-webhook-signature': signCalendly(key, body, at) })
const calCom = (body: string, key = CAL_COM_KEY) =>
  post('cal-com', body, { 'x-cal-signature-256': signCalCom(key, body) })

const INVITEE_URI = 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AAAAAAAAAAAAAAAA'

/** Calendly's invitee webhook payload, as its documentation shows it. */
function calendlyDelivery(event: string, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    created_at: '2026-11-20T17:51:19.000000Z',
    created_by: 'https://api.calendly.com/users/AAAAAAAAAAAAAAAA',
    event,
    payload: {
      cancel_url: 'https://calendly.com/cancellations/AAAAAAAAAAAAAAAA',
      created_at: '2026-11-20T17:51:18.327602Z',
      email: 'zoe@example.com',
      event: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2',
      first_name: null,
      last_name: null,
      name: 'Zoë Creator',
      new_invitee: null,
      old_invitee: null,
      questions_and_answers: [],
      reschedule_url: 'https://calendly.com/reschedulings/AAAAAAAAAAAAAAAA',
      rescheduled: false,
      status: event === 'invitee.canceled' ? 'canceled' : 'active',
      text_reminder_number: null,
      timezone: 'Europe/London',
      tracking: {
        utm_campaign: 'spring',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_content: null,
        utm_term: null,
        salesforce_uuid: null,
      },
      updated_at: '2026-11-20T17:51:19.327602Z',
      uri: INVITEE_URI,
      scheduled_event: {
        uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2',
        name: 'Strategy call',
        status: event === 'invitee.canceled' ? 'canceled' : 'active',
        start_time: '2026-12-03T15:00:00.000000Z',
        end_time: '2026-12-03T15:30:00.000000Z',
        event_type: 'https://api.calendly.com/event_types/GBGBDCAADAEDCRZ2',
        location: { type: 'zoom', join_url: 'https://zoom.us/j/1' },
      },
      ...overrides,
    },
  })
}

/** Cal.com's booking webhook payload, as its documentation shows it. */
function calComDelivery(
  triggerEvent: string,
  payload: Record<string, unknown> = {},
  createdAt = '2026-11-20T09:30:00.538Z',
): string {
  return JSON.stringify({
    triggerEvent,
    createdAt,
    payload: {
      type: 'strategy-call',
      title: 'Strategy call between Northstar and Sam Stream',
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
      responses: { name: { label: 'your_name', value: 'Sam Stream' } },
      uid: 'bFJeNb2uX8ANpT3JL5EfXw',
      bookingId: 91,
      eventTypeId: 7,
      status: 'ACCEPTED',
      metadata: {
        ref: 'hero',
        utm_source: 'youtube',
        videoCallUrl: 'https://cal.example.com/video/1',
        nested: { ignored: true },
      },
      ...payload,
    },
  })
}

beforeAll(async () => {
  server = await startSite('booking_webhooks', { ADMIN_PASSWORD })
  db = server.db
  admin = await loginAs(server.url, 'admin', ADMIN_PASSWORD)
  pool = new pg.Pool({ connectionString: db.uri, max: 2 })
}, 180_000)

afterAll(async () => {
  await pool?.end()
  await server?.close()
})

afterEach(async () => {
  await pool.query('DELETE FROM bookings')
})

describe('booking webhooks', () => {
  it('refuse deliveries with 401 and a reason while no signing key is configured', async () => {
    const response = await calendly(calendlyDelivery('invitee.created'))
    expect(response.status).toBe(401)
    expect((await response.json()).message).toMatch(/No Calendly signing key is configured/)
    const calComResponse = await calCom(calComDelivery('BOOKING_CREATED'))
    expect(calComResponse.status).toBe(401)
    expect((await calComResponse.json()).message).toMatch(/No Cal\.com signing key is configured/)
    expect(await stored()).toEqual([])
  })

  describe('with the keys set in Site settings', () => {
    beforeAll(async () => {
      const response = await fetch(`${server.url}/api/globals/site-settings`, {
        method: 'POST',
        headers: { authorization: admin.authorization, 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ newCalendlyWebhookSecret: CALENDLY_KEY, newCalComWebhookSecret: CAL_COM_KEY }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
      const saved = await response.text()
      expect(saved).not.toContain(CALENDLY_KEY)
      expect(saved).not.toContain(CAL_COM_KEY)
    })

    it('store a Calendly booking once, with its utm tracking, and its cancellation on the same row', async () => {
      const body = calendlyDelivery('invitee.created')
      const header = signCalendly(CALENDLY_KEY, body, new Date())
      expect(await (await post('calendly', body, { 'calendly-webhook-signature': header })).json()).toEqual({
        ok: true,
        result: 'created',
      })
      const booked = {
        provider: 'calendly',
        provider_booking_id: INVITEE_URI,
        status: 'booked',
        starts_at: new Date('2026-12-03T15:00:00Z'),
        invitee_name: 'Zoë Creator',
        invitee_email: 'zoe@example.com',
        tracking: { utm_campaign: 'spring', utm_source: 'newsletter', utm_medium: 'email' },
      }
      expect(await stored()).toEqual([booked])

      // The same delivery again (a retry, or a replay within the tolerance): stored once.
      const again = await post('calendly', body, { 'calendly-webhook-signature': header })
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ ok: true, result: 'duplicate' })
      expect(await stored()).toEqual([booked])

      expect((await calendly(calendlyDelivery('invitee.canceled'))).status).toBe(200)
      expect(await stored()).toEqual([{ ...booked, status: 'cancelled' }])
      // A late copy of the creation does not undo the cancellation.
      expect(await (await calendly(body)).json()).toEqual({ ok: true, result: 'duplicate' })
      expect(await stored()).toEqual([{ ...booked, status: 'cancelled' }])
    })

    it('store concurrent copies of one delivery once', async () => {
      const body = calendlyDelivery('invitee.created')
      const responses = await Promise.all(Array.from({ length: 6 }, () => calendly(body)))
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
      expect(await stored()).toHaveLength(1)
    })

    it('store a Calendly invitee whose name is null by first and last name, else by the e-mail', async () => {
      // As found in real deliveries: name null when the event type asks for first and last name.
      const split = calendlyDelivery('invitee.created', {
        name: null,
        first_name: 'Zoë',
        last_name: 'Creator',
        uri: `${INVITEE_URI}B`,
      })
      expect((await calendly(split)).status).toBe(201)
      const bare = calendlyDelivery('invitee.created', { name: null, uri: `${INVITEE_URI}C` })
      expect((await calendly(bare)).status).toBe(201)
      expect((await stored()).map((row) => row.invitee_name)).toEqual(['Zoë Creator', 'zoe'])
    })

    it('refuse a missing, forged, tampered or stale Calendly signature with 401', async () => {
      const body = calendlyDelivery('invitee.created')
      const cases: [string, Response][] = [
        ['missing', await post('calendly', body, {})],
        ['forged', await calendly(body, new Date(), 'not-the-signing-key')],
        [
          'tampered',
          await post('calendly', body.replace('zoe@example.com', 'eve@example.com'), {
            'calendly-webhook-signature': signCalendly(CALENDLY_KEY, body, new Date()),
          }),
        ],
        ['stale', await calendly(body, new Date(Date.now() - 4 * 60_000))],
        ['from the future', await calendly(body, new Date(Date.now() + 4 * 60_000))],
        ['malformed header', await post('calendly', body, { 'calendly-webhook-signature': 'sha256=abc' })],
        ['Cal.com scheme', await post('calendly', body, { 'x-cal-signature-256': signCalCom(CALENDLY_KEY, body) })],
      ]
      for (const [label, response] of cases) {
        expect(response.status, label).toBe(401)
        expect((await response.json()).message, label).toEqual(expect.any(String))
      }
      expect(await stored()).toEqual([])
    })

    it('refuse signed bodies that are not a handled event with 400 and a reason', async () => {
      const cases: [string, string, RegExp][] = [
        ['unknown event', calendlyDelivery('routing_form_submission.created'), /Unknown event/],
        ['not JSON', '{"event": "invitee.created",', /not JSON/],
        ['missing fields', JSON.stringify({ event: 'invitee.created', payload: { name: 'Zoë' } }), /payload\.uri/],
        [
          'bad start time',
          calendlyDelivery('invitee.created', { scheduled_event: { start_time: 'tomorrow' } }),
          /start_time/,
        ],
        ['NUL', calendlyDelivery('invitee.created', { name: 'Zo\u0000e' }), /NUL/],
        ['array', '[]', /expected object/i],
      ]
      for (const [label, body, reason] of cases) {
        const response = await calendly(body)
        expect(response.status, label).toBe(400)
        expect((await response.json()).message, label).toMatch(reason)
      }
      const invalidUtf8 = Buffer.concat([Buffer.from('{"event":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')])
      const t = Math.floor(Date.now() / 1000)
      const { createHmac } = await import('node:crypto')
      const v1 = createHmac('sha256', CALENDLY_KEY).update(`${t}.`).update(invalidUtf8).digest('hex')
      const raw = await fetch(`${server.url}/api/bookings/webhook/calendly`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'calendly-webhook-signature': `t=${t},v1=${v1}` },
        body: invalidUtf8,
      })
      expect(raw.status).toBe(400)
      expect(await stored()).toEqual([])
    })

    it('refuse an oversized body with 413 and a non-JSON or cross-site post before reading it', async () => {
      const huge = calendlyDelivery('invitee.created', {
        questions_and_answers: [{ question: 'x', answer: 'y'.repeat(BOOKING_WEBHOOK_BODY_LIMIT) }],
      })
      expect((await calendly(huge)).status).toBe(413)
      const body = calendlyDelivery('invitee.created')
      const signature = signCalendly(CALENDLY_KEY, body, new Date())
      expect(
        (await post('calendly', body, { 'content-type': 'text/plain', 'calendly-webhook-signature': signature }))
          .status,
      ).toBe(415)
      expect(
        (await post('calendly', body, { origin: 'https://evil.example', 'calendly-webhook-signature': signature }))
          .status,
      ).toBe(403)
      expect(await stored()).toEqual([])
    })

    it('store a Cal.com booking once, with its metadata, and follow its reschedule and cancellation by uid', async () => {
      const created = calComDelivery('BOOKING_CREATED')
      expect((await calCom(created)).status).toBe(201)
      expect((await calCom(created)).status).toBe(200)
      const booked = {
        provider: 'cal-com',
        provider_booking_id: 'bFJeNb2uX8ANpT3JL5EfXw',
        status: 'booked',
        starts_at: new Date('2026-12-04T10:00:00Z'),
        invitee_name: 'Sam Stream',
        invitee_email: 'sam@example.com',
        // Only the link's own parameters: Cal.com's meeting link (videoCallUrl) and anything else stay out.
        tracking: { ref: 'hero', utm_source: 'youtube' },
      }
      expect(await stored()).toEqual([booked])

      // Cal.com gives the rescheduled booking a new uid and names the one it replaces.
      const rescheduled = calComDelivery('BOOKING_RESCHEDULED', {
        uid: 'newUid4Reschedule',
        rescheduleUid: 'bFJeNb2uX8ANpT3JL5EfXw',
        startTime: '2026-12-05T11:00:00Z',
      })
      expect(await (await calCom(rescheduled)).json()).toEqual({ ok: true, result: 'updated' })
      expect(await (await calCom(rescheduled)).json()).toEqual({ ok: true, result: 'duplicate' })
      const moved = {
        ...booked,
        provider_booking_id: 'newUid4Reschedule',
        status: 'rescheduled',
        starts_at: new Date('2026-12-05T11:00:00Z'),
      }
      expect(await stored()).toEqual([moved])

      expect(
        (
          await calCom(
            calComDelivery('BOOKING_CANCELLED', { uid: 'newUid4Reschedule', startTime: '2026-12-05T11:00:00Z' }),
          )
        ).status,
      ).toBe(200)
      expect(await stored()).toEqual([{ ...moved, status: 'cancelled' }])
    })

    it('apply deliveries in the scheduler’s order: a replayed or late one cannot undo a cancellation', async () => {
      const uid = 'orderedUid0001'
      const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`
      expect((await calCom(calComDelivery('BOOKING_CREATED', { uid }, at(0)))).status).toBe(201)
      const rescheduled = calComDelivery(
        'BOOKING_RESCHEDULED',
        { uid, rescheduleUid: uid, startTime: '2026-12-05T11:00:00Z' },
        at(5),
      )
      expect(await (await calCom(rescheduled)).json()).toEqual({ ok: true, result: 'updated' })
      const cancelled = calComDelivery('BOOKING_CANCELLED', { uid, startTime: '2026-12-05T11:00:00Z' }, at(9))
      expect(await (await calCom(cancelled)).json()).toEqual({ ok: true, result: 'updated' })
      // As found: the captured reschedule sent again (its signature still good, Cal.com signs no time) brought the
      // booking back with a new time. It is older than the cancellation, so nothing changes.
      const replayed = calComDelivery(
        'BOOKING_RESCHEDULED',
        { uid, rescheduleUid: uid, startTime: '2026-12-07T09:00:00Z' },
        at(5),
      )
      expect(await (await calCom(replayed)).json()).toEqual({ ok: true, result: 'stale' })
      const row = async () =>
        (
          await pool.query<{ status: string; starts_at: Date; provider_event_at: Date }>(
            'SELECT status, starts_at, provider_event_at FROM bookings WHERE provider_booking_id = $1',
            [uid],
          )
        ).rows
      expect(await row()).toEqual([
        { status: 'cancelled', starts_at: new Date('2026-12-05T11:00:00Z'), provider_event_at: new Date(at(9)) },
      ])
      // The control: a genuinely newer event (the attendee booked the slot again) does apply.
      const newer = calComDelivery(
        'BOOKING_RESCHEDULED',
        { uid, rescheduleUid: uid, startTime: '2026-12-07T09:00:00Z' },
        at(12),
      )
      expect(await (await calCom(newer)).json()).toEqual({ ok: true, result: 'updated' })
      expect(await row()).toEqual([
        { status: 'rescheduled', starts_at: new Date('2026-12-07T09:00:00Z'), provider_event_at: new Date(at(12)) },
      ])
    })

    it('apply Calendly deliveries in order too: a late cancellation of a newer state changes nothing', async () => {
      const created = JSON.parse(calendlyDelivery('invitee.created')) as Record<string, unknown>
      const canceled = JSON.parse(calendlyDelivery('invitee.canceled', { rescheduled: true })) as Record<
        string,
        unknown
      >
      expect((await calendly(JSON.stringify({ ...created, created_at: '2026-11-20T17:00:00.000000Z' }))).status).toBe(
        201,
      )
      const late = { ...canceled, created_at: '2026-11-20T16:59:00.000000Z' }
      expect(await (await calendly(JSON.stringify(late))).json()).toEqual({ ok: true, result: 'stale' })
      expect((await stored()).map((row) => row.status)).toEqual(['booked'])
      const inOrder = { ...canceled, created_at: '2026-11-20T17:10:00.000000Z' }
      expect(await (await calendly(JSON.stringify(inOrder))).json()).toEqual({ ok: true, result: 'updated' })
      expect((await stored()).map((row) => row.status)).toEqual(['rescheduled'])
    })

    it('the migration leaves older Cal.com rows only their link parameters; Calendly rows are untouched', async () => {
      await pool.query(
        `INSERT INTO bookings (provider, provider_booking_id, status, starts_at, invitee_name, invitee_email, tracking)
         VALUES ('cal-com', 'oldCalCom', 'booked', now(), 'Old', 'old@example.com', $1),
                ('calendly', 'https://api.calendly.com/x', 'booked', now(), 'Cal', 'cal@example.com', $2)`,
        [
          { ref: 'hero', reference: 'a'.repeat(32), videoCallUrl: 'https://cal.example.com/video/9', nested: { x: 1 } },
          { utm_source: 'news', videoCallUrl: 'kept: Calendly rows hold only utm values anyway' },
        ],
      )
      await keepTrackingKeys({ db: drizzle(pool) } as unknown as MigrateUpArgs)
      expect((await stored()).map((row) => [row.provider, row.tracking])).toEqual([
        ['cal-com', { ref: 'hero', reference: 'a'.repeat(32) }],
        ['calendly', { utm_source: 'news', videoCallUrl: 'kept: Calendly rows hold only utm values anyway' }],
      ])
    })

    it('refuse a missing or wrong Cal.com signature with 401 and an unknown trigger or malformed body with 400', async () => {
      const body = calComDelivery('BOOKING_CREATED')
      expect((await post('cal-com', body, {})).status).toBe(401)
      expect((await calCom(body, 'not-the-secret')).status).toBe(401)
      expect((await post('cal-com', body, { 'x-cal-signature-256': signCalCom(CAL_COM_KEY, `${body} `) })).status).toBe(
        401,
      )
      const unknown = await calCom(calComDelivery('MEETING_ENDED'))
      expect(unknown.status).toBe(400)
      expect((await unknown.json()).message).toMatch(/Unknown trigger/)
      expect((await calCom(calComDelivery('BOOKING_CREATED', { attendees: [] }))).status).toBe(400)
      expect((await calCom('null')).status).toBe(400)
      expect(await stored()).toEqual([])
    })

    it('take a Cal.com delivery signed outside this code byte for byte, and refuse it with one byte changed', async () => {
      const fixture = JSON.parse(
        readFileSync(path.join(ROOT, 'tests/fixtures/webhooks/signed-deliveries.json'), 'utf8'),
      ) as { calCom: { secret: string; headers: Record<string, string>; body: string } }
      const setKey = (key: string) =>
        fetch(`${server.url}/api/globals/site-settings`, {
          method: 'POST',
          headers: { authorization: admin.authorization, 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ newCalComWebhookSecret: key }),
        })
      expect((await setKey(fixture.calCom.secret)).status).toBe(200)
      try {
        const changed = Buffer.from(fixture.calCom.body)
        changed[changed.length - 3] = changed[changed.length - 3]! ^ 0x01
        const refused = await fetch(`${server.url}/api/bookings/webhook/cal-com`, {
          method: 'POST',
          headers: fixture.calCom.headers,
          body: changed,
        })
        expect(refused.status).toBe(401)
        const taken = await fetch(`${server.url}/api/bookings/webhook/cal-com`, {
          method: 'POST',
          headers: fixture.calCom.headers,
          body: fixture.calCom.body,
        })
        expect(taken.status, await taken.clone().text()).toBe(201)
        expect((await stored()).map((row) => [row.provider_booking_id, row.invitee_name, row.tracking])).toEqual([
          ['fixtureUid0001', 'Fixture Attendee', { ref: 'hero', utm_source: 'fixture' }],
        ])
      } finally {
        expect((await setKey(CAL_COM_KEY)).status).toBe(200)
      }
    })

    it('answer a Cal.com webhook with a custom payload template with 400 saying so, JSON or form', async () => {
      const json = '{"event":"BOOKING_CREATED","who":"Sam Stream","when":"2026-12-04T10:00:00Z"}'
      const asJson = await calCom(json)
      expect(asJson.status).toBe(400)
      expect((await asJson.json()).message).toMatch(/custom payload templates are not supported/)
      // A template that is not JSON arrives as a form (cal.com's sendPayload.ts): read, checked, and told apart.
      const form = 'triggerEvent=BOOKING_CREATED&name=Sam'
      const asForm = await post('cal-com', form, {
        'content-type': 'application/x-www-form-urlencoded',
        'x-cal-signature-256': signCalCom(CAL_COM_KEY, form),
      })
      expect(asForm.status).toBe(400)
      expect((await asForm.json()).message).toMatch(/custom payload templates are not supported/)
      // The control: the form unsigned is still refused for its signature first.
      expect((await post('cal-com', form, { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(401)
      expect(await stored()).toEqual([])
    })

    it('answer a correctly signed body nested 100,000 levels deep with 400 and a reason, not 500', async () => {
      // As found: the deep value sits where the delivery's own fields are, under a real trigger.
      const deep = `{"triggerEvent":"BOOKING_CREATED","payload":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
      const answer = await calCom(deep)
      expect(answer.status).toBe(400)
      expect((await answer.json()).message).toBe('The body nests deeper than 64 levels.')
      // The control: the same shape 60 levels deep is read, and refused only for what it says.
      const shallow = await calCom(`{"triggerEvent":"BOOKING_CREATED","payload":${'['.repeat(60)}${']'.repeat(60)}}`)
      expect(shallow.status).toBe(400)
      expect((await shallow.json()).message).not.toMatch(/nests deeper/)
      expect(await stored()).toEqual([])
    })

    it('never return the signing keys: not over REST, not in /cms, and the bookings are staff-read-only', async () => {
      const settings = await fetch(`${server.url}/api/globals/site-settings?depth=0`, {
        headers: { authorization: admin.authorization },
      })
      expect(settings.status).toBe(200)
      const json = await settings.text()
      expect(json).toContain('"calendlyWebhookSecretSet":true')
      for (const key of [CALENDLY_KEY, CAL_COM_KEY]) expect(json).not.toContain(key)

      const cms = await fetch(`${server.url}/cms/globals/site-settings`, {
        headers: { cookie: admin.cookie, 'sec-fetch-site': 'none' },
      })
      expect(cms.status).toBe(200)
      const html = await cms.text()
      expect(html).toContain('newCalendlyWebhookSecret')
      for (const key of [CALENDLY_KEY, CAL_COM_KEY]) expect(html).not.toContain(key)

      expect((await calendly(calendlyDelivery('invitee.created'))).status).toBe(201)
      expect((await fetch(`${server.url}/api/bookings`)).status).toBe(403)
      const list = await fetch(`${server.url}/api/bookings`, { headers: { authorization: admin.authorization } })
      expect((await list.json()).totalDocs).toBe(1)
      const create = await fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { authorization: admin.authorization, 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          provider: 'calendly',
          providerBookingId: 'by-hand',
          status: 'booked',
          startsAt: '2026-12-01T10:00:00Z',
          inviteeName: 'A',
          inviteeEmail: 'a@example.com',
        }),
      })
      expect(create.status).toBe(403)
      expect(await stored()).toHaveLength(1)
    })
  })
})
