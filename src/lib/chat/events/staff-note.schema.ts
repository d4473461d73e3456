import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { clientIdSchema, conversationIdSchema, messageTextSchema } from '../schema'

/** Staff → server: a note on a conversation that only staff read. */
export const staffNoteSchema = z.object({
  conversationId: conversationIdSchema,
  clientId: clientIdSchema,
  text: messageTextSchema,
})
export type StaffNoteInput = z.output<typeof staffNoteSchema>
