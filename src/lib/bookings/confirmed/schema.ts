import { z } from 'zod'

export const BOOKING_PROVIDERS = ['calendly', 'cal-com'] as const
export type BookingProvider = (typeof BOOKING_PROVIDERS)[number]
export const BOOKING_STATUSES = ['booked', 'rescheduled', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** One scheduler delivery reduced to what the site keeps. */
export type BookingEvent = {
  provider: BookingProvider
  /** Calendly: the invitee's URI; Cal.com: the booking's uid. */
  bookingId: string
  /** Cal.com's reschedule names the booking it replaces; that row is updated. */
  previousBookingId?: string
  /** Calendly's reschedule is a new invitee naming the one it replaces, whose joins it keeps. */
  rescheduledFrom?: string
  status: BookingStatus
  /**
   * When the scheduler made this delivery's event (Calendly's and Cal.com's top-level created_at / createdAt): a
   * delivery older than the one a booking last followed is a late or replayed one and changes nothing.
   */
  eventAt?: string
  startsAt: string
  inviteeName: string
  inviteeEmail: string
  tracking: Record<string, string>
}

const name = z.string().trim().min(1).max(200)
const email = z.string().trim().min(3).max(320)
const datetime = z.iso.datetime({ offset: true })
const TRACKING_VALUE = z.string().max(500)

// Calendly keeps a booking link's utm_* parameters in the invitee's `tracking` (utm_content: the click's reference).
const CALENDLY_TRACKING_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

export const calendlyWebhookSchema = z.object({
  created_at: datetime.nullish(),
  event: z.enum(['invitee.created', 'invitee.canceled'], {
    error: (issue) => `Unknown event ${JSON.stringify(issue.input)}.`,
  }),
  payload: z.object({
    uri: z.url({ protocol: /^https?$/ }).max(500),
    // Null in real deliveries when the event type asks for first and last name separately.
    name: name.nullish(),
    first_name: z.string().trim().max(200).nullish(),
    last_name: z.string().trim().max(200).nullish(),
    email,
    rescheduled: z.boolean().nullish(),
    old_invitee: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullish(),
    scheduled_event: z.object({ start_time: datetime }),
    tracking: z
      .object(Object.fromEntries(CALENDLY_TRACKING_KEYS.map((key) => [key, TRACKING_VALUE.nullish()])))
      .nullish(),
  }),
})

/** The invitee's name: `name`, else first and last name, else the e-mail's local part (a row must name someone). */
function calendlyName(payload: {
  name?: string | null
  first_name?: string | null
  last_name?: string | null
  email: string
}): string {
  const parts = [payload.first_name, payload.last_name].filter(Boolean).join(' ').trim()
  return (payload.name || parts || payload.email.split('@')[0] || payload.email).slice(0, 200)
}

export function calendlyEvent(input: z.infer<typeof calendlyWebhookSchema>): BookingEvent {
  const { payload } = input
  const tracking: Record<string, string> = {}
  for (const key of CALENDLY_TRACKING_KEYS) {
    const value = payload.tracking?.[key]
    if (typeof value === 'string' && value) tracking[key] = value
  }
  return {
    provider: 'calendly',
    bookingId: payload.uri,
    ...(input.event === 'invitee.created' && payload.old_invitee && payload.old_invitee !== payload.uri
      ? { rescheduledFrom: payload.old_invitee }
      : {}),
    // A reschedule in Calendly cancels this invitee (rescheduled: true) and creates a new one.
    status: input.event === 'invitee.created' ? 'booked' : payload.rescheduled ? 'rescheduled' : 'cancelled',
    ...(input.created_at ? { eventAt: input.created_at } : {}),
    startsAt: payload.scheduled_event.start_time,
    inviteeName: calendlyName(payload),
    inviteeEmail: payload.email,
    tracking,
  }
}

/**
 * Cal.com keeps a booking link's metadata[...] parameters in the booking's `metadata` (reference: the click's). Only
 * these are kept: Cal.com also puts the meeting's private join link there (`videoCallUrl`), which must not sit in
 * /cms and goes stale with a reschedule. Migration 20261129_013000_booking_tracking_kept applies the same list to
 * older rows.
 */
export const CAL_COM_TRACKING_KEYS = [
  'reference',
  'ref',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const

export const calComWebhookSchema = z.object({
  createdAt: datetime.nullish(),
  triggerEvent: z.enum(['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED'], {
    error: (issue) => `Unknown trigger ${JSON.stringify(issue.input)}.`,
  }),
  payload: z.object({
    uid: z.string().min(1).max(200),
    rescheduleUid: z.string().min(1).max(200).nullish(),
    startTime: datetime,
    attendees: z.array(z.object({ name, email })).min(1).max(100),
    metadata: z.record(z.string().max(100), z.unknown()).nullish(),
  }),
})

const CAL_COM_STATUS = {
  BOOKING_CREATED: 'booked',
  BOOKING_RESCHEDULED: 'rescheduled',
  BOOKING_CANCELLED: 'cancelled',
} as const

export function calComEvent(input: z.infer<typeof calComWebhookSchema>): BookingEvent {
  const { payload } = input
  const tracking: Record<string, string> = {}
  for (const key of CAL_COM_TRACKING_KEYS) {
    const value = payload.metadata?.[key]
    if (typeof value === 'string' && value && value.length <= 500) tracking[key] = value
  }
  const attendee = payload.attendees[0]!
  return {
    provider: 'cal-com',
    bookingId: payload.uid,
    ...(payload.rescheduleUid && payload.rescheduleUid !== payload.uid
      ? { previousBookingId: payload.rescheduleUid }
      : {}),
    status: CAL_COM_STATUS[input.triggerEvent],
    ...(input.createdAt ? { eventAt: input.createdAt } : {}),
    startsAt: payload.startTime,
    inviteeName: attendee.name,
    inviteeEmail: attendee.email,
    tracking,
  }
}

/** PostgreSQL text cannot hold NUL; a body carrying one (escaped as \u0000) is refused whole. */
export const holdsNul = (value: unknown): boolean => JSON.stringify(value).includes('\\u0000')
