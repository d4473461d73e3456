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
import type {
  EventEntry,
  EventTable,
  StaffEventContext,
  VisitorEventContext,
  VisitorLimits,
} from './events/handler-context'
import { STAFF_EVENTS } from './events/staff-events'
import { VISITOR_EVENTS } from './events/visitor-events'
import { trackStaffPresence, visitorConnected } from './presence'
import { ChatError, REFUSALS, sendingTooQuickly, TOO_MANY_SOCKETS, tooManyRequests } from './refusals'
import { describeError } from './schema'
import { sessionRemainingMs, tokenExpiry } from './staff-session'
import type { Ack, AnswerOf, ChatErrorCode, ClientEvent, ClientEvents } from './types'
import { typingThrottle } from './typing'
import type { StaffUser } from './views'
import { readCookie, VISITOR_COOKIE, verifyVisitorCookie, visitorKeys } from './visitor-id'

/**
 * The chat's Socket.IO wiring: who a socket is (cookies), the per-client limits, and the registration of each side's
 * events from its table (./events/visitor-events.ts, ./events/staff-events.ts). What an event does is in its entry.
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
 * Registers one acknowledged event: the payload is validated with the event's schema, the handler's
 * result or error becomes the acknowledgement, and nothing a client sends can crash the server.
 */
function on<E extends ClientEvent>(
  socket: ChatSocket,
  payload: Payload,
  event: E,
  eventSchema: EventEntry<unknown, E>['schema'],
  handler: (input: ClientEvents[E]['parsed']) => Promise<AnswerOf<E>> | AnswerOf<E>,
) {
  // Indexed by a type parameter, the entry's schema type is every event's to TypeScript: this one is the event's own.
  const schema = eventSchema as unknown as z.ZodType<ClientEvents[E]['parsed']>
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
      for (const event of Object.keys(VISITOR_EVENTS)) {
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

/**
 * Registers every event of a side's table, in the table's order, answered by its handler with the connection's
 * context; `before` runs after the input is validated and before the handler (a refusal it throws is the answer).
 * The table's type checks each entry against its event; here each is handled as its event's own.
 */
function register<Context, E extends ClientEvent>(
  socket: ChatSocket,
  payload: Payload,
  context: Context,
  table: EventTable<Context, E>,
  before?: (event: E) => Promise<void>,
) {
  for (const event of Object.keys(table) as E[]) {
    const { schema, handler }: EventEntry<Context, E> = table[event]
    on(socket, payload, event, schema, async (input) => {
      if (before) await before(event)
      return handler(context, input)
    })
  }
}

const isBudgeted = (event: ClientEvent): event is BudgetedEvent => Object.hasOwn(VISITOR_EVENT_COSTS, event)

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
  register(socket, payload, context, VISITOR_EVENTS, async (event) => {
    if (isBudgeted(event)) await spend(event)
  })
}

/** Staff events are registered only on a staff socket (a chat role's Payload sign-in). */
function registerStaff(socket: ChatSocket, payload: Payload, context: StaffEventContext) {
  register(socket, payload, context, STAFF_EVENTS)
}
