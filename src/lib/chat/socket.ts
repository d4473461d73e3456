import { Forbidden, type Payload } from 'payload'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { Server, Socket } from 'socket.io'
import type { z } from 'zod'

import { CHAT_ROLES, hasRole } from '@/access/roles'
import { env } from '@/config/env'
import { databasePool } from '@/lib/db/pool'
import { clientIp, type TrustProxy } from '@/lib/http/client-ip'
import { isSameOrigin } from '@/lib/http/same-origin'
import { postgresRateLimiter, rateLimitKeyForIp } from '@/lib/rate-limit'

import { STAFF_ROOM, staffUserRoom, VISITORS_ROOM, visitorRoom } from './broadcast'
import { classifyUserAgent } from './context'
import { type StaffPresence, trackStaffPresence } from './presence'
import { CLIENT_EVENT_SCHEMAS, describeError } from './schema'
import {
  addNote,
  assertOpenForTyping,
  blockedMessage,
  assignConversation,
  cannedReplies,
  chatAgents,
  chatHours,
  conversationContext,
  assertVisitorMayType,
  ChatError,
  closeConversation,
  conversationMessages,
  conversationVisitorId,
  deleteVisitorConversations,
  existingVisitorMessage,
  findOpenConversation,
  hasConversations,
  markSeenByStaff,
  markSeenByVisitor,
  reopenConversation,
  reportVisitorContext,
  searchStaffConversations,
  sendVisitorMessage,
  setOutcome,
  setVisitorBlocked,
  staffConversations,
  staffMessages,
  staffNotes,
  staffReply,
  visitorConversation,
} from './service'
import { sessionRemainingMs, tokenExpiry } from './staff-session'
import { isVisitorBlocked } from './sql'
import type { Ack, AnswerOf, ChatErrorCode, ClientEvent, ClientEvents } from './types'
import { typingThrottle } from './typing'
import { messageView, noteView, type StaffUser, staffConversationView, visitorConversationView } from './views'
import { readCookie, VISITOR_COOKIE, verifyVisitorCookie, visitorKeys } from './visitor-id'

/** Socket.IO payloads above this are refused before any handler runs. */
export const MAX_SOCKET_PAYLOAD_BYTES = 64 * 1024
const CONVERSATION_WINDOW_S = 12 * 60 * 60
const CONTEXT_REPORTS_PER_MINUTE = 60

export const TOO_MANY_SOCKETS = 'Too many chat connections from your network. Please close some tabs and try again.'

/**
 * Each visitor socket's budget for the events without a limit of their own (chat:send and
 * chat:context have theirs), spent by each event's cost: reads of several rows and writes cost more.
 * The widget's heaviest normal use (connect, a reply or two, typing, resync) stays well under it.
 */
export const VISITOR_EVENT_POINTS = 60
export const VISITOR_EVENT_WINDOW_S = 10
export const VISITOR_EVENT_COSTS = {
  'chat:resume': 4,
  'chat:sync': 2,
  'chat:seen': 2,
  'chat:typing': 1,
  'chat:hours': 1,
  'chat:presence': 1,
} as const satisfies Partial<Record<ClientEvent, number>>
type BudgetedEvent = keyof typeof VISITOR_EVENT_COSTS

type SocketData = { visitorId?: string; visitorBlocked?: boolean; wantsVisitor?: boolean; staff?: StaffUser; staffSessionEnds?: number; ip: string }
type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>

const fail = (code: ChatErrorCode, error: string): Ack<never> => ({ ok: false, code, error })

/**
 * Registers one acknowledged event: the payload is validated with the event's schema
 * (CLIENT_EVENT_SCHEMAS), the handler's result or error becomes the acknowledgement, and nothing a
 * client sends can crash the server.
 */
function on<E extends ClientEvent>(socket: ChatSocket, payload: Payload, event: E, handler: (input: ClientEvents[E]['parsed']) => Promise<AnswerOf<E>> | AnswerOf<E>) {
  // Indexed by a type parameter, the map gives the union of every schema: this one is the event's own.
  const schema = CLIENT_EVENT_SCHEMAS[event] as unknown as z.ZodType<ClientEvents[E]['parsed']>
  const name: string = event
  socket.on(name, async (...args: unknown[]) => {
    const ack = args.at(-1)
    if (typeof ack !== 'function') return
    const respond = ack as (answer: Ack<AnswerOf<E>>) => void
    const parsed = schema.safeParse(args.length > 1 ? args[0] : undefined)
    if (!parsed.success) return respond(fail('invalid', describeError(parsed.error)))
    try {
      respond({ ok: true, data: await handler(parsed.data) })
    } catch (error) {
      if (error instanceof ChatError) return respond(fail(error.code, error.message))
      if (error instanceof Forbidden) return respond(fail('forbidden', 'You are not allowed to do that.'))
      const status = (error as { status?: number }).status
      if (status === 404) return respond(fail('not-found', 'This conversation does not exist.'))
      if (status === 409 || status === 400) return respond(fail('invalid', (error as Error).message))
      payload.logger.error({ err: error }, `chat: ${event} failed`)
      respond(fail('server', 'Something went wrong. Please try again.'))
    }
  })
}

/**
 * The chat's socket events: visitor (signed cookie) and staff (Payload auth cookie) sides.
 * `clustered`: other app processes share the rooms (Redis adapter). `stop` ends its timers.
 */
export function attachChat(io: Server, payload: Payload, { clustered }: { clustered: boolean }): { stop: () => void } {
  const presence = trackStaffPresence(io, payload, { clustered })
  const config = env()
  const conversationLimiter = postgresRateLimiter(databasePool(payload), {
    keyPrefix: 'chat-conversation',
    points: config.CHAT_CONVERSATIONS_PER_IP,
    durationSeconds: CONVERSATION_WINDOW_S,
  })
  const messageLimiter = new RateLimiterMemory({ keyPrefix: 'chat-message', points: config.CHAT_MESSAGES_PER_MINUTE, duration: 60 })
  // Page reports come with navigation: a person does not open more than this many pages a minute.
  const contextLimiter = new RateLimiterMemory({ keyPrefix: 'chat-context', points: CONTEXT_REPORTS_PER_MINUTE, duration: 60 })
  const eventLimiter = new RateLimiterMemory({ keyPrefix: 'chat-visitor-events', points: VISITOR_EVENT_POINTS, duration: VISITOR_EVENT_WINDOW_S })

  async function spend(socketId: string, event: BudgetedEvent) {
    try {
      await eventLimiter.consume(socketId, VISITOR_EVENT_COSTS[event])
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
        throw new ChatError('rate-limited', `Too many chat requests (${event}) from this page. Please wait ${seconds} seconds and try again.`)
      }
      throw error
    }
  }

  async function withinMessageLimit(visitorId: string) {
    try {
      await messageLimiter.consume(visitorId)
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
        throw new ChatError('rate-limited', `You're sending messages too quickly. Please wait ${seconds} seconds and try again.`)
      }
      throw error
    }
  }

  async function withinContextLimit(visitorId: string) {
    try {
      await contextLimiter.consume(visitorId)
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new ChatError('rate-limited', 'Too many page reports. Please slow down.')
      throw error
    }
  }

  // Who is who, decided once per connection: the client says which side it is; the cookies prove it.
  async function identify(socket: ChatSocket, next: (error?: Error) => void) {
    const cookie = socket.request.headers.cookie
    socket.data.ip = clientIp(socket.request, config.TRUST_PROXY)
    const side = (socket.handshake.auth as { as?: unknown } | undefined)?.as
    if (side === 'staff') {
      try {
        // Payload accepts the auth cookie only from an allowed Origin: no cross-site socket hijacking.
        // A page of the very host the socket reached is allowed too, as the page itself was: else a
        // console opened under another name of the site (www, localhost) would be sent to sign in forever.
        const headers = new Headers()
        for (const name of ['cookie', 'origin', 'sec-fetch-site'] as const) {
          const value = socket.request.headers[name]
          if (typeof value === 'string') headers.set(name, value)
        }
        if (isSameOrigin(socket.request, config.TRUST_PROXY)) {
          headers.delete('origin')
          headers.set('sec-fetch-site', 'same-origin')
        }
        const { user } = await payload.auth({ headers })
        if (user?.collection === 'users' && hasRole(user, ...CHAT_ROLES)) {
          socket.data.staff = user
          socket.data.staffSessionEnds = tokenExpiry(readCookie(cookie, `${payload.config.cookiePrefix}-token`))
          return next()
        }
      } catch (error) {
        payload.logger.warn({ err: error }, 'chat: staff socket authentication failed')
      }
      return next(new Error('Staff sign-in required'))
    }
    if (side === 'visitor') {
      socket.data.visitorId = verifyVisitorCookie(readCookie(cookie, VISITOR_COOKIE), visitorKeys(config))
      socket.data.wantsVisitor = true
      // Read once per connection: a block ends the visitor's sockets, so the next connection knows.
      if (socket.data.visitorId) socket.data.visitorBlocked = await isVisitorBlocked(databasePool(payload), socket.data.visitorId).catch(() => false)
    }
    next()
  }
  io.use(capSocketsPerClient(config.CHAT_SOCKETS_PER_CLIENT, config.TRUST_PROXY))
  io.use((raw, next) => void identify(raw as ChatSocket, next))

  io.on('connection', (raw) => {
    const socket = raw as ChatSocket
    const { staff, visitorId } = socket.data
    if (staff) {
      void socket.join([STAFF_ROOM, staffUserRoom(staff.id)])
      presence.changed()
      // The socket lives no longer than the sign-in that opened it.
      const expiry = setTimeout(() => socket.disconnect(true), sessionRemainingMs(socket.data.staffSessionEnds))
      socket.on('disconnect', () => {
        clearTimeout(expiry)
        presence.changed()
      })
      registerStaff(io, socket, payload, staff)
    } else if (visitorId) {
      void socket.join([visitorRoom(visitorId), VISITORS_ROOM])
      registerVisitor(io, socket, payload, visitorId, Boolean(socket.data.visitorBlocked), presence, {
        mayStartConversation: async () => (await conversationLimiter.consume(socket.data.ip)).allowed,
        withinMessageLimit,
        withinContextLimit,
        spend: (event) => spend(socket.id, event),
      })
    } else if (socket.data.wantsVisitor) {
      // No valid visitor cookie (missing, expired or forged): every chat request is refused.
      for (const event of VISITOR_EVENTS) {
        socket.on(event, (...args: unknown[]) => {
          const ack = args.at(-1)
          if (typeof ack === 'function') (ack as (answer: unknown) => void)(fail('no-session', 'Your chat session has expired. Please reload the page.'))
        })
      }
    }
  })

  return { stop: presence.stop }
}

const VISITOR_EVENTS = (Object.keys(CLIENT_EVENT_SCHEMAS) as ClientEvent[]).filter((event) => event.startsWith('chat:'))

type VisitorLimits = {
  mayStartConversation: () => Promise<boolean>
  withinMessageLimit: (visitorId: string) => Promise<void>
  withinContextLimit: (visitorId: string) => Promise<void>
  /** Charges the socket's event budget; refused (rate-limited) when it is spent. */
  spend: (event: BudgetedEvent) => Promise<void>
}

/**
 * Refuses a connection past `max` open ones (CHAT_SOCKETS_PER_CLIENT) from the same client (the address rate
 * limits use: behind trusted proxies the forwarded one, IPv6 per /64). Counted per WebSocket
 * connection, released when it closes; the check and the count happen in one synchronous step.
 */
function capSocketsPerClient(max: number, trustProxy: TrustProxy) {
  const open = new Map<string, number>()
  const counted = new WeakSet<object>()
  return (socket: Socket, next: (error?: Error) => void) => {
    const connection = socket.conn
    if (counted.has(connection)) return next()
    const key = rateLimitKeyForIp(clientIp(socket.request, trustProxy))
    const count = open.get(key) ?? 0
    if (count >= max) return next(new Error(TOO_MANY_SOCKETS))
    open.set(key, count + 1)
    counted.add(connection)
    connection.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
    next()
  }
}

/** Typing signals are forwarded at most once per CHAT_TYPING_FORWARD_MS per socket, whatever the client sends. */
const forwardTypingThrottle = () => typingThrottle(env().CHAT_TYPING_FORWARD_MS)

function registerVisitor(io: Server, socket: ChatSocket, payload: Payload, visitorId: string, blocked: boolean, presence: StaffPresence, limits: VisitorLimits) {
  const typing = forwardTypingThrottle()
  /** An event charged to the socket's budget before its handler runs. */
  const budgeted = <E extends BudgetedEvent>(event: E, handler: (input: ClientEvents[E]['parsed']) => Promise<AnswerOf<E>> | AnswerOf<E>) =>
    on(socket, payload, event, async (input) => {
      await limits.spend(event)
      return handler(input)
    })

  // The latest open conversation with its messages, and whether the visitor already told us who they are.
  budgeted('chat:resume', async () => {
    const conversation = await findOpenConversation(payload, visitorId)
    const messages = conversation ? await conversationMessages(payload, conversation.id) : []
    return {
      conversation: conversation ? visitorConversationView(conversation) : null,
      messages: messages.map(messageView),
      identityKnown: await hasConversations(payload, visitorId),
    }
  })

  on(socket, payload, 'chat:send', async (input) => {
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
      socketId: socket.id,
    })
    return { message, conversation }
  })

  budgeted('chat:sync', async ({ conversationId, since }) => {
    const conversation = await visitorConversation(payload, visitorId, conversationId)
    const messages = await conversationMessages(payload, conversationId, since)
    return { conversation: visitorConversationView(conversation), messages: messages.map(messageView) }
  })

  budgeted('chat:presence', () => presence.current())

  budgeted('chat:hours', () => chatHours(payload))

  // The visitor is typing in their own open conversation: staff consoles show it for a few seconds.
  // Checked on every signal (one indexed read): typing ends with the conversation.
  budgeted('chat:typing', async ({ conversationId }) => {
    await assertVisitorMayType(payload, visitorId, conversationId)
    if (typing.shouldSignal()) io.to(STAFF_ROOM).emit('staff:typing', { conversationId })
    return null
  })

  budgeted('chat:seen', async ({ conversationId }) => {
    await markSeenByVisitor(payload, visitorId, conversationId)
    return null
  })

  // The page the visitor is on, while they have an open conversation. Only a class of the user agent is kept.
  const agent = classifyUserAgent(socket.request.headers['user-agent'])
  on(socket, payload, 'chat:context', async (input) => {
    if (blocked) return null
    await limits.withinContextLimit(visitorId)
    return reportVisitorContext(payload, visitorId, input, agent)
  })
}

function registerStaff(io: Server, socket: ChatSocket, payload: Payload, user: StaffUser) {
  const visitorOf = new Map<number, string>()
  const typing = forwardTypingThrottle()

  on(socket, payload, 'staff:list', (page) => staffConversations(payload, user, page))

  on(socket, payload, 'staff:search', ({ query }) => searchStaffConversations(payload, user, query))

  on(socket, payload, 'staff:messages', async ({ conversationId, since }) => (await staffMessages(payload, user, conversationId, since)).map(messageView))

  on(socket, payload, 'staff:reply', async (input) => messageView((await staffReply(payload, user, input)).message))

  on(socket, payload, 'staff:close', async ({ conversationId }) => staffConversationView(await closeConversation(payload, user, conversationId)))

  on(socket, payload, 'staff:reopen', async ({ conversationId }) => staffConversationView(await reopenConversation(payload, user, conversationId)))

  // Viewed in one console: the unread count resets in every console.
  on(socket, payload, 'staff:seen', async ({ conversationId }) => {
    await markSeenByStaff(payload, user, conversationId)
    io.to(STAFF_ROOM).emit('staff:seen', { conversationId })
    return null
  })

  on(socket, payload, 'staff:typing', async ({ conversationId }) => {
    let visitorId = visitorOf.get(conversationId)
    if (!visitorId) {
      visitorId = await conversationVisitorId(payload, user, conversationId)
      visitorOf.set(conversationId, visitorId)
    }
    await assertOpenForTyping(payload, conversationId)
    if (typing.shouldSignal()) io.to(visitorRoom(visitorId)).emit('chat:typing', { conversationId })
    return null
  })

  on(socket, payload, 'staff:delete-visitor', ({ conversationId }) => deleteVisitorConversations(payload, user, conversationId))

  on(socket, payload, 'staff:notes', async ({ conversationId }) => (await staffNotes(payload, user, conversationId)).map(noteView))

  on(socket, payload, 'staff:note', async (input) => noteView(await addNote(payload, user, input)))

  on(socket, payload, 'staff:assign', async ({ conversationId, assigneeId }) => staffConversationView(await assignConversation(payload, user, conversationId, assigneeId)))

  on(socket, payload, 'staff:agents', () => chatAgents(payload, user))

  on(socket, payload, 'staff:canned', () => cannedReplies(payload, user))

  on(socket, payload, 'staff:context', ({ conversationId }) => conversationContext(payload, user, conversationId))

  on(socket, payload, 'staff:outcome', async ({ conversationId, outcome }) => staffConversationView(await setOutcome(payload, user, conversationId, outcome)))

  on(socket, payload, 'staff:block', ({ conversationId, blocked }) => setVisitorBlocked(payload, user, conversationId, blocked))
}
