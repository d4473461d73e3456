import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { CONVERSATION_OUTCOMES } from '../constants'
import { conversationIdSchema } from '../schema'

/** Staff → server: label how a conversation ended (null: no label). */
export const outcomeSchema = z.object({
  conversationId: conversationIdSchema,
  outcome: z.enum(CONVERSATION_OUTCOMES).nullable(),
})
