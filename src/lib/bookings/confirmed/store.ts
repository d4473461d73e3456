import type { Payload } from 'payload'

import { clickByReference } from '@/lib/bookings/clicks/store'
import { emitBooking } from '@/lib/chat/broadcast'
import { SITE_SETTINGS_SLUG } from '@/lib/settings/load'
import type { Booking } from '@/payload-types'

import { type BookingJoins, joinsOfBooking, joinsOfClick, joinsOfTracking, referenceOf } from './join'
import type { BookingEvent, BookingProvider } from './schema'
import { bookingView } from './view'

export const BOOKINGS_SLUG = 'bookings'

/** `stale`: a delivery older than the one the booking last followed (late or replayed), ignored. */
export type RecordResult = 'created' | 'updated' | 'duplicate' | 'stale'

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
 * What a new booking joins: the click whose reference the scheduler handed back (an unknown or
 * forged reference joins nothing), else the booking it replaces (a Calendly reschedule), else only
 * the campaign tags the link carried.
 */
async function joinsFor(payload: Payload, event: BookingEvent): Promise<BookingJoins> {
  const reference = referenceOf(event)
  if (reference) {
    const click = await clickByReference(payload, reference)
    if (click) return joinsOfClick(click)
  }
  if (event.rescheduledFrom) {
    const replaced = await findBooking(payload, event.provider, [event.rescheduledFrom])
    if (replaced) return joinsOfBooking(replaced)
  }
  return joinsOfTracking(event.tracking)
}

/**
 * A conversation with a new booking is labelled "booked", unless staff already labelled it; every console hears of it.
 */
async function labelBooked(payload: Payload, conversationId: number): Promise<void> {
  await payload.update({
    collection: 'chat-conversations',
    where: { and: [{ id: { equals: conversationId } }, { outcome: { exists: false } }] },
    data: { outcome: 'booked' },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * The call of a conversation labelled "booked" was cancelled, and no other booking of it stands: the
 * label follows, to "follow-up" (the visitor wanted a call and has none now); every console hears of it.
 * A label staff chose otherwise stays.
 */
async function followCancellation(payload: Payload, conversationId: number): Promise<void> {
  const standing = await payload.count({
    collection: BOOKINGS_SLUG,
    // Calendly keeps a rescheduled booking's old row as "rescheduled" beside the new one: only Cal.com's stands.
    where: {
      and: [
        { conversation: { equals: conversationId } },
        {
          or: [
            { status: { equals: 'booked' } },
            { and: [{ status: { equals: 'rescheduled' } }, { provider: { equals: 'cal-com' } }] },
          ],
        },
      ],
    },
    overrideAccess: true,
  })
  if (standing.totalDocs > 0) return
  await payload.update({
    collection: 'chat-conversations',
    where: { and: [{ id: { equals: conversationId } }, { outcome: { equals: 'booked' } }] },
    data: { outcome: 'follow-up' },
    depth: 0,
    overrideAccess: true,
  })
}

/** A booking joined to a conversation shows on it in every console. */
function announce(booking: Booking): void {
  if (booking.conversation !== null && booking.conversation !== undefined) emitBooking(bookingView(booking))
}

/**
 * Stores one scheduler event, once: the unique (provider, booking id) index makes a second delivery
 * (or two at once) a duplicate; a reschedule or cancellation updates the booking's row (its joins
 * stay), and a late "created" never undoes it. Deliveries apply in the scheduler's own order: one made
 * before the delivery the booking last followed (a replay, a retry arriving late) changes nothing, so a
 * cancelled booking returns only through a newer event (Cal.com signs no timestamp, so a captured delivery
 * could otherwise be sent again at will).
 */
export async function recordBooking(payload: Payload, event: BookingEvent): Promise<RecordResult> {
  const ids = event.previousBookingId ? [event.bookingId, event.previousBookingId] : [event.bookingId]
  const existing = await findBooking(payload, event.provider, ids)
  if (!existing) {
    const data = {
      provider: event.provider,
      providerBookingId: event.bookingId,
      status: event.status,
      startsAt: event.startsAt,
      providerEventAt: event.eventAt ?? null,
      inviteeName: event.inviteeName,
      inviteeEmail: event.inviteeEmail,
      tracking: event.tracking,
      ...(await joinsFor(payload, event)),
    }
    let booking: Booking
    try {
      booking = await payload.create({ collection: BOOKINGS_SLUG, data, depth: 0, overrideAccess: true })
    } catch (error) {
      // The same delivery stored by a concurrent request: the unique index refused this copy.
      if (await findBooking(payload, event.provider, ids)) return 'duplicate'
      throw error
    }
    announce(booking)
    if (typeof booking.conversation === 'number' && booking.status === 'booked')
      await labelBooked(payload, booking.conversation)
    return 'created'
  }
  if (event.status === 'booked') return 'duplicate'
  if (event.eventAt && existing.providerEventAt && new Date(event.eventAt) < new Date(existing.providerEventAt))
    return 'stale'
  const unchanged =
    existing.status === event.status &&
    existing.providerBookingId === event.bookingId &&
    new Date(existing.startsAt).getTime() === new Date(event.startsAt).getTime()
  if (unchanged) return 'duplicate'
  // The tracking fields and joins stay those of the booking as first made.
  const updated = await payload.update({
    collection: BOOKINGS_SLUG,
    id: existing.id,
    data: {
      providerBookingId: event.bookingId,
      status: event.status,
      startsAt: event.startsAt,
      ...(event.eventAt ? { providerEventAt: event.eventAt } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  announce(updated)
  if (typeof updated.conversation === 'number' && updated.status === 'cancelled')
    await followCancellation(payload, updated.conversation)
  return 'updated'
}

/** Site settings field of each provider's signing secret (hidden: only the server reads it). */
export const SECRET_FIELDS = {
  calendly: 'calendlyWebhookSecret',
  'cal-com': 'calComWebhookSecret',
} as const satisfies Record<BookingProvider, string>

export async function webhookSecret(payload: Payload, provider: BookingProvider): Promise<string | undefined> {
  const settings = await payload.findGlobal({
    slug: SITE_SETTINGS_SLUG,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const secret = settings[SECRET_FIELDS[provider]]
  return typeof secret === 'string' && secret.length > 0 ? secret : undefined
}
