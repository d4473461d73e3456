'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { Socket } from 'socket.io-client'

import { type ChatActivity, consoleReducer, initialConsoleState } from '@/lib/chat/client/console-state'
import { newClientId, pendingMessage } from '@/lib/chat/client/messages'
import { ChatRequestError, emitUntilAcked, request } from '@/lib/chat/client/reliable-emit'
import { resyncWhileConnected } from '@/lib/chat/client/resync'
import { connectChatSocket } from '@/lib/chat/client/socket'
import { useTypingIndicator } from '@/lib/chat/client/typing-indicator'
import type { ConversationOutcome } from '@/lib/chat/constants'
import { TYPING_THROTTLE_MS } from '@/lib/chat/constants'
import type { ChatNoteView, ServerEvents, StaffConversationListing, StaffConversationView } from '@/lib/chat/types'
import { typingThrottle } from '@/lib/chat/typing'

const NO_NOTES: ChatNoteView[] = []

const tabVisible = () => typeof document !== 'undefined' && document.visibilityState === 'visible'

/**
 * The console's side of the chat: every conversation live (new ones, new messages, status, unread
 * counts, typing), the selected conversation's messages with catch-up after reconnects, replies
 * sent until acknowledged. What each event and action changes is `consoleReducer`
 * (src/lib/chat/client/console-state.ts); this hook holds the socket and dispatches.
 */
export function useStaffChat({ onActivity }: { onActivity?: (activity: ChatActivity) => void } = {}) {
  const router = useRouter()
  const [state, dispatch] = useReducer(consoleReducer, initialConsoleState)
  const { typing, signal: typingSignal, clear: typingClear } = useTypingIndicator()
  const socketRef = useRef<Socket | null>(null)
  const activityRef = useRef(onActivity)
  activityRef.current = onActivity
  const typingOut = useRef(typingThrottle(TYPING_THROTTLE_MS))

  /** A conversation's messages stored since `since` (all without it), merged into those held. */
  const fetchMessages = useCallback(async (conversationId: number, since: string | undefined) => {
    const socket = socketRef.current
    if (!socket) return
    const messages = await request(socket, 'staff:messages', { conversationId, since })
    dispatch({ type: 'messages-loaded', conversationId, messages })
  }, [])

  /** An opened conversation: its messages since `since`, its staff notes, and where its visitor is and came from. */
  const loadConversation = useCallback(
    (conversationId: number, since: string | undefined) => {
      const socket = socketRef.current
      if (!socket) return
      // Loading fails quietly (specification); the next reconnect or selection tries again.
      fetchMessages(conversationId, since).catch((error: unknown) => console.error('Could not load messages', error))
      request(socket, 'staff:notes', { conversationId })
        .then((notes) => dispatch({ type: 'notes-loaded', conversationId, notes }))
        .catch((error: unknown) => console.error('Could not load notes', error))
      request(socket, 'staff:context', { conversationId })
        .then((context) => dispatch({ type: 'context-loaded', conversationId, context }))
        .catch((error: unknown) => console.error('Could not load the visitor details', error))
    },
    [fetchMessages],
  )

  // The reducer's effects: a view told to the server (every console's unread count resets), an alert,
  // a conversation to load, the open conversation's messages asked for again.
  const { effects } = state
  useEffect(() => {
    if (effects.length === 0) return
    for (const effect of effects) {
      if (effect.kind === 'seen')
        socketRef.current?.emit('staff:seen', { conversationId: effect.conversationId }, () => {})
      else if (effect.kind === 'activity') activityRef.current?.(effect.activity)
      else if (effect.kind === 'open') loadConversation(effect.conversationId, effect.since)
      // Asked again at the next interval or reconnect.
      else fetchMessages(effect.conversationId, effect.since).catch(() => {})
    }
    dispatch({ type: 'effects-done', count: effects.length })
  }, [effects, fetchMessages, loadConversation])

  useEffect(() => {
    const socket = connectChatSocket('staff')
    socketRef.current = socket
    // While connected, every RESYNC_MS: the list again (merged, so older pages stay), then the open
    // conversation's messages (the reducer says from where). A visitor message acknowledged by a process
    // that stopped before passing it on reaches this console although it never reconnected.
    const stopResync = resyncWhileConnected(
      () => socket.connected,
      async () => {
        try {
          dispatch({ type: 'list-resynced', list: await request(socket, 'staff:list') })
        } catch {
          // Asked again at the next interval or reconnect.
        }
        dispatch({ type: 'resync-messages' })
      },
    )
    socket.on('connect', async () => {
      // The reducer notes what is held now: the catch-up of the open conversation, once the list is here, starts after
      // it.
      dispatch({ type: 'connected' })
      try {
        dispatch({ type: 'list-loaded', list: await request(socket, 'staff:list') })
      } catch (error) {
        // Logged only (specification); the next reconnect tries again.
        console.error('Could not load conversations', error)
        dispatch({ type: 'list-failed' })
      }
      request(socket, 'staff:agents')
        .then((agents) => dispatch({ type: 'agents-loaded', agents }))
        .catch((error: unknown) => console.error('Could not load the staff list', error))
      request(socket, 'staff:canned')
        .then((canned) => dispatch({ type: 'canned-loaded', canned }))
        .catch((error: unknown) => console.error('Could not load canned replies', error))
    })
    socket.on('disconnect', () => dispatch({ type: 'disconnected' }))
    socket.on('connect_error', (error) => {
      dispatch({ type: 'disconnected' })
      // The session ended (signed out elsewhere, expired): back to the login page.
      if (error.message === 'Staff sign-in required') router.replace('/admin/login')
    })
    socket.on('staff:conversation', (...args: Parameters<ServerEvents['staff:conversation']>) => {
      dispatch({ type: 'staff:conversation', args })
      // Typing ends with the conversation.
      if (args[0].status === 'closed') typingClear(args[0].id)
    })
    socket.on('staff:message', (...args: Parameters<ServerEvents['staff:message']>) => {
      dispatch({ type: 'staff:message', args, tabVisible: tabVisible() })
      if (args[0].senderType === 'visitor') typingClear(args[0].conversationId)
    })
    socket.on('staff:note', (...args: Parameters<ServerEvents['staff:note']>) => dispatch({ type: 'staff:note', args }))
    socket.on('staff:visitor-context', (...args: Parameters<ServerEvents['staff:visitor-context']>) =>
      dispatch({ type: 'staff:visitor-context', args }),
    )
    socket.on('staff:visitor-left', (...args: Parameters<ServerEvents['staff:visitor-left']>) =>
      dispatch({ type: 'staff:visitor-left', args }),
    )
    socket.on('staff:booking-click', (...args: Parameters<ServerEvents['staff:booking-click']>) =>
      dispatch({ type: 'staff:booking-click', args }),
    )
    socket.on('staff:booking', (...args: Parameters<ServerEvents['staff:booking']>) =>
      dispatch({ type: 'staff:booking', args }),
    )
    socket.on('staff:seen', (...args: Parameters<ServerEvents['staff:seen']>) => dispatch({ type: 'staff:seen', args }))
    socket.on('staff:deleted', (...args: Parameters<ServerEvents['staff:deleted']>) =>
      dispatch({ type: 'staff:deleted', args }),
    )
    socket.on('staff:typing', ({ conversationId }: Parameters<ServerEvents['staff:typing']>[0]) =>
      typingSignal(conversationId),
    )
    // Back to the tab with a conversation open: what arrived meanwhile is now seen.
    const onVisible = () => {
      if (tabVisible()) dispatch({ type: 'tab-visible' })
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      stopResync()
      socket.close()
    }
  }, [router, typingClear, typingSignal])

  /** Opens a conversation (the reducer has it loaded). */
  const select = useCallback((conversationId: number) => {
    dispatch({ type: 'select', conversationId })
    typingOut.current.reset()
  }, [])

  /** Staff are typing a reply: the visitor sees it (throttled). */
  const notifyTyping = useCallback((conversationId: number) => {
    if (typingOut.current.shouldSignal()) socketRef.current?.emit('staff:typing', { conversationId }, () => {})
  }, [])

  /** Conversations from an older page or a search join the list (known, so no "new chat" alert). */
  const addListings = useCallback(
    (listings: StaffConversationListing[]) => dispatch({ type: 'listings-added', listings }),
    [],
  )

  /** The next page of older conversations; a failure is only logged, like the first page's. */
  const olderPage = state.olderPage
  const loadOlder = useCallback(async () => {
    const socket = socketRef.current
    if (!socket || olderPage === null) return
    dispatch({ type: 'older-loading' })
    try {
      dispatch({
        type: 'older-loaded',
        page: olderPage,
        listings: await request(socket, 'staff:list', { page: olderPage }),
      })
    } catch (error) {
      console.error('Could not load older conversations', error)
      dispatch({ type: 'older-failed' })
    }
  }, [olderPage])

  /** Matches join the list (an old conversation may not be loaded yet); returns their ids. */
  const search = useCallback(
    async (query: string): Promise<number[]> => {
      const socket = socketRef.current
      if (!socket) throw new Error('not connected')
      const found = await request(socket, 'staff:search', { query })
      addListings(found)
      return found.map((c) => c.id)
    },
    [addListings],
  )

  /** Runs one staff action on the socket: true when done, false (logged) when refused, failed or offline. */
  const attempt = useCallback(async (what: string, run: (socket: Socket) => Promise<void>): Promise<boolean> => {
    const socket = socketRef.current
    if (!socket) return false
    try {
      await run(socket)
      return true
    } catch (error) {
      console.error(`Could not ${what}`, error)
      return false
    }
  }, [])

  /** An admin deletes every conversation of this conversation's visitor. */
  const deleteVisitor = useCallback(
    (conversationId: number) =>
      attempt('delete the conversations', async (socket) => {
        dispatch({
          type: 'visitor-deleted',
          conversationIds: await request(socket, 'staff:delete-visitor', { conversationId }),
        })
      }),
    [attempt],
  )

  /** Sends a reply; resolves false when the server refused it for good. Blank replies are ignored. */
  const reply = useCallback(async (conversationId: number, text: string): Promise<boolean> => {
    const socket = socketRef.current
    const message = text.trim()
    if (!socket || message === '') return true
    const clientId = newClientId()
    dispatch({
      type: 'reply-pending',
      message: pendingMessage({ conversationId, clientId, senderType: 'admin', senderName: '', message }),
    })
    try {
      const stored = await emitUntilAcked(
        socket,
        'staff:reply',
        { conversationId, clientId, message },
        { onSlow: () => dispatch({ type: 'reply-slow', conversationId, clientId }) },
      )
      dispatch({ type: 'reply-stored', message: stored })
      typingOut.current.reset()
      return true
    } catch (error) {
      console.error('Reply not sent', error)
      dispatch({ type: 'reply-failed', conversationId, clientId })
      return false
    }
  }, [])

  /** Closes or reopens a conversation; false when refused or failed, with the server's reason. */
  const setStatus = useCallback(
    async (
      conversationId: number,
      event: 'staff:close' | 'staff:reopen',
    ): Promise<{ ok: true } | { ok: false; reason: string | null }> => {
      const socket = socketRef.current
      if (!socket) return { ok: false, reason: null }
      try {
        const conversation = await request(socket, event, { conversationId })
        dispatch({ type: 'conversation-updated', conversation })
        if (conversation.status === 'closed') typingClear(conversationId)
        return { ok: true }
      } catch (error) {
        console.error(`Could not ${event === 'staff:close' ? 'close' : 'reopen'} the conversation`, error)
        return {
          ok: false,
          reason: error instanceof ChatRequestError && error.code === 'conflict' ? error.message : null,
        }
      }
    },
    [typingClear],
  )
  const close = useCallback((conversationId: number) => setStatus(conversationId, 'staff:close'), [setStatus])
  const reopen = useCallback((conversationId: number) => setStatus(conversationId, 'staff:reopen'), [setStatus])

  /** Adds a staff note (sent until acknowledged). */
  const addNote = useCallback(
    (conversationId: number, text: string) =>
      attempt('save the note', async (socket) => {
        dispatch({
          type: 'note-added',
          note: await emitUntilAcked(socket, 'staff:note', { conversationId, clientId: newClientId(), text }),
        })
      }),
    [attempt],
  )

  /** A changed conversation (assignee, outcome) as the server answered it. */
  const updateConversation = useCallback(
    (what: string, ask: (socket: Socket) => Promise<StaffConversationView>) =>
      attempt(what, async (socket) => {
        dispatch({ type: 'conversation-updated', conversation: await ask(socket) })
      }),
    [attempt],
  )

  /** Takes (own id), hands over (a colleague's id) or releases (null) a conversation. */
  const assign = useCallback(
    (conversationId: number, assigneeId: number | null) =>
      updateConversation('assign the conversation', (socket) =>
        request(socket, 'staff:assign', { conversationId, assigneeId }),
      ),
    [updateConversation],
  )

  /** Labels how the conversation ended (null: no label). */
  const setOutcome = useCallback(
    (conversationId: number, outcome: ConversationOutcome | null) =>
      updateConversation('label the conversation', (socket) =>
        request(socket, 'staff:outcome', { conversationId, outcome }),
      ),
    [updateConversation],
  )

  /** Blocks or unblocks the visitor behind a conversation labelled spam. */
  const setBlocked = useCallback(
    (conversationId: number, blocked: boolean) =>
      attempt('change the block', async (socket) => {
        const answer = await request(socket, 'staff:block', { conversationId, blocked })
        dispatch({ type: 'block-changed', conversationId, blocked: answer.blocked })
      }),
    [attempt],
  )

  /** Back to the list (on a phone the thread covers it). */
  const deselect = useCallback(() => dispatch({ type: 'deselect' }), [])

  const { selectedId } = state
  return {
    connected: state.connected,
    conversations: state.conversations,
    listState: state.listState,
    hasOlder: olderPage !== null,
    loadingOlder: state.loadingOlder,
    loadOlder,
    selectedId,
    messages: selectedId ? (state.messages[selectedId] ?? []) : [],
    notes: selectedId ? (state.notes[selectedId] ?? NO_NOTES) : NO_NOTES,
    visitor: selectedId ? (state.contexts[selectedId] ?? null) : null,
    addListings,
    agents: state.agents,
    canned: state.canned,
    setOutcome,
    setBlocked,
    addNote,
    assign,
    typing,
    select,
    deselect,
    reply,
    close,
    reopen,
    notifyTyping,
    search,
    deleteVisitor,
  }
}
