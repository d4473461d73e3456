import type { Payload } from 'payload'

import { SITE_SETTINGS_SLUG } from '@/lib/settings/load'
import type { Booking } from '@/payload-types'

import type { BookingEvent, BookingProvider } from './schema'

export const BOOKINGS_SLUG = 'bookings'

export type RecordResult = 'created' | 'updated' | 'duplicate'

async function findBooking(payload: Payload, provider: BookingProvider, ids: string[]): Promise<Booking | undefined> {
  const found = await payload.find({
    collection: BOOKINGS_SLUG,
    where: { and: [{ provider: { equals: provider } }, { providerBookingId: { in: ids } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return found.docs[0]
}

/**
 * Stores one scheduler event, once: the unique (provider, booking id) index makes a second delivery
 * (or two at once) a duplicate; a reschedule or cancellation updates the booking's row, and a late
 * "created" never undoes it.
 */
export async function recordBooking(payload: Payload, event: BookingEvent): Promise<RecordResult> {
  const ids = event.previousBookingId ? [event.bookingId, event.previousBookingId] : [event.bookingId]
  const existing = await findBooking(payload, event.provider, ids)
  const data = {
    provider: event.provider,
    providerBookingId: event.bookingId,
    status: event.status,
    startsAt: event.startsAt,
    inviteeName: event.inviteeName,
    inviteeEmail: event.inviteeEmail,
    tracking: event.tracking,
  }
  if (!existing) {
    try {
      await payload.create({ collection: BOOKINGS_SLUG, data, depth: 0, overrideAccess: true })
      return 'created'
    } catch (error) {
      // The same delivery stored by a concurrent request: the unique index refused this copy.
      if (await findBooking(payload, event.provider, ids)) return 'duplicate'
      throw error
    }
  }
  if (event.status === 'booked') return 'duplicate'
  const unchanged =
    existing.status === event.status && existing.providerBookingId === event.bookingId && new Date(existing.startsAt).getTime() === new Date(event.startsAt).getTime()
  if (unchanged) return 'duplicate'
  // The tracking fields stay those of the booking as first made.
  await payload.update({
    collection: BOOKINGS_SLUG,
    id: existing.id,
    data: { providerBookingId: event.bookingId, status: event.status, startsAt: event.startsAt },
    depth: 0,
    overrideAccess: true,
  })
  return 'updated'
}

/** Site settings field of each provider's signing secret (hidden: only the server reads it). */
export const SECRET_FIELDS = { calendly: 'calendlyWebhookSecret', 'cal-com': 'calComWebhookSecret' } as const satisfies Record<BookingProvider, string>

export async function webhookSecret(payload: Payload, provider: BookingProvider): Promise<string | undefined> {
  const settings = await payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 0, overrideAccess: true, showHiddenFields: true })
  const secret = settings[SECRET_FIELDS[provider]]
  return typeof secret === 'string' && secret.length > 0 ? secret : undefined
}
