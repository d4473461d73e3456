import { visitorContextInputSchema } from '../context'
import { conversationRefSchema, noInputSchema, syncSchema } from '../schema'
import { visitorSendSchema } from './chat-send.schema'
import { assignSchema } from './staff-assign.schema'
import { blockSchema } from './staff-block.schema'
import { listPageSchema } from './staff-list.schema'
import { staffNoteSchema } from './staff-note.schema'
import { outcomeSchema } from './staff-outcome.schema'
import { staffReplySchema } from './staff-reply.schema'
import { searchSchema } from './staff-search.schema'

/**
 * What each acknowledged client → server event takes, validated by the socket server before its
 * handler runs; the answers are declared beside it in ../types.ts (`ClientEvents`). An event's own
 * schema sits beside its handler; the inputs several events share are in ../schema.ts.
 */
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
