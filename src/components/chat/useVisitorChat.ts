'use client'

import { usePathname } from 'next/navigation'
import { type Dispatch, useCallback, useEffect, useReducer, useRef } from 'react'
import type { Socket } from 'socket.io-client'

import { sendAnalyticsEvent } from '@/lib/analytics/events'
import { rememberActiveChat } from '@/lib/chat/client/active'
import { newClientId, pendingMessage } from '@/lib/chat/client/messages'
import { ChatRequestError, emitUntilAcked, request } from '@/lib/chat/client/reliable-emit'
import { resyncWhileConnected } from '@/lib/chat/client/resync'
import { connectChatSocket, ensureVisitorSession } from '@/lib/chat/client/socket'
import { useTypingIndicator } from '@/lib/chat/client/typing-indicator'
import { keptVisit } from '@/lib/chat/client/visit'
import { initialWidgetState, type WidgetAction, type WidgetEffect, widgetReducer } from '@/lib/chat/client/widget-state'
import { TYPING_THROTTLE_MS } from '@/lib/chat/constants'
import type { VisitorIdentity } from '@/lib/chat/schema'
import type { ChatErrorCode, ServerEvents } from '@/lib/chat/types'
import { typingThrottle } from '@/lib/chat/typing'

export type SendOutcome =
  { ok: true } | { ok: false; starting: boolean; code: ChatErrorCode | 'unknown'; reason: string }

/** The catch-up after a (re)connect (what the reducer asked for), answered into the reducer. */
async function catchUp(
  socket: Socket,
  effect: Extract<WidgetEffect, { kind: 'catch-up' | 'resume' }>,
  dispatch: Dispatch<WidgetAction>,
): Promise<void> {
  try {
    if (effect.kind === 'catch-up') {
      const history = await request(socket, 'chat:sync', {
        conversationId: effect.conversationId,
        since: effect.since,
      }).catch((error: unknown) => {
        // Deleted while this page was offline (the deletion signal was missed): start afresh.
        if (error instanceof ChatRequestError && error.code === 'forbidden') return null
        throw error
      })
      dispatch(history ? { type: 'caught-up', history } : { type: 'conversation-gone' })
    } else {
      dispatch({ type: 'resumed', answer: await request(socket, 'chat:resume') })
    }
    dispatch({ type: 'loaded' })
  } catch (error) {
    // Loading history fails quietly (specification): it is retried at the next reconnect.
    console.error('Could not load the chat history', error)
    // Refused for want of a session: the reducer decides whether the cookie is renewed once more.
    dispatch({ type: 'catch-up-failed', noSession: error instanceof ChatRequestError && error.code === 'no-session' })
  }
}

/**
 * The visitor's side of the chat: session cookie, socket, history, live messages and reliable
 * sending. After every (re)connect it asks for what it missed, so nothing is lost while offline.
 * What each event and answer changes is `widgetReducer` (src/lib/chat/client/widget-state.ts); this
 * hook holds the socket and dispatches.
 */
export function useVisitorChat() {
  const [state, dispatch] = useReducer(widgetReducer, initialWidgetState)
  const { typing, signal: typingSignal, clear: typingClear } = useTypingIndicator()
  const typingOut = useRef(typingThrottle(TYPING_THROTTLE_MS))
  const socketRef = useRef<Socket | null>(null)
  const socketReady = useRef<{ promise: Promise<Socket>; resolve: (socket: Socket) => void } | null>(null)
  if (!socketReady.current) {
    let resolve!: (socket: Socket) => void
    const promise = new Promise<Socket>((r) => (resolve = r))
    socketReady.current = { promise, resolve }
  }

  // The reducer's effects: whether this browser has an open conversation, the history of one learnt of
  // live, the catch-up after a (re)connect, a renewed session, a resync while connected, a conversation seen.
  const { effects } = state
  useEffect(() => {
    if (effects.length === 0) return
    for (const effect of effects) {
      if (effect.kind === 'remember-active') {
        rememberActiveChat(effect.active)
        continue
      }
      const socket = socketRef.current
      if (!socket) continue
      if (effect.kind === 'fetch-history')
        request(socket, 'chat:sync', { conversationId: effect.conversationId })
          .then((history) => dispatch({ type: 'history-loaded', history }))
          .catch((error: unknown) => console.error('Could not load the chat history', error))
      else if (effect.kind === 'catch-up' || effect.kind === 'resume') void catchUp(socket, effect, dispatch)
      else if (effect.kind === 'renew-session')
        void ensureVisitorSession()
          .catch(() => {})
          .then(() => {
            socket.disconnect().connect()
            dispatch({ type: 'loaded' })
          })
      else if (effect.kind === 'resync')
        request(socket, 'chat:sync', { conversationId: effect.conversationId, since: effect.since })
          .then((history) => dispatch({ type: 'history-loaded', history }))
          .catch(() => {
            // Asked again at the next interval or reconnect.
          })
      else socket.emit('chat:seen', { conversationId: effect.conversationId }, () => {})
    }
    dispatch({ type: 'effects-done', count: effects.length })
  }, [effects])

  useEffect(() => {
    let disposed = false
    let stopResync = () => {}

    void (async () => {
      await ensureVisitorSession().catch((error: unknown) => console.error('Could not start a chat session', error))
      if (disposed) return
      const socket = connectChatSocket('visitor')
      socketRef.current = socket
      socketReady.current!.resolve(socket)
      stopResync = resyncWhileConnected(
        () => socket.connected,
        () => dispatch({ type: 'resync-due' }),
      )
      socket.on('connect', () => {
        // The reducer asks for what was missed while offline (the catch-up effect).
        dispatch({ type: 'connected' })
        request(socket, 'chat:presence')
          .then((presence) => dispatch({ type: 'chat:presence', args: [presence] }))
          .catch(() => {})
        request(socket, 'chat:hours')
          .then((hours) => dispatch({ type: 'hours-loaded', hours }))
          .catch(() => {})
      })
      socket.on('chat:presence', (...args: Parameters<ServerEvents['chat:presence']>) =>
        dispatch({ type: 'chat:presence', args }),
      )
      socket.on('chat:typing', ({ conversationId }: Parameters<ServerEvents['chat:typing']>[0]) =>
        typingSignal(conversationId),
      )
      socket.on('chat:deleted', (...args: Parameters<ServerEvents['chat:deleted']>) =>
        dispatch({ type: 'chat:deleted', args }),
      )
      socket.on('disconnect', () => dispatch({ type: 'disconnected' }))
      socket.on('connect_error', () => dispatch({ type: 'disconnected' }))
      socket.on('chat:message', (...args: Parameters<ServerEvents['chat:message']>) => {
        if (args[0].senderType === 'admin') typingClear(args[0].conversationId)
        dispatch({ type: 'chat:message', args })
      })
      socket.on('chat:conversation', (...args: Parameters<ServerEvents['chat:conversation']>) => {
        // Typing ends with the conversation: no "typing…" under the closed notice.
        if (args[0].status === 'closed') typingClear(args[0].id)
        dispatch({ type: 'chat:conversation', args })
      })
    })()

    return () => {
      disposed = true
      stopResync()
      socketRef.current?.close()
    }
  }, [typingClear, typingSignal])

  // While a conversation is open, the agent sees the page the visitor is on (and, with functional
  // consent, how the visit began). Sent again after a reconnect: a restarted server may have missed it.
  const pathname = usePathname()
  const openConversation = state.conversation?.status === 'open' ? state.conversation.id : null
  useEffect(() => {
    const socket = socketRef.current
    if (state.connection !== 'online' || openConversation === null || !socket || !pathname) return
    const visit = keptVisit()
    request(socket, 'chat:context', {
      page: pathname,
      trail: visit?.trail,
      landing: visit?.landing,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }).catch((error: unknown) => console.error('Could not report the page', error))
  }, [state.connection, openConversation, pathname])

  /** The visitor has the conversation in front of them: staff replies so far need no e-mail. */
  const markSeen = useCallback(() => dispatch({ type: 'seen-asked' }), [])

  /** The visitor is typing: staff see it (throttled). */
  const notifyTyping = useCallback(() => {
    if (openConversation !== null && typingOut.current.shouldSignal()) {
      socketRef.current?.emit('chat:typing', { conversationId: openConversation }, () => {})
    }
  }, [openConversation])

  const { conversation, identityKnown } = state
  const send = useCallback(
    async (text: string, identity?: VisitorIdentity): Promise<SendOutcome> => {
      const starting = !conversation || conversation.status !== 'open'
      const clientId = newClientId()
      dispatch({
        type: 'send-pending',
        message: pendingMessage({
          conversationId: conversation?.id ?? 0,
          clientId,
          senderType: 'visitor',
          senderName: identity?.name ?? '',
          message: text,
        }),
      })

      try {
        const socket = await socketReady.current!.promise
        const answer = await emitUntilAcked(
          socket,
          'chat:send',
          {
            clientId,
            message: text,
            conversationId: starting ? undefined : conversation.id,
            identity: identityKnown ? undefined : identity,
          },
          { onSlow: () => dispatch({ type: 'send-slow', clientId }) },
        )
        typingOut.current.reset()
        if (starting && answer.conversation.id !== conversation?.id) sendAnalyticsEvent('chat_started')
        dispatch({ type: 'sent', answer })
        return { ok: true }
      } catch (error) {
        dispatch({ type: 'send-failed', clientId })
        const known = error instanceof ChatRequestError
        console.error('Chat message not sent:', known ? error.message : error)
        return { ok: false, starting, code: known ? error.code : 'unknown', reason: known ? error.message : '' }
      }
    },
    [conversation, identityKnown],
  )

  const staffTyping = state.conversation?.status === 'open' && typing.has(state.conversation.id)
  return { state, staffTyping, send, markSeen, notifyTyping }
}
