import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { conversationIdSchema } from '../schema'

/** Staff → server: block (or unblock) the visitor behind a conversation labelled spam. */
export const blockSchema = z.object({ conversationId: conversationIdSchema, blocked: z.boolean() })
