import type { PayloadRequest } from 'payload'

import type { BookingClickView } from '@/lib/bookings/clicks/schema'
import type { BookingView } from '@/lib/bookings/confirmed/view'
import { afterCommit } from '@/lib/db/after-commit'
import { chatCounters } from '@/lib/observability/chat-counters'
import type { ChatConversation, ChatMessage, ChatNote } from '@/payload-types'

import type { VisitorContext } from './context'
import type { ChatMessageView, ServerEvents, StaffConversationView } from './types'
import { messageView, noteView, staffConversationView, visitorConversationView } from './views'

/** Anything that can emit to Socket.IO rooms: the server itself, or a Redis emitter. */
type Target = {
  emit: <E extends keyof ServerEvents>(event: E, ...args: Parameters<ServerEvents[E]>) => unknown
  except: (socketId: string) => Target
}
export type RoomEmitter = {
  to: (room: string) => Target
  in: (room: string) => { disconnectSockets: (close?: boolean) => void }
}

export const STAFF_ROOM = 'staff'
/** The sockets of one staff member, to end them when their access changes. */
export const staffUserRoom = (userId: number) => `staff-user:${userId}`
/** Every visitor socket, for staff presence. */
export const VISITORS_ROOM = 'visitors'
export const visitorRoom = (visitorId: string) => `visitor:${visitorId}`

// Next's route bundles and server.ts load separate copies of this module in one process; the
// emitter lives on globalThis so collection hooks run from /api or /cms reach the same sockets.
const EMITTER = Symbol.for('agency.chat.emitter')
type Registry = { [EMITTER]?: RoomEmitter }

export function setRoomEmitter(emitter: RoomEmitter | undefined): void {
  ;(globalThis as Registry)[EMITTER] = emitter
}

function emitter(): RoomEmitter | undefined {
  return (globalThis as Registry)[EMITTER]
}

/**
 * A stored message reaches its visitor's sockets and the staff room. Call only once it is committed.
 * The sending socket can be left out: its acknowledgement already carries the message.
 */
export function emitMessage(
  view: ChatMessageView,
  conversation: StaffConversationView & { visitorId: string },
  exceptSocketId?: string,
): void {
  // Every stored message passes here once, after its commit (the socket path and the collection hook alike).
  chatCounters()?.messageStored(view.senderType)
  const io = emitter()
  if (!io) return
  const { visitorId, ...staffView } = conversation
  const visitor = io.to(visitorRoom(visitorId))
  ;(exceptSocketId ? visitor.except(exceptSocketId) : visitor).emit('chat:message', view)
  io.to(STAFF_ROOM).emit('staff:message', view, staffView)
}

/** From the collection hook: a message written through Payload (REST, /cms, staff replies), after commit. */
export async function publishMessage(
  req: PayloadRequest,
  message: ChatMessage,
  conversation: ChatConversation,
): Promise<void> {
  const view = messageView(message)
  const staffView = { ...staffConversationView(conversation), visitorId: conversation.visitorId }
  await afterCommit(req, () => emitMessage(view, staffView))
}

/** A conversation created or changed (closed) reaches its visitor and the staff room. */
export async function publishConversation(req: PayloadRequest, conversation: ChatConversation): Promise<void> {
  const visitorView = visitorConversationView(conversation)
  const staffView = staffConversationView(conversation)
  await afterCommit(req, () => {
    const io = emitter()
    if (!io) return
    io.to(visitorRoom(conversation.visitorId)).emit('chat:conversation', visitorView)
    io.to(STAFF_ROOM).emit('staff:conversation', staffView)
  })
}

/** The visitor moved to another page (or reported their visit): consoles show it live. Call once it is stored. */
export function emitVisitorContext(conversationId: number, context: VisitorContext): void {
  emitter()?.to(STAFF_ROOM).emit('staff:visitor-context', { conversationId, context })
}

/** The visitor of an open conversation has no widget connected any more: consoles stop saying where they are. */
export function emitVisitorLeft(conversationId: number): void {
  emitter()?.to(STAFF_ROOM).emit('staff:visitor-left', { conversationId })
}

/** A visitor with an open chat clicked a booking link: consoles show it beside the conversation. */
export function emitBookingClick(click: BookingClickView): void {
  emitter()?.to(STAFF_ROOM).emit('staff:booking-click', click)
}

/**
 * A booking joined to a conversation was made, moved or cancelled: consoles show it on the conversation. Call once it
 * is stored.
 */
export function emitBooking(booking: BookingView): void {
  emitter()?.to(STAFF_ROOM).emit('staff:booking', booking)
}

/** A blocked visitor's open widgets disconnect (every process); reconnected, they are refused. */
export function endVisitorSockets(visitorId: string): void {
  emitter()?.in(visitorRoom(visitorId)).disconnectSockets(true)
}

/** A staff note reaches the staff room only: no visitor socket is ever in it. */
export async function publishNote(req: PayloadRequest, note: ChatNote): Promise<void> {
  const view = noteView(note)
  await afterCommit(req, () => emitter()?.to(STAFF_ROOM).emit('staff:note', view))
}

/** A deleted conversation (a privacy request) disappears from the consoles and from its visitor's widget. */
export async function publishDeletion(req: PayloadRequest, conversation: ChatConversation): Promise<void> {
  const signal = { conversationId: conversation.id }
  await afterCommit(req, () => {
    const io = emitter()
    if (!io) return
    io.to(visitorRoom(conversation.visitorId)).emit('chat:deleted', signal)
    io.to(STAFF_ROOM).emit('staff:deleted', signal)
  })
}

/**
 * A staff member's role changed, their account was deleted or they signed out: their open console
 * sockets (in every app process) are disconnected after commit. Consoles reconnect and sign in
 * again from their cookie; one whose session no longer grants chat access is sent to /admin/login.
 */
export async function endStaffSockets(req: PayloadRequest, userId: number): Promise<void> {
  await afterCommit(req, () => emitter()?.in(staffUserRoom(userId)).disconnectSockets(true))
}
