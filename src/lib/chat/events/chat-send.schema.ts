import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { clientIdSchema, conversationIdSchema, identitySchema, messageTextSchema } from '../schema'

/** Visitor → server: a message; `identity` is needed only when it starts a conversation. */
export const visitorSendSchema = z.object({
  clientId: clientIdSchema,
  message: messageTextSchema,
  conversationId: conversationIdSchema.optional(),
  identity: identitySchema.optional(),
})
export type VisitorSendInput = z.output<typeof visitorSendSchema>
