import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { landingSchema, sitePathSchema } from '@/lib/chat/context'
import { idOrNull } from '@/lib/db/relation-id'
import { inputString } from '@/lib/validation/text'
import type { BookingClick } from '@/payload-types'

import { REFERENCE_PATTERN } from './reference'

/** What a booking link's `ref` may be: the site's own tags (hero, nav, blog-<slug>, …). */
export const bookingRefSchema = inputString().regex(
  /^[a-z0-9-]{1,60}$/,
  'ref must be 1–60 lowercase letters, digits or -',
)

/** The click's reference as the browser made it (src/lib/bookings/clicks/reference.ts). */
export const clickReferenceSchema = inputString().regex(REFERENCE_PATTERN, 'reference must be 32 hex digits')

/**
 * Browser → server: a booking link was clicked on `page`. `link`: the click may be tied to the visitor's
 * open chat, because it was made inside that chat or the visitor allowed functional cookies; without it
 * the click only counts.
 * `reference`: what the link now carries to the scheduler; `landing`: where the visit began, as the
 * chat widget reports it (src/lib/chat/client/visit.ts), stored as the click's first touch.
 */
export const bookingClickSchema = z
  .object({
    ref: bookingRefSchema,
    page: sitePathSchema,
    link: z.boolean().default(false),
    reference: clickReferenceSchema.optional(),
    landing: landingSchema.nullish(),
  })
  .strict()
export type BookingClickInput = z.output<typeof bookingClickSchema>

/** A click as the chat console shows it beside the conversation. */
export type BookingClickView = {
  id: number
  conversationId: number | null
  source: string
  page: string
  createdAt: string
}

/** A stored click as the console gets it (live and in the visitor details alike). */
export function bookingClickView(click: BookingClick): BookingClickView {
  return {
    id: click.id,
    conversationId: idOrNull(click.conversation),
    source: click.source,
    page: click.page,
    createdAt: click.createdAt,
  }
}
