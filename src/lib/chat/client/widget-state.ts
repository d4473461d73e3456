import type { AnswerOf, VisitorConversationView } from '@/lib/chat/types'

import { lastConfirmedAt, type ListedMessage, mergeMessages } from './messages'
import { type AskMark, nextAsk } from './resync'
import type { ServerEventAction } from './server-event'

/**
 * The visitor widget's state and every change to it, as one pure reducer: the server's events, the
 * answers to the widget's own requests and the visitor's sends. The socket, the session cookie and
 * the typing indicator (./typing-indicator.ts, a matter of timers) stay in the hook, which only dispatches.
 */

export type Connection = 'connecting' | 'online' | 'offline'

/**
 * What the reducer asks the hook to do once the change is rendered: keep whether this browser has an
 * open conversation (./active.ts), fetch the history of a conversation it just learnt of, catch up after
 * a (re)connect (the conversation held, from its newest confirmed message; or, holding none, resume the
 * visitor's open one), renew the session cookie and connect again, ask again while connected, or tell
 * the server the visitor saw the conversation.
 */
export type WidgetEffect =
  | { kind: 'remember-active'; active: boolean }
  | { kind: 'fetch-history'; conversationId: number }
  | { kind: 'catch-up'; conversationId: number; since: string | undefined }
  | { kind: 'resume' }
  | { kind: 'renew-session' }
  | { kind: 'resync'; conversationId: number; since: string | undefined }
  | { kind: 'seen'; conversationId: number }

export type VisitorChatState = {
  connection: Connection
  /** The first load (or its failure) has happened. */
  loaded: boolean
  conversation: VisitorConversationView | null
  messages: ListedMessage[]
  /** The visitor gave name and contact before (now or in an earlier conversation). */
  identityKnown: boolean
  /** Whether a staff member has the console open; null until known. */
  staffOnline: boolean | null
  /** Office hours, typical reply time and the booking link; null until known. */
  hours: AnswerOf<'chat:hours'> | null
  /** Where the next ask while connected starts (./resync.ts): set by each catch-up of a conversation held. */
  askMark: AskMark | null
  /**
   * The session cookie was renewed after the server refused it, and no catch-up has succeeded since:
   * refused again (the browser does not keep cookies), the widget stops asking until one does.
   */
  sessionRenewed: boolean
  /** Effects not yet carried out by the hook, oldest first. */
  effects: readonly WidgetEffect[]
}

export const initialWidgetState: VisitorChatState = {
  connection: 'connecting',
  loaded: false,
  conversation: null,
  messages: [],
  identityKnown: false,
  staffOnline: null,
  hours: null,
  askMark: null,
  sessionRenewed: false,
  effects: [],
}

export type WidgetAction =
  | ServerEventAction<'chat:message'>
  | ServerEventAction<'chat:conversation'>
  /** Also the answer to the widget's own presence request (the same view). */
  | ServerEventAction<'chat:presence'>
  | ServerEventAction<'chat:deleted'>
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'hours-loaded'; hours: AnswerOf<'chat:hours'> }
  /** The catch-up after a (re)connect: the conversation held and what it missed. */
  | { type: 'caught-up'; history: AnswerOf<'chat:sync'> }
  /** The conversation held was deleted while this page was offline (the catch-up was refused). */
  | { type: 'conversation-gone' }
  /** The catch-up of a page that held no conversation: the visitor's open one, if any. */
  | { type: 'resumed'; answer: AnswerOf<'chat:resume'> }
  /** The first catch-up has ended, answered or not. */
  | { type: 'loaded' }
  /** The catch-up failed; `noSession`: the server refused the session cookie. */
  | { type: 'catch-up-failed'; noSession: boolean }
  /** While connected, every RESYNC_MS: an open conversation is asked for again. */
  | { type: 'resync-due' }
  /** The visitor has the conversation in front of them. */
  | { type: 'seen-asked' }
  /**
   * A resync while connected, or the history of a conversation learnt of live: kept only if it is still the one shown.
   */
  | { type: 'history-loaded'; history: AnswerOf<'chat:sync'> }
  /** A message listed at once, before the server has it. */
  | { type: 'send-pending'; message: ListedMessage }
  | { type: 'send-slow'; clientId: string }
  | { type: 'sent'; answer: AnswerOf<'chat:send'> }
  | { type: 'send-failed'; clientId: string }
  /** The hook carried out the first `count` effects. */
  | { type: 'effects-done'; count: number }

const withEffect = (state: VisitorChatState, effect: WidgetEffect): VisitorChatState => ({
  ...state,
  effects: [...state.effects, effect],
})

/** Connected (again): the catch-up asks for what the conversation held missed, and the next resync starts there. */
function onConnected(state: VisitorChatState): VisitorChatState {
  const online: VisitorChatState = { ...state, connection: 'online' }
  const { conversation } = state
  if (!conversation) return withEffect(online, { kind: 'resume' })
  const since = lastConfirmedAt(state.messages)
  return withEffect(
    { ...online, askMark: { conversationId: conversation.id, from: since } },
    { kind: 'catch-up', conversationId: conversation.id, since },
  )
}

/**
 * A staff reply acknowledged by a process that stopped before passing it on: an open conversation is asked for again.
 */
function onResyncDue(state: VisitorChatState): VisitorChatState {
  const { conversation } = state
  if (conversation?.status !== 'open') return state
  const { since, mark } = nextAsk(state.askMark, conversation.id, lastConfirmedAt(state.messages))
  return withEffect({ ...state, askMark: mark }, { kind: 'resync', conversationId: conversation.id, since })
}

const remember = (state: VisitorChatState, conversation: VisitorConversationView | null): VisitorChatState => ({
  ...state,
  effects: [...state.effects, { kind: 'remember-active', active: conversation?.status === 'open' }],
})

/** Staff deleted this visitor's data (a privacy request): the widget starts afresh. */
const forget = (state: VisitorChatState): VisitorChatState => ({
  ...remember(state, null),
  conversation: null,
  messages: [],
  identityKnown: false,
})

/**
 * The widget shows `conversation` with `messages` merged in: another conversation's messages go, except
 * those still on their way. Any conversation of this visitor (also one started in another tab) means
 * they told us who they are.
 */
function adopt(
  state: VisitorChatState,
  conversation: VisitorConversationView,
  messages: ListedMessage[],
): VisitorChatState {
  const kept = state.conversation?.id === conversation.id ? state.messages : state.messages.filter((m) => m.pending)
  return {
    ...remember(state, conversation),
    conversation,
    identityKnown: true,
    messages: mergeMessages(kept, messages),
  }
}

/** No conversation shown, or only a closed one: one this visitor has open elsewhere may take its place. */
const replaceable = (current: VisitorConversationView | null) => !current || current.status === 'closed'

export function widgetReducer(state: VisitorChatState, action: WidgetAction): VisitorChatState {
  switch (action.type) {
    case 'chat:message': {
      const [message] = action.args
      // A reply arriving live was written at the console just now: whoever sent it is there, whatever
      // the last presence announcement said, so the header cannot say "away" above it.
      const answered = message.senderType === 'admin' ? { ...state, staffOnline: true } : state
      if (state.conversation?.id === message.conversationId)
        return { ...answered, messages: mergeMessages(state.messages, [message]) }
      // A conversation this visitor started in another tab, or the one being started here.
      if (replaceable(state.conversation))
        return adopt(answered, { id: message.conversationId, status: 'open' }, [message])
      return state
    }
    case 'chat:conversation': {
      const [conversation] = action.args
      if (state.conversation?.id === conversation.id) return { ...remember(state, conversation), conversation }
      if (conversation.status !== 'open' || !replaceable(state.conversation)) return state
      // Started in another tab, or reopened by staff after this page forgot it: its history is fetched.
      const adopted = adopt(state, conversation, [])
      return { ...adopted, effects: [...adopted.effects, { kind: 'fetch-history', conversationId: conversation.id }] }
    }
    case 'chat:presence':
      return { ...state, staffOnline: action.args[0].staffOnline }
    case 'chat:deleted':
      return state.conversation?.id === action.args[0].conversationId ? forget(state) : state
    case 'connected':
      return onConnected(state)
    case 'disconnected':
      return { ...state, connection: 'offline' }
    case 'hours-loaded':
      return { ...state, hours: action.hours }
    case 'caught-up':
      return { ...adopt(state, action.history.conversation, action.history.messages), sessionRenewed: false }
    case 'conversation-gone':
      return { ...forget(state), sessionRenewed: false }
    case 'resumed': {
      const { conversation, messages, identityKnown } = action.answer
      const next = conversation ? adopt(state, conversation, messages) : remember(state, null)
      return { ...next, identityKnown: next.identityKnown || identityKnown, sessionRenewed: false }
    }
    case 'loaded':
      return { ...state, loaded: true }
    case 'catch-up-failed':
      // Renewed once; the load ends once the widget has connected again with the new cookie.
      return action.noSession && !state.sessionRenewed
        ? withEffect({ ...state, sessionRenewed: true }, { kind: 'renew-session' })
        : { ...state, loaded: true }
    case 'resync-due':
      return onResyncDue(state)
    case 'seen-asked':
      return state.conversation ? withEffect(state, { kind: 'seen', conversationId: state.conversation.id }) : state
    case 'history-loaded':
      return state.conversation?.id === action.history.conversation.id
        ? adopt(state, action.history.conversation, action.history.messages)
        : state
    case 'send-pending':
      return { ...state, messages: mergeMessages(state.messages, [action.message]) }
    case 'send-slow':
      return {
        ...state,
        messages: state.messages.map((m) => (m.clientId === action.clientId ? { ...m, failed: true } : m)),
      }
    case 'sent':
      return adopt(state, action.answer.conversation, [action.answer.message])
    case 'send-failed':
      return { ...state, messages: state.messages.filter((m) => m.clientId !== action.clientId) }
    case 'effects-done':
      return { ...state, effects: state.effects.slice(action.count) }
  }
}
