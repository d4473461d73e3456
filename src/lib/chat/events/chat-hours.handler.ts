import type { Payload } from 'payload'

import { siteConfig } from '@/config/site'
import { bookingHref } from '@/lib/bookings/links'

import { medianFirstReplySeconds } from '../conversations'
import { ttlCache } from '../ttl-cache'
import type { VisitorHandler } from './handler-context'

/** Chats answered in the last 30 days before the widget quotes a typical reply time. */
export const TYPICAL_REPLY_MIN_CHATS = 10
const TYPICAL_REPLY_TTL_MS = 5 * 60_000

/** The measured median, read at most every 5 minutes for the whole process. */
const typicalReply = ttlCache(TYPICAL_REPLY_TTL_MS, (payload: Payload) =>
  medianFirstReplySeconds(payload, TYPICAL_REPLY_MIN_CHATS),
)

/** What the widget shows about when the team answers. */
export const chatHoursHandler: VisitorHandler<'chat:hours'> = async ({ payload }) => {
  const typicalReplySeconds = await typicalReply(payload)
  const site = siteConfig()
  return {
    officeHours: site.officeHours ?? null,
    typicalReplySeconds,
    bookingUrl: bookingHref(site.bookingUrl, 'chat-away'),
  }
}
