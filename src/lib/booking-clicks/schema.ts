import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { sitePathSchema } from '@/lib/chat/context'
import { idOrNull } from '@/lib/chat/views'
import { inputString } from '@/lib/validation/text'
import type { BookingClick } from '@/payload-types'

/** What a booking link's `ref` may be: the site's own tags (hero, nav, blog-<slug>, …). */
export const bookingRefSchema = inputString().regex(/^[a-z0-9-]{1,60}$/, 'ref must be 1–60 lowercase letters, digits or -')

/**
 * Browser → server: a booking link was clicked on `page`. `link`: the visitor allowed functional
 * cookies, so the click may be tied to their chat (if they have one); without it the click only counts.
 */
export const bookingClickSchema = z.object({ ref: bookingRefSchema, page: sitePathSchema, link: z.boolean().default(false) }).strict()
export type BookingClickInput = z.output<typeof bookingClickSchema>

/** A click as the chat console shows it beside the conversation. */
export type BookingClickView = { id: number; conversationId: number | null; source: string; page: string; createdAt: string }

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
