'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Socket } from 'socket.io-client'

import { sendAnalyticsEvent } from '@/lib/analytics/events'
import { rememberActiveChat } from '@/lib/chat/client/active'
import { lastConfirmedAt, type ListedMessage, mergeMessages, newClientId, pendingMessage } from '@/lib/chat/client/messages'
import { ChatRequestError, emitUntilAcked, request } from '@/lib/chat/client/reliable-emit'
import { ResyncMark, resyncWhileConnected } from '@/lib/chat/client/resync'
import { connectChatSocket, ensureVisitorSession } from '@/lib/chat/client/socket'
import { useTypingIndicator } from '@/lib/chat/client/typing-indicator'
import { keptVisit } from '@/lib/chat/client/visit'
import { TYPING_THROTTLE_MS } from '@/lib/chat/constants'
import type { VisitorIdentity } from '@/lib/chat/schema'
import type { AnswerOf, ChatErrorCode, ChatMessageView, PresenceView, VisitorConversationView } from '@/lib/chat/types'
import { typingThrottle } from '@/lib/chat/typing'

type Connection = 'connecting' | 'online' | 'offline'

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
}

export type SendOutcome = { ok: true } | { ok: false; starting: boolean; code: ChatErrorCode | 'unknown'; reason: string }

const rememberActive = (conversation: VisitorConversationView | null) => rememberActiveChat(conversation?.status === 'open')

/**
 * The visitor's side of the chat: session cookie, socket, history, live messages and reliable
 * sending. After every (re)connect it asks for what it missed, so nothing is lost while offline.
 */
export function useVisitorChat() {
  const [state, setState] = useState<VisitorChatState>({
    connection: 'connecting',
    loaded: false,
    conversation: null,
    messages: [],
    identityKnown: false,
    staffOnline: null,
    hours: null,
  })
  const { typing, signal: typingSignal, clear: typingClear } = useTypingIndicator()
  const typingOut = useRef(typingThrottle(TYPING_THROTTLE_MS))
  const stateRef = useRef(state)
  stateRef.current = state
  const socketRef = useRef<Socket | null>(null)
  const socketReady = useRef<{ promise: Promise<Socket>; resolve: (socket: Socket) => void } | null>(null)
  if (!socketReady.current) {
    let resolve!: (socket: Socket) => void
    const promise = new Promise<Socket>((r) => (resolve = r))
    socketReady.current = { promise, resolve }
  }

  useEffect(() => {
    let disposed = false

    // Staff deleted this visitor's data (a privacy request): the widget starts afresh.
    const forget = () => {
      rememberActive(null)
      setState((s) => ({ ...s, conversation: null, messages: [], identityKnown: false }))
    }

    // Any conversation of this visitor (also one started in another tab) means they told us who they are.
    const adopt = (conversation: VisitorConversationView, messages: ListedMessage[]) => {
      rememberActive(conversation)
      setState((s) => {
        const sameConversation = s.conversation?.id === conversation.id
        const kept = sameConversation ? s.messages : s.messages.filter((m) => m.pending)
        return { ...s, conversation, identityKnown: true, messages: mergeMessages(kept, messages) }
      })
    }

    // The session cookie is renewed once after the server refused it; refused again (the browser
    // does not keep cookies), the widget stops asking until a later catch-up succeeds.
    let sessionRenewed = false

    // Where the next resync while connected starts (src/lib/chat/client/resync.ts), and for which conversation.
    const mark = new ResyncMark()
    let markFor: number | undefined

    async function catchUp(socket: Socket) {
      const { conversation, messages } = stateRef.current
      try {
        if (conversation) {
          const since = lastConfirmedAt(messages)
          mark.reset(since)
          markFor = conversation.id
          const answer = await request(socket, 'chat:sync', {
            conversationId: conversation.id,
            since,
          }).catch((error: unknown) => {
            // Deleted while this page was offline (the deletion signal was missed): start afresh.
            if (error instanceof ChatRequestError && error.code === 'forbidden') return null
            throw error
          })
          if (answer) adopt(answer.conversation, answer.messages)
          else forget()
        } else {
          const answer = await request(socket, 'chat:resume')
          if (answer.conversation) adopt(answer.conversation, answer.messages)
          else rememberActive(null)
          setState((s) => ({ ...s, identityKnown: s.identityKnown || answer.identityKnown }))
        }
        sessionRenewed = false
      } catch (error) {
        // Loading history fails quietly (specification): it is retried at the next reconnect.
        console.error('Could not load the chat history', error)
        if (error instanceof ChatRequestError && error.code === 'no-session' && !sessionRenewed) {
          sessionRenewed = true
          await ensureVisitorSession().catch(() => {})
          socket.disconnect().connect()
          return
        }
      } finally {
        if (!disposed) setState((s) => ({ ...s, loaded: true }))
      }
    }

    /** A staff reply acknowledged by a process that stopped before passing it on: asked for again while connected. */
    async function resync(socket: Socket) {
      const { conversation, messages } = stateRef.current
      if (conversation?.status !== 'open') return
      if (markFor !== conversation.id) {
        mark.reset(lastConfirmedAt(messages))
        markFor = conversation.id
      }
      try {
        const answer = await request(socket, 'chat:sync', { conversationId: conversation.id, since: mark.next(lastConfirmedAt(messages)) })
        if (stateRef.current.conversation?.id === conversation.id) adopt(answer.conversation, answer.messages)
      } catch {
        // Asked again at the next interval or reconnect.
      }
    }
    let stopResync = () => {}

    void (async () => {
      await ensureVisitorSession().catch((error: unknown) => console.error('Could not start a chat session', error))
      if (disposed) return
      const socket = connectChatSocket('visitor')
      socketRef.current = socket
      socketReady.current!.resolve(socket)
      stopResync = resyncWhileConnected(
        () => socket.connected,
        () => resync(socket),
      )
      socket.on('connect', () => {
        setState((s) => ({ ...s, connection: 'online' }))
        void catchUp(socket)
        request(socket, 'chat:presence')
          .then(({ staffOnline }) => setState((s) => ({ ...s, staffOnline })))
          .catch(() => {})
        request(socket, 'chat:hours')
          .then((hours) => setState((s) => ({ ...s, hours })))
          .catch(() => {})
      })
      socket.on('chat:presence', ({ staffOnline }: PresenceView) => setState((s) => ({ ...s, staffOnline })))
      socket.on('chat:typing', ({ conversationId }: { conversationId: number }) => typingSignal(conversationId))
      socket.on('chat:deleted', ({ conversationId }: { conversationId: number }) => {
        if (stateRef.current.conversation?.id === conversationId) forget()
      })
      socket.on('disconnect', () => setState((s) => ({ ...s, connection: 'offline' })))
      socket.on('connect_error', () => setState((s) => ({ ...s, connection: 'offline' })))
      socket.on('chat:message', (message: ChatMessageView) => {
        if (message.senderType === 'admin') typingClear(message.conversationId)
        const current = stateRef.current.conversation
        if (current?.id === message.conversationId) {
          setState((s) => ({ ...s, messages: mergeMessages(s.messages, [message]) }))
        } else if (!current || current.status === 'closed') {
          // A conversation this visitor started in another tab, or the one being started here.
          adopt({ id: message.conversationId, status: 'open' }, [message])
        }
      })
      socket.on('chat:conversation', (conversation: VisitorConversationView) => {
        // Typing ends with the conversation: no "typing…" under the closed notice.
        if (conversation.status === 'closed') typingClear(conversation.id)
        const current = stateRef.current.conversation
        if (current?.id === conversation.id) {
          rememberActive(conversation)
          setState((s) => ({ ...s, conversation }))
        } else if (conversation.status === 'open' && (!current || current.status === 'closed')) {
          adopt(conversation, [])
          // Started in another tab, or reopened by staff after this page forgot it: fetch its history.
          request(socket, 'chat:sync', { conversationId: conversation.id })
            .then((answer) => {
              if (stateRef.current.conversation?.id === conversation.id) adopt(answer.conversation, answer.messages)
            })
            .catch((error: unknown) => console.error('Could not load the chat history', error))
        }
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
  const markSeen = useCallback(() => {
    const { conversation } = stateRef.current
    if (conversation) socketRef.current?.emit('chat:seen', { conversationId: conversation.id }, () => {})
  }, [])

  /** The visitor is typing: staff see it (throttled). */
  const notifyTyping = useCallback(() => {
    const { conversation } = stateRef.current
    if (conversation?.status === 'open' && typingOut.current.shouldSignal()) {
      socketRef.current?.emit('chat:typing', { conversationId: conversation.id }, () => {})
    }
  }, [])

  const send = useCallback(async (text: string, identity?: VisitorIdentity): Promise<SendOutcome> => {
    const { conversation, identityKnown } = stateRef.current
    const starting = !conversation || conversation.status !== 'open'
    const clientId = newClientId()
    const pending = pendingMessage({ conversationId: conversation?.id ?? 0, clientId, senderType: 'visitor', senderName: identity?.name ?? '', message: text })
    setState((s) => ({ ...s, messages: mergeMessages(s.messages, [pending]) }))
    const markRetrying = () => setState((s) => ({ ...s, messages: s.messages.map((m) => (m.clientId === clientId ? { ...m, failed: true } : m)) }))

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
        { onSlow: markRetrying },
      )
      rememberActive(answer.conversation)
      typingOut.current.reset()
      if (starting && answer.conversation.id !== conversation?.id) sendAnalyticsEvent('chat_started')
      setState((s) => {
        const sameConversation = s.conversation?.id === answer.conversation.id
        const kept = sameConversation ? s.messages : s.messages.filter((m) => m.pending)
        return {
          ...s,
          identityKnown: true,
          conversation: answer.conversation,
          messages: mergeMessages(kept, [answer.message]),
        }
      })
      return { ok: true }
    } catch (error) {
      setState((s) => ({ ...s, messages: s.messages.filter((m) => m.clientId !== clientId) }))
      const known = error instanceof ChatRequestError
      console.error('Chat message not sent:', known ? error.message : error)
      return { ok: false, starting, code: known ? error.code : 'unknown', reason: known ? error.message : '' }
    }
  }, [])

  const staffTyping = state.conversation?.status === 'open' && typing.has(state.conversation.id)
  return { state, staffTyping, send, markSeen, notifyTyping }
}
