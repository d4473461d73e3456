import type { Payload } from 'payload'
import type { Server } from 'socket.io'

import type { ExperimentSeen } from '@/lib/experiments/seen'

import type { BrowserClass, DeviceClass } from '../context'
import type { StaffPresence } from '../presence'
import type { AnswerOf, ClientEvent, ClientEvents } from '../types'
import type { typingThrottle } from '../typing'
import type { StaffUser } from '../views'
import type { CLIENT_EVENT_SCHEMAS } from './inputs'

/**
 * The limits a visitor socket's handlers check themselves (the event budget is charged by ../socket.ts before them).
 */
export type VisitorLimits = {
  /** Consulted only when a message starts a new conversation (per client IP). */
  mayStartConversation: () => Promise<boolean>
  withinMessageLimit: (visitorId: string) => Promise<void>
  withinContextLimit: (visitorId: string) => Promise<void>
}

type TypingThrottle = ReturnType<typeof typingThrottle>

/** What a visitor socket's handlers work with, set up once per connection. */
export type VisitorEventContext = {
  io: Server
  payload: Payload
  socketId: string
  visitorId: string
  /** Blocked when the socket connected (a block ends the visitor's sockets, so later ones know). */
  blocked: boolean
  presence: StaffPresence
  limits: VisitorLimits
  /** Typing signals this socket forwards (at most one per CHAT_TYPING_FORWARD_MS). */
  typing: TypingThrottle
  /** The class of the socket's user agent, all that is kept of it. */
  agent: { device: DeviceClass; browser: BrowserClass }
  /** The experiments' arms this visitor was shown today (src/lib/experiments/seen.ts), for a conversation it starts. */
  experimentsSeen: () => Promise<ExperimentSeen[]>
}

/** What a staff socket's handlers work with, set up once per connection. */
export type StaffEventContext = {
  io: Server
  payload: Payload
  user: StaffUser
  /** The visitor behind each conversation this socket signalled typing in (read once per conversation). */
  visitorOf: Map<number, string>
  typing: TypingThrottle
}

/** One event's handler: the validated input in, the acknowledgement's data out (a ChatError for a refusal). */
export type EventHandler<Context, E extends ClientEvent> = (
  ctx: Context,
  input: ClientEvents[E]['parsed'],
) => Promise<AnswerOf<E>> | AnswerOf<E>

/** The events a visitor's widget sends (chat:*), answered by ./visitor-events.ts. */
export type VisitorEvent = Extract<ClientEvent, `chat:${string}`>
/** Every other client event is staff-only (staff:*), answered by ./staff-events.ts. */
export type StaffEvent = Exclude<ClientEvent, VisitorEvent>

/** One event's entry: the schema its input is validated with (the event's own in ./inputs.ts) and its handler. */
export type EventEntry<Context, E extends ClientEvent> = {
  schema: (typeof CLIENT_EVENT_SCHEMAS)[E]
  handler: EventHandler<Context, E>
}
/**
 * One side's events, each with its entry: an event missing, one of the other side, or a handler (or schema) of
 * another input does not compile.
 */
export type EventTable<Context, Events extends ClientEvent> = { [E in Events]: EventEntry<Context, E> }
