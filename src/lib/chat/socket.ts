import { Forbidden, type Payload } from 'payload'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import type { Server, Socket } from 'socket.io'
import type { z } from 'zod'

import { CHAT_ROLES, hasRole } from '@/access/roles'
import { env } from '@/config/env'
import { databasePool } from '@/lib/db/pool'
import { experimentsSeen } from '@/lib/experiments/seen'
import { clientIp, type TrustProxy } from '@/lib/http/client-ip'
import { isSameOrigin } from '@/lib/http/same-origin'
import { postgresRateLimiter, rateLimitKeyForIp } from '@/lib/rate-limit'

import { visitorBlocked } from './blocking'
import { emitVisitorLeft, STAFF_ROOM, staffUserRoom, VISITORS_ROOM, visitorRoom } from './broadcast'
import { classifyUserAgent } from './context'
import { findOpenConversation } from './conversations'
import { chatContextHandler } from './events/chat-context.handler'
import { chatHoursHandler } from './events/chat-hours.handler'
import { chatPresenceHandler } from './events/chat-presence.handler'
import { chatResumeHandler } from './events/chat-resume.handler'
import { chatSeenHandler } from './events/chat-seen.handler'
import { chatSendHandler } from './events/chat-send.handler'
import { chatSyncHandler } from './events/chat-sync.handler'
import { chatTypingHandler } from './events/chat-typing.handler'
import type { EventHandler, StaffEventContext, VisitorEventContext, VisitorLimits } from './events/handler-context'
import { CLIENT_EVENT_SCHEMAS } from './events/inputs'
import { staffAgentsHandler } from './events/staff-agents.handler'
import { staffAssignHandler } from './events/staff-assign.handler'
import { staffBlockHandler } from './events/staff-block.handler'
import { staffCannedHandler } from './events/staff-canned.handler'
import { staffCloseHandler } from './events/staff-close.handler'
import { staffContextHandler } from './events/staff-context.handler'
import { staffDeleteVisitorHandler } from './events/staff-delete-visitor.handler'
import { staffListHandler } from './events/staff-list.handler'
import { staffMessagesHandler } from './events/staff-messages.handler'
import { staffNoteHandler } from './events/staff-note.handler'
import { staffNotesHandler } from './events/staff-notes.handler'
import { staffOutcomeHandler } from './events/staff-outcome.handler'
import { staffReopenHandler } from './events/staff-reopen.handler'
import { staffReplyHandler } from './events/staff-reply.handler'
import { staffSearchHandler } from './events/staff-search.handler'
import { staffSeenHandler } from './events/staff-seen.handler'
import { staffTypingHandler } from './events/staff-typing.handler'
import { trackStaffPresence, visitorConnected } from './presence'
import { ChatError, REFUSALS, sendingTooQuickly, TOO_MANY_SOCKETS, tooManyRequests } from './refusals'
import { describeError } from './schema'
import { sessionRemainingMs, tokenExpiry } from './staff-session'
import type { Ack, AnswerOf, ChatErrorCode, ClientEvent, ClientEvents } from './types'
import { typingThrottle } from './typing'
import type { StaffUser } from './views'
import { readCookie, VISITOR_COOKIE, verifyVisitorCookie, visitorKeys } from './visitor-id'

/**
 * The chat's Socket.IO wiring: who a socket is (cookies), the per-client limits, and which handler
 * (./events/<event>.handler.ts) answers each event. What an event does is in its handler.
 */

/** Socket.IO payloads above this are refused before any handler runs. */
export const MAX_SOCKET_PAYLOAD_BYTES = 64 * 1024
const CONVERSATION_WINDOW_S = 12 * 60 * 60
const CONTEXT_REPORTS_PER_MINUTE = 60
/** Longer than a page load takes to reconnect the widget, short enough that "Now on …" goes with the visitor. */
const VISITOR_LEAVE_MS = 5_000

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

type SocketData = {
  visitorId?: string
  visitorBlocked?: boolean
  wantsVisitor?: boolean
  staff?: StaffUser
  staffSessionEnds?: number
  ip: string
}
type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>

const fail = (code: ChatErrorCode, error: string): Ack<never> => ({ ok: false, code, error })

/**
 * Registers one acknowledged event: the payload is validated with the event's schema
 * (CLIENT_EVENT_SCHEMAS), the handler's result or error becomes the acknowledgement, and nothing a
 * client sends can crash the server.
 */
function on<E extends ClientEvent>(
  socket: ChatSocket,
  payload: Payload,
  event: E,
  handler: (input: ClientEvents[E]['parsed']) => Promise<AnswerOf<E>> | AnswerOf<E>,
) {
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
      if (error instanceof Forbidden) return respond(fail('forbidden', REFUSALS.notAllowed))
      const status = (error as { status?: number }).status
      if (status === 404) return respond(fail('not-found', REFUSALS.notFound))
      if (status === 409 || status === 400) return respond(fail('invalid', (error as Error).message))
      payload.logger.error({ err: error }, `chat: ${event} failed`)
      respond(fail('server', REFUSALS.serverError))
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
  const messageLimiter = new RateLimiterMemory({
    keyPrefix: 'chat-message',
    points: config.CHAT_MESSAGES_PER_MINUTE,
    duration: 60,
  })
  // Page reports come with navigation: a person does not open more than this many pages a minute.
  const contextLimiter = new RateLimiterMemory({
    keyPrefix: 'chat-context',
    points: CONTEXT_REPORTS_PER_MINUTE,
    duration: 60,
  })
  const eventLimiter = new RateLimiterMemory({
    keyPrefix: 'chat-visitor-events',
    points: VISITOR_EVENT_POINTS,
    duration: VISITOR_EVENT_WINDOW_S,
  })

  async function spend(socketId: string, event: BudgetedEvent) {
    try {
      await eventLimiter.consume(socketId, VISITOR_EVENT_COSTS[event])
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
        throw new ChatError('rate-limited', tooManyRequests(event, seconds))
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
        throw new ChatError('rate-limited', sendingTooQuickly(seconds))
      }
      throw error
    }
  }

  async function withinContextLimit(visitorId: string) {
    try {
      await contextLimiter.consume(visitorId)
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new ChatError('rate-limited', REFUSALS.tooManyContextReports)
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
      return next(new Error(REFUSALS.staffSignInRequired))
    }
    if (side === 'visitor') {
      socket.data.visitorId = verifyVisitorCookie(readCookie(cookie, VISITOR_COOKIE), visitorKeys(config))
      socket.data.wantsVisitor = true
      // Read once per connection: a block ends the visitor's sockets, so the next connection knows.
      if (socket.data.visitorId)
        socket.data.visitorBlocked = await visitorBlocked(payload, socket.data.visitorId).catch(() => false)
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
      registerStaff(socket, payload, {
        io,
        payload,
        user: staff,
        visitorOf: new Map(),
        typing: forwardTypingThrottle(),
      })
    } else if (visitorId) {
      void socket.join([visitorRoom(visitorId), VISITORS_ROOM])
      socket.on('disconnect', () => watchVisitorLeave(io, payload, visitorId))
      const limits: VisitorLimits = {
        mayStartConversation: async () => (await conversationLimiter.consume(socket.data.ip)).allowed,
        withinMessageLimit,
        withinContextLimit,
      }
      registerVisitor(
        socket,
        payload,
        {
          io,
          payload,
          socketId: socket.id,
          visitorId,
          blocked: Boolean(socket.data.visitorBlocked),
          presence,
          limits,
          typing: forwardTypingThrottle(),
          agent: classifyUserAgent(socket.request.headers['user-agent']),
          experimentsSeen: () =>
            experimentsSeen(databasePool(payload), socket.data.ip, socket.request.headers['user-agent'] ?? ''),
        },
        (event) => spend(socket.id, event),
      )
    } else if (socket.data.wantsVisitor) {
      // No valid visitor cookie (missing, expired or forged): every chat request is refused.
      for (const event of VISITOR_EVENTS) {
        socket.on(event, (...args: unknown[]) => {
          const ack = args.at(-1)
          if (typeof ack === 'function') (ack as (answer: unknown) => void)(fail('no-session', REFUSALS.sessionExpired))
        })
      }
    }
  })

  return { stop: presence.stop }
}

/**
 * A visitor's widget disconnected: once no widget of theirs has come back within VISITOR_LEAVE_MS (moving
 * to another page reconnects at once), consoles are told that the visitor of their open conversation left.
 */
function watchVisitorLeave(io: Server, payload: Payload, visitorId: string): void {
  const timer = setTimeout(() => {
    void (async () => {
      if (await visitorConnected(io, visitorId)) return
      const conversation = await findOpenConversation(payload, visitorId)
      if (conversation) emitVisitorLeft(conversation.id)
    })().catch((error: unknown) => payload.logger.warn({ err: error }, 'chat: visitor leave check failed'))
  }, VISITOR_LEAVE_MS)
  timer.unref()
}

const VISITOR_EVENTS = (Object.keys(CLIENT_EVENT_SCHEMAS) as ClientEvent[]).filter((event) => event.startsWith('chat:'))

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

/** Registers an event answered by `handler` with the connection's context. */
function handle<Context, E extends ClientEvent>(
  socket: ChatSocket,
  payload: Payload,
  context: Context,
  event: E,
  handler: EventHandler<Context, E>,
) {
  on(socket, payload, event, (input) => handler(context, input))
}

/**
 * `spend` charges the socket's event budget (refused, rate-limited, when it is spent) before a budgeted event's handler
 * runs.
 */
function registerVisitor(
  socket: ChatSocket,
  payload: Payload,
  context: VisitorEventContext,
  spend: (event: BudgetedEvent) => Promise<void>,
) {
  const budgeted = <E extends BudgetedEvent>(event: E, handler: EventHandler<VisitorEventContext, E>) =>
    on(socket, payload, event, async (input) => {
      await spend(event)
      return handler(context, input)
    })
  const visitor = <E extends ClientEvent>(event: E, handler: EventHandler<VisitorEventContext, E>) =>
    handle(socket, payload, context, event, handler)

  budgeted('chat:resume', chatResumeHandler)
  visitor('chat:send', chatSendHandler)
  budgeted('chat:sync', chatSyncHandler)
  budgeted('chat:presence', chatPresenceHandler)
  budgeted('chat:hours', chatHoursHandler)
  budgeted('chat:typing', chatTypingHandler)
  budgeted('chat:seen', chatSeenHandler)
  visitor('chat:context', chatContextHandler)
}

function registerStaff(socket: ChatSocket, payload: Payload, context: StaffEventContext) {
  const staff = <E extends ClientEvent>(event: E, handler: EventHandler<StaffEventContext, E>) =>
    handle(socket, payload, context, event, handler)

  staff('staff:list', staffListHandler)
  staff('staff:search', staffSearchHandler)
  staff('staff:messages', staffMessagesHandler)
  staff('staff:reply', staffReplyHandler)
  staff('staff:close', staffCloseHandler)
  staff('staff:reopen', staffReopenHandler)
  staff('staff:seen', staffSeenHandler)
  staff('staff:typing', staffTypingHandler)
  staff('staff:delete-visitor', staffDeleteVisitorHandler)
  staff('staff:notes', staffNotesHandler)
  staff('staff:note', staffNoteHandler)
  staff('staff:assign', staffAssignHandler)
  staff('staff:agents', staffAgentsHandler)
  staff('staff:canned', staffCannedHandler)
  staff('staff:context', staffContextHandler)
  staff('staff:outcome', staffOutcomeHandler)
  staff('staff:block', staffBlockHandler)
}
