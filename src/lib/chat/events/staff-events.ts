import { setVisitorBlocked } from '../blocking'
import { STAFF_ROOM, visitorRoom } from '../broadcast'
import { conversationContext, searchStaffConversations, staffConversations } from '../conversation-list'
import {
  assignConversation,
  closeConversation,
  deleteVisitorConversations,
  reopenConversation,
  setOutcome,
} from '../conversation-updates'
import { assertOpenForTyping, conversationVisitorId } from '../conversations'
import { markSeenByStaff, staffMessages, staffReply } from '../messages'
import { addNote, staffNotes } from '../notes'
import { visitorConnected } from '../presence'
import { conversationRefSchema, noInputSchema, syncSchema } from '../schema'
import { chatAgents, cannedReplies } from '../staff-directory'
import { messageView, noteView, staffConversationView } from '../views'
import type { EventTable, StaffEvent, StaffEventContext } from './handler-context'
import {
  assignSchema,
  blockSchema,
  listPageSchema,
  outcomeSchema,
  searchSchema,
  staffNoteSchema,
  staffReplySchema,
} from './inputs'

/**
 * The staff side of the protocol: every staff:* event the console sends, the schema its input is validated with
 * (./inputs.ts, the shared ones ../schema.ts) and the handler that answers it. ../socket.ts registers them, in this
 * order, only on a socket whose Payload sign-in has a chat role; each handler checks what that user may do.
 */
export const STAFF_EVENTS: EventTable<StaffEventContext, StaffEvent> = {
  /** One page of the console's list. */
  'staff:list': {
    schema: listPageSchema,
    handler: ({ payload, user }, page) => staffConversations(payload, user, page),
  },

  /** Conversations whose visitor or messages contain the query. */
  'staff:search': {
    schema: searchSchema,
    handler: ({ payload, user }, { query }) => searchStaffConversations(payload, user, query),
  },

  /** A conversation's messages in order, optionally those near or after `since`. */
  'staff:messages': {
    schema: syncSchema,
    handler: async ({ payload, user }, { conversationId, since }) =>
      (await staffMessages(payload, user, conversationId, since)).map(messageView),
  },

  /** A staff reply, stored once per client id. */
  'staff:reply': {
    schema: staffReplySchema,
    handler: async ({ payload, user }, input) => messageView((await staffReply(payload, user, input)).message),
  },

  /** Closes a conversation; the collection hook tells the visitor and every console. */
  'staff:close': {
    schema: conversationRefSchema,
    handler: async ({ payload, user }, { conversationId }) =>
      staffConversationView(await closeConversation(payload, user, conversationId)),
  },

  /** Reopens a closed conversation (refused while the visitor has another open one). */
  'staff:reopen': {
    schema: conversationRefSchema,
    handler: async ({ payload, user }, { conversationId }) =>
      staffConversationView(await reopenConversation(payload, user, conversationId)),
  },

  /** Viewed in one console: the unread count resets in every console. */
  'staff:seen': {
    schema: conversationRefSchema,
    handler: async ({ io, payload, user }, { conversationId }) => {
      await markSeenByStaff(payload, user, conversationId)
      io.to(STAFF_ROOM).emit('staff:seen', { conversationId })
      return null
    },
  },

  /** Staff typing in an open conversation: the visitor's widget shows it for a few seconds. */
  'staff:typing': {
    schema: conversationRefSchema,
    handler: async ({ io, payload, user, visitorOf, typing }, { conversationId }) => {
      let visitorId = visitorOf.get(conversationId)
      if (!visitorId) {
        visitorId = await conversationVisitorId(payload, user, conversationId)
        visitorOf.set(conversationId, visitorId)
      }
      await assertOpenForTyping(payload, conversationId)
      if (typing.shouldSignal()) io.to(visitorRoom(visitorId)).emit('chat:typing', { conversationId })
      return null
    },
  },

  /** A privacy request (admins): every conversation of the visitor behind this one, and their bookings. */
  'staff:delete-visitor': {
    schema: conversationRefSchema,
    handler: ({ payload, user }, { conversationId }) => deleteVisitorConversations(payload, user, conversationId),
  },

  /** A conversation's staff notes in order. */
  'staff:notes': {
    schema: conversationRefSchema,
    handler: async ({ payload, user }, { conversationId }) =>
      (await staffNotes(payload, user, conversationId)).map(noteView),
  },

  /** A staff note, stored once per client id; every console hears of it (collection hook). */
  'staff:note': {
    schema: staffNoteSchema,
    handler: async ({ payload, user }, input) => noteView(await addNote(payload, user, input)),
  },

  /** Takes, hands over or releases a conversation. */
  'staff:assign': {
    schema: assignSchema,
    handler: async ({ payload, user }, { conversationId, assigneeId }) =>
      staffConversationView(await assignConversation(payload, user, conversationId, assigneeId)),
  },

  /** Staff who answer chats, for the console's "hand over to" list. */
  'staff:agents': { schema: noInputSchema, handler: ({ payload, user }) => chatAgents(payload, user) },

  /** The canned replies the user may read. */
  'staff:canned': { schema: noInputSchema, handler: ({ payload, user }) => cannedReplies(payload, user) },

  /**
   * The visitor's context, their other conversations, booking clicks and bookings, whether they are blocked, and
   * whether a widget of theirs is connected now.
   */
  'staff:context': {
    schema: conversationRefSchema,
    handler: ({ io, payload, user }, { conversationId }) =>
      conversationContext(payload, user, conversationId, (visitorId) => visitorConnected(io, visitorId)),
  },

  /** Labels how a conversation ended. */
  'staff:outcome': {
    schema: outcomeSchema,
    handler: async ({ payload, user }, { conversationId, outcome }) =>
      staffConversationView(await setOutcome(payload, user, conversationId, outcome)),
  },

  /** Blocks the visitor behind a conversation labelled spam, or lifts the block. */
  'staff:block': {
    schema: blockSchema,
    handler: ({ payload, user }, { conversationId, blocked }) =>
      setVisitorBlocked(payload, user, conversationId, blocked),
  },
}
