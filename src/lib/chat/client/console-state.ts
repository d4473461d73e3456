import type { BookingClickView } from '@/lib/bookings/clicks/schema'
import type { CannedReplyView } from '@/lib/chat/canned'
import { CONSOLE_PAGE_SIZE } from '@/lib/chat/constants'
import type {
  AgentView,
  AnswerOf,
  ChatMessageView,
  ChatNoteView,
  StaffConversationListing,
  StaffConversationView,
} from '@/lib/chat/types'

import { consoleOrder, mergeListings, previewAfter, upsertBooking, upsertConversation } from './console'
import { lastConfirmedAt, type ListedMessage, mergeMessages } from './messages'
import { type AskMark, nextAsk } from './resync'
import type { ServerEventAction } from './server-event'
import { mergeNotes } from './thread'

/**
 * The staff console's state and every change to it, as one pure reducer: the server's events, the
 * answers to the console's own requests and the agent's actions. The socket, timers and the typing
 * indicator (./typing-indicator.ts, a matter of timers) stay in the hook, which only dispatches.
 */

/** What the console is told about activity it may want to alert on (while the tab is hidden). */
export type ChatActivity = { kind: 'conversation' | 'message'; visitorName: string; message: string }

/** Whether the conversation list has arrived: until then the console claims no empty inbox. */
export type ListState = 'loading' | 'loaded' | 'failed'

/**
 * What the reducer asks the hook to do once the change is rendered: tell the server a conversation was
 * viewed, alert, load an opened conversation (its messages stored since `since`, all without it, its
 * notes and visitor details), or ask again for the open conversation's messages while connected.
 */
export type ConsoleEffect =
  | { kind: 'seen'; conversationId: number }
  | { kind: 'activity'; activity: ChatActivity }
  | { kind: 'open'; conversationId: number; since: string | undefined }
  | { kind: 'resync-messages'; conversationId: number; since: string | undefined }

/** A (re)connect's catch-up: the conversation open then and the messages it held then. */
type CatchUp = { conversationId: number | null; known: ListedMessage[] | undefined }

export type ConsoleState = {
  connected: boolean
  /** The list in console order, each with its unread count and preview. */
  conversations: StaffConversationListing[]
  listState: ListState
  /** The next page of older conversations to ask for; null when the last page was not full. */
  olderPage: number | null
  loadingOlder: boolean
  selectedId: number | null
  /** Messages of the conversations opened so far: live messages join only a list already loaded. */
  messages: Readonly<Record<number, ListedMessage[]>>
  notes: Readonly<Record<number, ChatNoteView[]>>
  contexts: Readonly<Record<number, AnswerOf<'staff:context'>>>
  agents: AgentView[]
  canned: CannedReplyView[]
  /** Conversations this console has heard of: a conversation event for any other is a new chat. */
  known: ReadonlySet<number>
  /** New chats whose first visitor message has not been alerted yet (that alert says "new conversation"). */
  unannounced: ReadonlySet<number>
  /**
   * Catch-ups of (re)connects whose list has not arrived yet, oldest first: each starts after what the
   * console held when its connection came back, so messages that arrive live while the list loads do
   * not move it past the ones missed while offline.
   */
  catchUps: readonly CatchUp[]
  /** Where the next ask for the open conversation's messages while connected starts (./resync.ts). */
  askMark: AskMark | null
  /** Effects not yet carried out by the hook, oldest first. */
  effects: readonly ConsoleEffect[]
}

export const initialConsoleState: ConsoleState = {
  connected: false,
  conversations: [],
  listState: 'loading',
  olderPage: null,
  loadingOlder: false,
  selectedId: null,
  messages: {},
  notes: {},
  contexts: {},
  agents: [],
  canned: [],
  known: new Set(),
  unannounced: new Set(),
  catchUps: [],
  askMark: null,
  effects: [],
}

export type ConsoleAction =
  | ServerEventAction<'staff:conversation'>
  /** `tabVisible`: whether the agent can see the page (a message in the open conversation is then seen at once). */
  | (ServerEventAction<'staff:message'> & { tabVisible: boolean })
  | ServerEventAction<'staff:note'>
  | ServerEventAction<'staff:visitor-context'>
  | ServerEventAction<'staff:visitor-left'>
  | ServerEventAction<'staff:booking-click'>
  | ServerEventAction<'staff:booking'>
  | ServerEventAction<'staff:seen'>
  | ServerEventAction<'staff:deleted'>
  | { type: 'connected' }
  | { type: 'disconnected' }
  /** The first page of the list, asked for at every (re)connect. */
  | { type: 'list-loaded'; list: AnswerOf<'staff:list'> }
  | { type: 'list-failed' }
  /** The first page again while connected: merged, so older pages stay. */
  | { type: 'list-resynced'; list: AnswerOf<'staff:list'> }
  /**
   * While connected, after the list's resync (answered or not): the open conversation's messages are asked for again.
   */
  | { type: 'resync-messages' }
  | { type: 'older-loading' }
  | { type: 'older-loaded'; page: number; listings: AnswerOf<'staff:list'> }
  | { type: 'older-failed' }
  /** Search matches join the list (an old conversation may not be loaded yet). */
  | { type: 'listings-added'; listings: AnswerOf<'staff:search'> }
  | { type: 'agents-loaded'; agents: AnswerOf<'staff:agents'> }
  | { type: 'canned-loaded'; canned: AnswerOf<'staff:canned'> }
  | { type: 'messages-loaded'; conversationId: number; messages: AnswerOf<'staff:messages'> }
  | { type: 'notes-loaded'; conversationId: number; notes: AnswerOf<'staff:notes'> }
  | { type: 'context-loaded'; conversationId: number; context: AnswerOf<'staff:context'> }
  | { type: 'select'; conversationId: number }
  | { type: 'deselect' }
  /** The tab came back into view. */
  | { type: 'tab-visible' }
  /** A reply listed at once, before the server has it. */
  | { type: 'reply-pending'; message: ListedMessage }
  | { type: 'reply-slow'; conversationId: number; clientId: string }
  | { type: 'reply-stored'; message: AnswerOf<'staff:reply'> }
  | { type: 'reply-failed'; conversationId: number; clientId: string }
  | { type: 'note-added'; note: AnswerOf<'staff:note'> }
  /** The server's answer to close, reopen, assign or outcome. */
  | { type: 'conversation-updated'; conversation: StaffConversationView }
  | { type: 'visitor-deleted'; conversationIds: AnswerOf<'staff:delete-visitor'> }
  | { type: 'block-changed'; conversationId: number; blocked: AnswerOf<'staff:block'>['blocked'] }
  /** The hook carried out the first `count` effects. */
  | { type: 'effects-done'; count: number }

const withIds = (set: ReadonlySet<number>, ids: number[]): ReadonlySet<number> =>
  ids.every((id) => set.has(id)) ? set : new Set([...set, ...ids])

const withUnread = (list: StaffConversationListing[], conversationId: number, unread: (current: number) => number) =>
  list.map((c) => (c.id === conversationId ? { ...c, unread: unread(c.unread) } : c))

const withEffect = (state: ConsoleState, effect: ConsoleEffect): ConsoleState => ({
  ...state,
  effects: [...state.effects, effect],
})

const confirmedAt = (messages: ListedMessage[] | undefined) => (messages ? lastConfirmedAt(messages) : undefined)

/**
 * The connection came back: its catch-up starts after what is held now, and so does the next resync
 * while connected.
 */
function onConnected(state: ConsoleState): ConsoleState {
  const selected = state.selectedId
  const known = selected === null ? undefined : state.messages[selected]
  return {
    ...state,
    connected: true,
    catchUps: [...state.catchUps, { conversationId: selected, known }],
    askMark: { conversationId: selected, from: confirmedAt(known) },
  }
}

/**
 * The list of a (re)connect arrived (or failed): the conversation open now is loaded, after what was held
 * when the connection came back if it is the one open then (else after what is held now).
 */
function afterConnectList(state: ConsoleState): ConsoleState {
  const [catchUp, ...catchUps] = state.catchUps
  const next = { ...state, catchUps }
  const selected = state.selectedId
  if (!selected) return next
  const known = (selected === catchUp?.conversationId ? catchUp.known : undefined) ?? state.messages[selected]
  return withEffect(next, { kind: 'open', conversationId: selected, since: confirmedAt(known) })
}

/** The open conversation's messages asked for again, from where the previous ask started. */
function resyncMessages(state: ConsoleState): ConsoleState {
  const selected = state.selectedId
  if (selected === null) return state
  const { since, mark } = nextAsk(state.askMark, selected, confirmedAt(state.messages[selected]))
  return withEffect({ ...state, askMark: mark }, { kind: 'resync-messages', conversationId: selected, since })
}

/**
 * This console viewed the conversation: its unread count resets here and, through the server, in every other console.
 */
const seen = (state: ConsoleState, conversationId: number): ConsoleState => ({
  ...state,
  conversations: withUnread(state.conversations, conversationId, () => 0),
  effects: [...state.effects, { kind: 'seen', conversationId }],
})

/** Changes one conversation's messages, starting from none. */
const changeMessages = (
  state: ConsoleState,
  conversationId: number,
  change: (list: ListedMessage[]) => ListedMessage[],
): ConsoleState => ({
  ...state,
  messages: { ...state.messages, [conversationId]: change(state.messages[conversationId] ?? []) },
})

/** Merges live messages or notes only into a conversation already loaded (opening it loads them all). */
function mergeLoaded<T>(
  all: Readonly<Record<number, T[]>>,
  conversationId: number,
  incoming: T,
  merge: (current: T[], incoming: T[]) => T[],
) {
  const current = all[conversationId]
  return current ? { ...all, [conversationId]: merge(current, [incoming]) } : all
}

/**
 * Changes a visitor's details already loaded (bookings and clicks of a conversation not opened are left to its load).
 */
function changeContext(
  state: ConsoleState,
  conversationId: number | null,
  change: (context: AnswerOf<'staff:context'>) => AnswerOf<'staff:context'>,
): ConsoleState {
  if (conversationId === null) return state
  const known = state.contexts[conversationId]
  return known ? { ...state, contexts: { ...state.contexts, [conversationId]: change(known) } } : state
}

function onMessage(
  state: ConsoleState,
  message: ChatMessageView,
  conversation: StaffConversationView,
  tabVisible: boolean,
): ConsoleState {
  const id = message.conversationId
  const previous = state.conversations.find((c) => c.id === conversation.id)
  const next: ConsoleState = {
    ...state,
    known: withIds(state.known, [conversation.id]),
    // A message for a conversation not listed yet (its conversation event not yet here) lists it.
    conversations: upsertConversation(state.conversations, {
      ...conversation,
      preview: previewAfter(previous?.preview, message),
    }),
    messages: mergeLoaded(state.messages, id, message, mergeMessages),
  }
  if (message.senderType !== 'visitor') return next
  const viewed =
    state.selectedId === id && tabVisible
      ? seen(next, id)
      : { ...next, conversations: withUnread(next.conversations, id, (n) => n + 1) }
  const isNew = viewed.unannounced.has(id)
  const unannounced = isNew ? new Set([...viewed.unannounced].filter((c) => c !== id)) : viewed.unannounced
  const activity: ChatActivity = {
    kind: isNew ? 'conversation' : 'message',
    visitorName: conversation.visitorName,
    message: message.message,
  }
  return { ...viewed, unannounced, effects: [...viewed.effects, { kind: 'activity', activity }] }
}

function withBookingClick(context: AnswerOf<'staff:context'>, click: BookingClickView): AnswerOf<'staff:context'> {
  return { ...context, bookingClicks: [...context.bookingClicks.filter((c) => c.id !== click.id), click] }
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case 'staff:conversation': {
      const [conversation] = action.args
      const isNew = !state.known.has(conversation.id)
      return {
        ...state,
        known: withIds(state.known, [conversation.id]),
        unannounced: isNew ? withIds(state.unannounced, [conversation.id]) : state.unannounced,
        conversations: upsertConversation(state.conversations, conversation),
      }
    }
    case 'staff:message':
      return onMessage(state, ...action.args, action.tabVisible)
    case 'staff:note': {
      const [note] = action.args
      return { ...state, notes: mergeLoaded(state.notes, note.conversationId, note, mergeNotes) }
    }
    case 'staff:visitor-context': {
      // A page the visitor reports from a connected widget: they are on it now.
      const [{ conversationId, context }] = action.args
      const loaded = state.contexts[conversationId] ?? {
        context: null,
        earlier: [],
        bookingClicks: [],
        bookings: [],
        blocked: false,
        connected: true,
      }
      return { ...state, contexts: { ...state.contexts, [conversationId]: { ...loaded, context, connected: true } } }
    }
    case 'staff:visitor-left':
      return changeContext(state, action.args[0].conversationId, (known) => ({ ...known, connected: false }))
    case 'staff:booking-click': {
      const [click] = action.args
      return changeContext(state, click.conversationId, (context) => withBookingClick(context, click))
    }
    case 'staff:booking': {
      const [booking] = action.args
      return changeContext(state, booking.conversationId, (context) => ({
        ...context,
        bookings: upsertBooking(context.bookings, booking),
      }))
    }
    case 'staff:seen': {
      const [{ conversationId }] = action.args
      return { ...state, conversations: withUnread(state.conversations, conversationId, () => 0) }
    }
    case 'staff:deleted': {
      const [{ conversationId }] = action.args
      const { [conversationId]: _messages, ...messages } = state.messages
      const { [conversationId]: _notes, ...notes } = state.notes
      return {
        ...state,
        conversations: state.conversations.filter((c) => c.id !== conversationId),
        selectedId: state.selectedId === conversationId ? null : state.selectedId,
        messages,
        notes,
      }
    }
    case 'connected':
      return onConnected(state)
    case 'disconnected':
      return { ...state, connected: false }
    case 'list-loaded':
      return afterConnectList({
        ...state,
        conversations: [...action.list].sort(consoleOrder),
        known: withIds(
          state.known,
          action.list.map((c) => c.id),
        ),
        listState: 'loaded',
        olderPage: action.list.length === CONSOLE_PAGE_SIZE ? 2 : null,
      })
    case 'list-failed':
      return afterConnectList(state.listState === 'loaded' ? state : { ...state, listState: 'failed' })
    case 'resync-messages':
      return resyncMessages(state)
    case 'list-resynced':
    case 'listings-added': {
      const incoming = action.type === 'list-resynced' ? action.list : action.listings
      return {
        ...state,
        known: withIds(
          state.known,
          incoming.map((c) => c.id),
        ),
        conversations: mergeListings(state.conversations, incoming),
      }
    }
    case 'older-loading':
      return { ...state, loadingOlder: true }
    case 'older-loaded':
      return {
        ...state,
        known: withIds(
          state.known,
          action.listings.map((c) => c.id),
        ),
        conversations: mergeListings(state.conversations, action.listings),
        olderPage: action.listings.length === CONSOLE_PAGE_SIZE ? action.page + 1 : null,
        loadingOlder: false,
      }
    case 'older-failed':
      return { ...state, loadingOlder: false }
    case 'agents-loaded':
      return { ...state, agents: action.agents }
    case 'canned-loaded':
      return { ...state, canned: action.canned }
    case 'messages-loaded':
      return changeMessages(state, action.conversationId, (list) => mergeMessages(list, action.messages))
    case 'notes-loaded':
      return {
        ...state,
        notes: {
          ...state.notes,
          [action.conversationId]: mergeNotes(state.notes[action.conversationId] ?? [], action.notes),
        },
      }
    case 'context-loaded':
      return { ...state, contexts: { ...state.contexts, [action.conversationId]: action.context } }
    case 'select': {
      const { conversationId } = action
      const since = confirmedAt(state.messages[conversationId])
      return withEffect(seen({ ...state, selectedId: conversationId }, conversationId), {
        kind: 'open',
        conversationId,
        since,
      })
    }
    case 'deselect':
      return { ...state, selectedId: null }
    case 'tab-visible':
      return state.selectedId ? seen(state, state.selectedId) : state
    case 'reply-pending':
      return changeMessages(state, action.message.conversationId, (list) => mergeMessages(list, [action.message]))
    case 'reply-slow':
      return changeMessages(state, action.conversationId, (list) =>
        list.map((m) => (m.clientId === action.clientId ? { ...m, failed: true } : m)),
      )
    case 'reply-stored':
      return changeMessages(state, action.message.conversationId, (list) => mergeMessages(list, [action.message]))
    case 'reply-failed':
      return changeMessages(state, action.conversationId, (list) => list.filter((m) => m.clientId !== action.clientId))
    case 'note-added':
      return {
        ...state,
        notes: {
          ...state.notes,
          [action.note.conversationId]: mergeNotes(state.notes[action.note.conversationId] ?? [], [action.note]),
        },
      }
    case 'conversation-updated':
      return { ...state, conversations: upsertConversation(state.conversations, action.conversation) }
    case 'visitor-deleted':
      return {
        ...state,
        conversations: state.conversations.filter((c) => !action.conversationIds.includes(c.id)),
        selectedId:
          state.selectedId !== null && action.conversationIds.includes(state.selectedId) ? null : state.selectedId,
      }
    case 'block-changed':
      return changeContext(state, action.conversationId, (context) => ({ ...context, blocked: action.blocked }))
    case 'effects-done':
      return { ...state, effects: state.effects.slice(action.count) }
  }
}
