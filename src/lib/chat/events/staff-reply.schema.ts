import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { clientIdSchema, conversationIdSchema, messageTextSchema } from '../schema'

/** Staff → server: a reply. */
export const staffReplySchema = z.object({
  conversationId: conversationIdSchema,
  clientId: clientIdSchema,
  message: messageTextSchema,
})
export type StaffReplyInput = z.output<typeof staffReplySchema>
