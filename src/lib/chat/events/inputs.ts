import { z } from 'zod'

import '@/lib/validation/zod-jitless'

import { withoutNul } from '@/lib/plain-text'
import { inputString } from '@/lib/validation/text'

import { CONVERSATION_OUTCOMES } from '../constants'
import { visitorContextInputSchema } from '../context'
import {
  clientIdSchema,
  conversationIdSchema,
  conversationRefSchema,
  identitySchema,
  messageTextSchema,
  noInputSchema,
  rowIdSchema,
  syncSchema,
} from '../schema'

/**
 * What each acknowledged client → server event takes, validated by the socket server before its
 * handler runs: an event's own input is declared here, the inputs several events share in ../schema.ts.
 * The answers are declared in ../types.ts (`ClientEvents`), the handlers in ./visitor-events.ts and
 * ./staff-events.ts, whose entries name these schemas.
 *
 * Apart from the handler tables on purpose: ../types.ts derives the protocol from CLIENT_EVENT_SCHEMAS and
 * browser code reads those types, so this module imports only zod and the field rules, never a handler,
 * Payload or the database.
 */

/** Visitor → server: a message; `identity` is needed only when it starts a conversation. */
export const visitorSendSchema = z.object({
  clientId: clientIdSchema,
  message: messageTextSchema,
  conversationId: conversationIdSchema.optional(),
  identity: identitySchema.optional(),
})
export type VisitorSendInput = z.output<typeof visitorSendSchema>

/** Staff → server: one page of the console's list (the first when no page is given). */
export const listPageSchema = z
  .object({ page: z.number().int().min(1).max(10_000) })
  .optional()
  .transform((input) => input?.page ?? 1)

/** Staff → server: conversations whose visitor or messages contain the text. */
export const searchSchema = z.object({
  query: inputString().overwrite(withoutNul).trim().min(1, 'Enter something to search for').max(100),
})

/** Staff → server: a reply. */
export const staffReplySchema = z.object({
  conversationId: conversationIdSchema,
  clientId: clientIdSchema,
  message: messageTextSchema,
})
export type StaffReplyInput = z.output<typeof staffReplySchema>

/** Staff → server: a note on a conversation that only staff read. */
export const staffNoteSchema = z.object({
  conversationId: conversationIdSchema,
  clientId: clientIdSchema,
  text: messageTextSchema,
})
export type StaffNoteInput = z.output<typeof staffNoteSchema>

/** Staff → server: give a conversation to a staff member (their own id to take it), or null to release it. */
export const assignSchema = z.object({ conversationId: conversationIdSchema, assigneeId: rowIdSchema.nullable() })

/** Staff → server: label how a conversation ended (null: no label). */
export const outcomeSchema = z.object({
  conversationId: conversationIdSchema,
  outcome: z.enum(CONVERSATION_OUTCOMES).nullable(),
})

/** Staff → server: block (or unblock) the visitor behind a conversation labelled spam. */
export const blockSchema = z.object({ conversationId: conversationIdSchema, blocked: z.boolean() })

/** Every client → server event and its schema: the list of events ../types.ts and the handler tables are keyed by. */
export const CLIENT_EVENT_SCHEMAS = {
  'chat:resume': noInputSchema,
  'chat:send': visitorSendSchema,
  'chat:sync': syncSchema,
  'chat:presence': noInputSchema,
  'chat:hours': noInputSchema,
  'chat:typing': conversationRefSchema,
  'chat:seen': conversationRefSchema,
  'chat:context': visitorContextInputSchema,
  'staff:list': listPageSchema,
  'staff:search': searchSchema,
  'staff:messages': syncSchema,
  'staff:reply': staffReplySchema,
  'staff:close': conversationRefSchema,
  'staff:reopen': conversationRefSchema,
  'staff:seen': conversationRefSchema,
  'staff:typing': conversationRefSchema,
  'staff:delete-visitor': conversationRefSchema,
  'staff:notes': conversationRefSchema,
  'staff:note': staffNoteSchema,
  'staff:assign': assignSchema,
  'staff:agents': noInputSchema,
  'staff:canned': noInputSchema,
  'staff:context': conversationRefSchema,
  'staff:outcome': outcomeSchema,
  'staff:block': blockSchema,
} as const
