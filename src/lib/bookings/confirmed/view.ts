import { idOrNull } from '@/lib/db/relation-id'
import type { Booking } from '@/payload-types'

/**
 * A booking as the chat console shows it on its conversation. `state`: booked; rescheduled (Cal.com
 * moved this booking: `startsAt` is the new time); moved (Calendly replaced it by a new booking:
 * `startsAt` is the old time); cancelled.
 */
export type BookingView = {
  id: number
  conversationId: number | null
  state: 'booked' | 'rescheduled' | 'moved' | 'cancelled'
  startsAt: string
  source: string | null
  page: string | null
  campaign: string | null
  createdAt: string
}

export function bookingView(booking: Booking): BookingView {
  return {
    id: booking.id,
    conversationId: idOrNull(booking.conversation),
    state: booking.status === 'rescheduled' && booking.provider === 'calendly' ? 'moved' : booking.status,
    startsAt: booking.startsAt,
    source: booking.source ?? null,
    page: booking.page ?? null,
    campaign: booking.firstTouch?.utmCampaign ?? null,
    createdAt: booking.createdAt,
  }
}
