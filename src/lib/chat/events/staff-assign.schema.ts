import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { conversationIdSchema, rowIdSchema } from '../schema'

/** Staff → server: give a conversation to a staff member (their own id to take it), or null to release it. */
export const assignSchema = z.object({ conversationId: conversationIdSchema, assigneeId: rowIdSchema.nullable() })
