import type { Payload } from 'payload'

import { siteConfig } from '@/config/site'
import { bookingHref } from '@/lib/bookings/links'

import { emitVisitorContext, STAFF_ROOM } from '../broadcast'
import { visitorContextInputSchema } from '../context'
import {
  assertVisitorMayType,
  findOpenConversation,
  hasConversations,
  medianFirstReplySeconds,
  storeReportedContext,
  visitorConversation,
} from '../conversations'
import { conversationMessages, existingVisitorMessage, markSeenByVisitor } from '../messages'
import { blockedMessage, ChatError } from '../refusals'
import { conversationRefSchema, noInputSchema, syncSchema } from '../schema'
import { ttlCache } from '../ttl-cache'
import { messageView, visitorConversationView } from '../views'
import { sendVisitorMessage } from '../visitor-send'
import type { EventTable, VisitorEvent, VisitorEventContext } from './handler-context'
import { visitorSendSchema } from './inputs'

/** Chats answered in the last 30 days before the widget quotes a typical reply time. */
export const TYPICAL_REPLY_MIN_CHATS = 10
const TYPICAL_REPLY_TTL_MS = 5 * 60_000

/** The measured median, read at most every 5 minutes for the whole process. */
const typicalReply = ttlCache(TYPICAL_REPLY_TTL_MS, (payload: Payload) =>
  medianFirstReplySeconds(payload, TYPICAL_REPLY_MIN_CHATS),
)

/**
 * The visitor side of the protocol: every chat:* event a widget sends, the schema its input is validated with
 * (./inputs.ts, the shared ones ../schema.ts) and the handler that answers it. ../socket.ts registers them in this
 * order on a visitor's socket, charging the event budget first for the events that have a cost (VISITOR_EVENT_COSTS);
 * chat:send and chat:context check their own limits here.
 */
export const VISITOR_EVENTS: EventTable<VisitorEventContext, VisitorEvent> = {
  /** The latest open conversation with its messages, and whether the visitor already told us who they are. */
  'chat:resume': {
    schema: noInputSchema,
    handler: async ({ payload, visitorId }) => {
      const conversation = await findOpenConversation(payload, visitorId)
      const messages = conversation ? await conversationMessages(payload, conversation.id) : []
      return {
        conversation: conversation ? visitorConversationView(conversation) : null,
        messages: messages.map(messageView),
        identityKnown: await hasConversations(payload, visitorId),
      }
    },
  },

  /** A visitor's message: stored once per client id, announced after commit. */
  'chat:send': {
    schema: visitorSendSchema,
    handler: async ({ payload, visitorId, blocked, limits, socketId, experimentsSeen }, input) => {
      if (blocked) throw new ChatError('blocked', blockedMessage())
      try {
        await limits.withinMessageLimit(visitorId)
      } catch (error) {
        // A retry of a message already stored is answered again, whatever the limit says: refusing it
        // would make the widget offer the text for sending a second time.
        const repeated = await existingVisitorMessage(payload, visitorId, input.clientId)
        if (repeated) return { message: repeated.message, conversation: repeated.conversation }
        throw error
      }
      const { message, conversation } = await sendVisitorMessage(payload, {
        visitorId,
        input,
        mayStartConversation: limits.mayStartConversation,
        experimentsSeen,
        socketId,
      })
      return { message, conversation }
    },
  },

  /** Catch-up after a reconnect: the visitor's conversation and its messages near or after `since`. */
  'chat:sync': {
    schema: syncSchema,
    handler: async ({ payload, visitorId }, { conversationId, since }) => {
      const conversation = await visitorConversation(payload, visitorId, conversationId)
      const messages = await conversationMessages(payload, conversationId, since)
      return { conversation: visitorConversationView(conversation), messages: messages.map(messageView) }
    },
  },

  /** Whether a staff member has the console open on any process. */
  'chat:presence': { schema: noInputSchema, handler: ({ presence }) => presence.current() },

  /** What the widget shows about when the team answers. */
  'chat:hours': {
    schema: noInputSchema,
    handler: async ({ payload }) => {
      const typicalReplySeconds = await typicalReply(payload)
      const site = siteConfig()
      return {
        officeHours: site.officeHours ?? null,
        typicalReplySeconds,
        bookingUrl: bookingHref(site.bookingUrl, 'chat-away'),
      }
    },
  },

  /**
   * The visitor is typing in their own open conversation: staff consoles show it for a few seconds.
   * Checked on every signal (one indexed read): typing ends with the conversation.
   */
  'chat:typing': {
    schema: conversationRefSchema,
    handler: async ({ io, payload, visitorId, typing }, { conversationId }) => {
      await assertVisitorMayType(payload, visitorId, conversationId)
      if (typing.shouldSignal()) io.to(STAFF_ROOM).emit('staff:typing', { conversationId })
      return null
    },
  },

  /** The visitor saw their conversation in the open widget: staff replies so far will not be e-mailed. */
  'chat:seen': {
    schema: conversationRefSchema,
    handler: async ({ payload, visitorId }, { conversationId }) => {
      await markSeenByVisitor(payload, visitorId, conversationId)
      return null
    },
  },

  /** The page the visitor is on, while they have an open conversation. */
  'chat:context': {
    schema: visitorContextInputSchema,
    handler: async ({ payload, visitorId, blocked, limits, agent }, input) => {
      if (blocked) return null
      await limits.withinContextLimit(visitorId)
      const stored = await storeReportedContext(payload, visitorId, input, agent)
      if (!stored) return null
      // Consoles show it live.
      emitVisitorContext(stored.conversationId, stored.context)
      return { conversationId: stored.conversationId }
    },
  },
}
