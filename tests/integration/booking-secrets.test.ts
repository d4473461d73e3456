/**
 * The schedulers' signing secrets in Site settings: typed once by an admin, kept by later saves,
 * never read back through the Local API with access control (nor shown as anything but "set").
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { webhookSecret } from '../../src/lib/bookings/confirmed/store'
import { SITE_SETTINGS_SLUG } from '../../src/lib/settings/load'
import type { User } from '../../src/payload-types'
import { bootPayload, type TestPayload } from '../support/payload'

const CALENDLY_KEY = 'calendly-key-never-returned-0123456789'
const CAL_COM_KEY = 'cal-com-secret-never-returned-9876543210'

let ctx: TestPayload
let payload: Payload
let admin: User

const save = (data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: SITE_SETTINGS_SLUG, data, user: admin, overrideAccess: false, depth: 0 })
const readAsAdmin = () => payload.findGlobal({ slug: SITE_SETTINGS_SLUG, user: admin, overrideAccess: false, depth: 0 })

beforeAll(async () => {
  ctx = await bootPayload('booking_secrets')
  payload = ctx.payload
  admin = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { username: 'secrets-admin', role: 'admin', password: 'secrets-admin copper lantern' },
  })
})

afterAll(async () => {
  await ctx?.close()
})

describe('booking webhook secrets in Site settings', () => {
  it('stores a typed secret for the webhook, returns only whether one is set, and keeps it through other saves', async () => {
    expect(await webhookSecret(payload, 'calendly')).toBeUndefined()
    const saved = await save({ newCalendlyWebhookSecret: CALENDLY_KEY, newCalComWebhookSecret: CAL_COM_KEY })
    for (const doc of [saved, await readAsAdmin()]) {
      expect(JSON.stringify(doc)).not.toContain(CALENDLY_KEY)
      expect(JSON.stringify(doc)).not.toContain(CAL_COM_KEY)
      expect(doc).toMatchObject({ calendlyWebhookSecretSet: true, calComWebhookSecretSet: true })
      expect(doc).not.toHaveProperty('calendlyWebhookSecret')
    }
    expect(await webhookSecret(payload, 'calendly')).toBe(CALENDLY_KEY)
    expect(await webhookSecret(payload, 'cal-com')).toBe(CAL_COM_KEY)

    // A save of other fields (what /cms sends: the typed field empty) keeps the secrets.
    await save({ agencyName: 'Northstar Talent', newCalendlyWebhookSecret: '' })
    expect(await webhookSecret(payload, 'calendly')).toBe(CALENDLY_KEY)
    expect(await webhookSecret(payload, 'cal-com')).toBe(CAL_COM_KEY)
  })

  it('refuses to take the stored secret or the flag straight from a request, and removes a secret on request', async () => {
    await save({ calendlyWebhookSecret: 'sneaked-in-secret', calComWebhookSecretSet: false })
    expect(await webhookSecret(payload, 'calendly')).toBe(CALENDLY_KEY)
    expect(await readAsAdmin()).toMatchObject({ calComWebhookSecretSet: true })

    const removed = await save({ removeCalComWebhookSecret: true })
    expect(removed).toMatchObject({ calComWebhookSecretSet: false, calendlyWebhookSecretSet: true })
    expect(await webhookSecret(payload, 'cal-com')).toBeUndefined()
    expect(await webhookSecret(payload, 'calendly')).toBe(CALENDLY_KEY)
  })
})

describe('bookings', () => {
  it('are read by admins and support, not by editors, and nobody changes one by hand', async () => {
    const booking = await payload.create({
      collection: 'bookings',
      overrideAccess: true,
      data: {
        provider: 'cal-com',
        providerBookingId: 'read-rights-uid',
        status: 'booked',
        startsAt: '2026-12-02T10:00:00.000Z',
        inviteeName: 'Rae Reader',
        inviteeEmail: 'rae@example.com',
      },
    })
    const [support, editor] = await Promise.all(
      (['support', 'editor'] as const).map((role) =>
        payload.create({
          collection: 'users',
          overrideAccess: true,
          data: { username: `bookings-read-${role}`, role, password: `bookings-read-${role} copper lantern` },
        }),
      ),
    )
    const readAs = async (user: typeof admin) =>
      (
        await payload.find({
          collection: 'bookings',
          user,
          overrideAccess: false,
          where: { id: { equals: booking.id } },
        })
      ).docs.map((doc) => doc.inviteeEmail)
    expect(await readAs(admin)).toEqual(['rae@example.com'])
    expect(await readAs(support!)).toEqual(['rae@example.com'])
    await expect(readAs(editor!)).rejects.toMatchObject({ status: 403 })
    for (const user of [admin, support!])
      await expect(
        payload.update({
          collection: 'bookings',
          id: booking.id,
          user,
          overrideAccess: false,
          data: { status: 'cancelled' },
        }),
      ).rejects.toMatchObject({ status: 403 })
    const unchanged = await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: true })
    expect(unchanged.status).toBe('booked')
    await payload.delete({ collection: 'bookings', id: booking.id, overrideAccess: true })
  })

  it('only admins delete one (an invitee asking to be erased), and the audit log records it without their name or address', async () => {
    const support = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { username: 'bookings-support', role: 'support', password: 'bookings-support copper lantern' },
    })
    const booking = await payload.create({
      collection: 'bookings',
      overrideAccess: true,
      data: {
        provider: 'calendly',
        providerBookingId: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
        status: 'booked',
        startsAt: '2026-12-01T10:00:00.000Z',
        inviteeName: 'Zoë Creator',
        inviteeEmail: 'zoe@example.com',
      },
    })
    await expect(
      payload.delete({ collection: 'bookings', id: booking.id, user: support, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await payload.delete({ collection: 'bookings', id: booking.id, user: admin, overrideAccess: false })
    expect(
      (await payload.find({ collection: 'bookings', overrideAccess: true, where: { id: { equals: booking.id } } }))
        .totalDocs,
    ).toBe(0)
    const { docs } = await payload.find({
      collection: 'audit-log',
      overrideAccess: true,
      where: { targetCollection: { equals: 'bookings' }, targetId: { equals: String(booking.id) } },
    })
    expect(docs.map((entry) => [entry.targetId, entry.actorUsername, entry.label])).toEqual([
      [
        String(booking.id),
        'secrets-admin',
        expect.stringMatching(/^booking, booked, from \d{4}-\d\d-\d\d$/) as unknown,
      ],
    ])
    expect(JSON.stringify(docs)).not.toMatch(/Zoë|zoe@example/)
  })
})
