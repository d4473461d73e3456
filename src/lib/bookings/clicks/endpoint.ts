import { env } from '@/config/env'
import { firstTouchOfLanding } from '@/lib/attribution/first-touch'
import { emitBookingClick } from '@/lib/chat/broadcast'
import { findOpenConversation } from '@/lib/chat/conversations'
import { describeError } from '@/lib/chat/schema'
import { readCookie, VISITOR_COOKIE, verifyVisitorCookie, visitorKeys } from '@/lib/chat/visitor-id'
import { databasePool } from '@/lib/db/pool'
import { experimentsSeen } from '@/lib/experiments/seen'
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint } from '@/lib/http/payload-endpoint'
import { queueWebhook } from '@/lib/webhook/events'
import type { BookingClick } from '@/payload-types'

import { bookingClickSchema, bookingClickView } from './schema'
import { clickByReference } from './store'

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/booking-click (sent with navigator.sendBeacon as the visitor leaves for the scheduling
 * page): counts the click with the reference the link now carries and where the visit began and,
 * when the visitor allowed it and has an open chat, ties it to that conversation so the agent sees it live.
 */
export const bookingClickEndpoint = payloadEndpoint(ENDPOINTS.bookingClick, async (req, call) => {
  const { payload } = req
  const config = env()
  const body = await call.text()
  if (body === null) return answer(413, { message: 'The request is too large.' })
  let input: unknown
  try {
    input = JSON.parse(body)
  } catch {
    return answer(400, { message: 'The request could not be read.' })
  }
  const parsed = bookingClickSchema.safeParse(input)
  if (!parsed.success) return answer(400, { message: describeError(parsed.error) })

  const limit = await call.rateLimit()
  if (!limit.allowed) return answer(429, { message: 'Too many requests.' })

  const { ref, page, reference, landing } = parsed.data
  // A reference is stored once: a repeated beacon (or a replayed one) is answered without a second row.
  if (reference && (await clickByReference(payload, reference))) return answer(200, { ok: true, duplicate: true })
  const visitorId = parsed.data.link
    ? verifyVisitorCookie(readCookie(req.headers.get('cookie'), VISITOR_COOKIE), visitorKeys(config))
    : undefined
  const conversation = visitorId ? await findOpenConversation(payload, visitorId) : null
  const experiments = await experimentsSeen(
    databasePool(payload),
    req.headers.get(CLIENT_IP_HEADER) ?? '',
    req.headers.get('user-agent') ?? '',
  )
  let click: BookingClick
  try {
    click = await payload.create({
      collection: 'booking-clicks',
      data: {
        source: ref,
        page,
        conversation: conversation?.id ?? null,
        reference: reference ?? null,
        firstTouch: landing ? firstTouchOfLanding(landing) : undefined,
        experiments,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // The same reference stored by a concurrent request: the unique index refused this copy.
    if (reference && (await clickByReference(payload, reference))) return answer(200, { ok: true, duplicate: true })
    throw error
  }
  await queueWebhook(req, {
    event: 'booking.clicked',
    data: { clickId: click.id, source: click.source, page: click.page, conversationId: conversation?.id ?? null },
  })
  if (conversation) {
    emitBookingClick(bookingClickView(click))
  }
  return answer(201, { ok: true })
})
