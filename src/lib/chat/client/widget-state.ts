import type { AnswerOf, VisitorConversationView } from '@/lib/chat/types'

import { type ListedMessage, mergeMessages } from './messages'
import type { ServerEventAction } from './server-event'

/**
 * The visitor widget's state and every change to it, as one pure reducer: the server's events, the
 * answers to the widget's own requests and the visitor's sends. The socket, the session cookie and
 * the typing indicator (./typing-indicator.ts, a matter of timers) stay in the hook, which only dispatches.
 */

export type Connection = 'connecting' | 'online' | 'offline'

/**
 * What the reducer asks the hook to do once the change is rendered: keep whether this browser has an
 * open conversation (./active.ts), or fetch the history of a conversation it just learnt of.
 */
export type WidgetEffect =
  { kind: 'remember-active'; active: boolean } | { kind: 'fetch-history'; conversationId: number }

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
  /** A resync while connected, or the history of a conversation learnt of live: kept only if it is still the one shown. */
  | { type: 'history-loaded'; history: AnswerOf<'chat:sync'> }
  /** A message listed at once, before the server has it. */
  | { type: 'send-pending'; message: ListedMessage }
  | { type: 'send-slow'; clientId: string }
  | { type: 'sent'; answer: AnswerOf<'chat:send'> }
  | { type: 'send-failed'; clientId: string }
  /** The hook carried out the first `count` effects. */
  | { type: 'effects-done'; count: number }

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
      if (state.conversation?.id === message.conversationId)
        return { ...state, messages: mergeMessages(state.messages, [message]) }
      // A conversation this visitor started in another tab, or the one being started here.
      if (replaceable(state.conversation))
        return adopt(state, { id: message.conversationId, status: 'open' }, [message])
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
      return { ...state, connection: 'online' }
    case 'disconnected':
      return { ...state, connection: 'offline' }
    case 'hours-loaded':
      return { ...state, hours: action.hours }
    case 'caught-up':
      return adopt(state, action.history.conversation, action.history.messages)
    case 'conversation-gone':
      return forget(state)
    case 'resumed': {
      const { conversation, messages, identityKnown } = action.answer
      const next = conversation ? adopt(state, conversation, messages) : remember(state, null)
      return { ...next, identityKnown: next.identityKnown || identityKnown }
    }
    case 'loaded':
      return { ...state, loaded: true }
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
