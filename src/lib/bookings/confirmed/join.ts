import { REFERENCE_KEYS, REFERENCE_PATTERN } from '@/lib/bookings/clicks/reference'
import { idOrNull } from '@/lib/db/relation-id'
import type { Booking, BookingClick, FirstTouch } from '@/payload-types'

import type { BookingEvent } from './schema'

/** What a booking takes from the click (or the earlier booking) it joins. */
export type BookingJoins = Pick<Booking, 'click' | 'conversation' | 'source' | 'page' | 'firstTouch'>

/**
 * The click reference the scheduler handed back (Calendly: utm_content; Cal.com: metadata.reference), if well-formed.
 */
export function referenceOf(event: Pick<BookingEvent, 'provider' | 'tracking'>): string | null {
  const value = event.tracking[REFERENCE_KEYS[event.provider]]
  return typeof value === 'string' && REFERENCE_PATTERN.test(value) ? value : null
}

const hasAny = (touch: FirstTouch) =>
  Object.values(touch).some((value) => value !== null && value !== undefined && value !== '')

/** The campaign tags the booking link carried (Calendly's tracking, Cal.com's metadata), when no click joins. */
export function firstTouchOfTracking(tracking: Record<string, string>): FirstTouch | undefined {
  const touch: FirstTouch = {
    utmSource: tracking.utm_source?.slice(0, 100) || null,
    utmMedium: tracking.utm_medium?.slice(0, 100) || null,
    utmCampaign: tracking.utm_campaign?.slice(0, 100) || null,
  }
  return hasAny(touch) ? touch : undefined
}

const touchOf = (touch: FirstTouch | null | undefined): FirstTouch | undefined => {
  if (!touch) return undefined
  const { landingPage, referrerHost, utmSource, utmMedium, utmCampaign } = touch
  const copy = { landingPage, referrerHost, utmSource, utmMedium, utmCampaign }
  return hasAny(copy) ? copy : undefined
}

/** A booking joined to its click: the link's source, the page, the conversation and where the visit began. */
export function joinsOfClick(click: BookingClick): BookingJoins {
  return {
    click: click.id,
    conversation: idOrNull(click.conversation),
    source: click.source,
    page: click.page,
    firstTouch: touchOf(click.firstTouch),
  }
}

/** A booking made by rescheduling another (Calendly's new invitee) keeps that booking's joins. */
export function joinsOfBooking(booking: Booking): BookingJoins {
  return {
    click: idOrNull(booking.click),
    conversation: idOrNull(booking.conversation),
    source: booking.source ?? null,
    page: booking.page ?? null,
    firstTouch: touchOf(booking.firstTouch),
  }
}

/** Without a click or an earlier booking: only what the scheduler's tracking says. */
export const joinsOfTracking = (tracking: Record<string, string>): BookingJoins => ({
  click: null,
  conversation: null,
  source: null,
  page: null,
  firstTouch: firstTouchOfTracking(tracking),
})
