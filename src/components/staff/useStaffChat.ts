'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Socket } from 'socket.io-client'

import type { BookingClickView } from '@/lib/booking-clicks/schema'
import type { BookingView } from '@/lib/bookings/view'
import type { CannedReplyView } from '@/lib/chat/canned'
import { consoleOrder, mergeListings, previewAfter, upsertBooking, upsertConversation } from '@/lib/chat/client/console'
import { lastConfirmedAt, type ListedMessage, mergeMessages, newClientId, pendingMessage } from '@/lib/chat/client/messages'
import { ChatRequestError, emitUntilAcked, request } from '@/lib/chat/client/reliable-emit'
import { ResyncMark, resyncWhileConnected } from '@/lib/chat/client/resync'
import { connectChatSocket } from '@/lib/chat/client/socket'
import { mergeNotes } from '@/lib/chat/client/thread'
import { useTypingIndicator } from '@/lib/chat/client/typing-indicator'
import type { ConversationOutcome } from '@/lib/chat/constants'
import { CONSOLE_PAGE_SIZE, TYPING_THROTTLE_MS } from '@/lib/chat/constants'
import type { VisitorContext } from '@/lib/chat/context'
import type { AgentView, AnswerOf, ChatMessageView, ChatNoteView, StaffConversationListing, StaffConversationView } from '@/lib/chat/types'
import { typingThrottle } from '@/lib/chat/typing'

/** What the console is told about activity it may want to alert on (while the tab is hidden). */
export type ChatActivity = { kind: 'conversation' | 'message'; visitorName: string; message: string }

type Signal = { conversationId: number }

/** Whether the conversation list has arrived: until then the console claims no empty inbox. */
export type ListState = 'loading' | 'loaded' | 'failed'

const NO_NOTES: ChatNoteView[] = []

const tabVisible = () => typeof document !== 'undefined' && document.visibilityState === 'visible'

/**
 * The console's side of the chat: every conversation live (new ones, new messages, status, unread
 * counts, typing), the selected conversation's messages with catch-up after reconnects, replies
 * sent until acknowledged.
 */
export function useStaffChat({ onActivity }: { onActivity?: (activity: ChatActivity) => void } = {}) {
  const router = useRouter()
  const [connected, setConnected] = useState(false)
  const [conversations, setConversations] = useState<StaffConversationListing[]>([])
  const [listState, setListState] = useState<ListState>('loading')
  // The next page of older conversations to ask for; null when the last page was not full.
  const [olderPage, setOlderPage] = useState<number | null>(null)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [messages, setMessages] = useState<Record<number, ListedMessage[]>>({})
  const [notes, setNotes] = useState<Record<number, ChatNoteView[]>>({})
  const [agents, setAgents] = useState<AgentView[]>([])
  const [canned, setCanned] = useState<CannedReplyView[]>([])
  const [contexts, setContexts] = useState<Record<number, AnswerOf<'staff:context'>>>({})
  const { typing, signal: typingSignal, clear: typingClear } = useTypingIndicator()
  const socketRef = useRef<Socket | null>(null)
  const messagesRef = useRef(messages)
  messagesRef.current = messages
  const selectedRef = useRef(selectedId)
  selectedRef.current = selectedId
  const activityRef = useRef(onActivity)
  activityRef.current = onActivity
  const knownIds = useRef(new Set<number>())
  const unannounced = useRef(new Set<number>())
  const typingOut = useRef(typingThrottle(TYPING_THROTTLE_MS))

  const setUnread = useCallback((conversationId: number, unread: (current: number) => number) => {
    setConversations((list) => list.map((c) => (c.id === conversationId ? { ...c, unread: unread(c.unread) } : c)))
  }, [])

  /** This console viewed the conversation: its unread count resets here and in every other console. */
  const markSeen = useCallback(
    (conversationId: number) => {
      setUnread(conversationId, () => 0)
      socketRef.current?.emit('staff:seen', { conversationId }, () => {})
    },
    [setUnread],
  )

  /** A conversation's messages stored since `since` (all without it), merged into those held. */
  const fetchMessages = useCallback(async (conversationId: number, since: string | undefined) => {
    const socket = socketRef.current
    if (!socket) return
    const incoming = await request(socket, 'staff:messages', { conversationId, since })
    setMessages((all) => ({ ...all, [conversationId]: mergeMessages(all[conversationId] ?? [], incoming) }))
  }, [])

  /** `known`: the messages the catch-up starts after (by default, those held now). */
  const loadMessages = useCallback(
    async (conversationId: number, known: ListedMessage[] | undefined = messagesRef.current[conversationId]) => {
      try {
        await fetchMessages(conversationId, known ? lastConfirmedAt(known) : undefined)
      } catch (error) {
        // Loading fails quietly (specification); the next reconnect or selection tries again.
        console.error('Could not load messages', error)
      }
    },
    [fetchMessages],
  )

  /** The conversation's staff notes (all of them: a conversation has few). */
  const loadNotes = useCallback(async (conversationId: number) => {
    const socket = socketRef.current
    if (!socket) return
    try {
      const incoming = await request(socket, 'staff:notes', { conversationId })
      setNotes((all) => ({ ...all, [conversationId]: mergeNotes(all[conversationId] ?? [], incoming) }))
    } catch (error) {
      console.error('Could not load notes', error)
    }
  }, [])

  /** Where the conversation's visitor is and came from, and their other conversations. */
  const loadContext = useCallback(async (conversationId: number) => {
    const socket = socketRef.current
    if (!socket) return
    try {
      const answer = await request(socket, 'staff:context', { conversationId })
      setContexts((all) => ({ ...all, [conversationId]: answer }))
    } catch (error) {
      console.error('Could not load the visitor details', error)
    }
  }, [])

  /**
   * While connected, every RESYNC_MS: the list again (merged, so older pages stay) and the open
   * conversation's messages from where the previous ask started. A visitor message acknowledged by a
   * process that stopped before passing it on reaches this console although it never reconnected.
   */
  const resyncMark = useRef({ mark: new ResyncMark(), conversationId: null as number | null })
  const resync = useCallback(async () => {
    const socket = socketRef.current
    if (!socket) return
    try {
      const list = await request(socket, 'staff:list')
      for (const c of list) knownIds.current.add(c.id)
      setConversations((all) => mergeListings(all, list))
    } catch {
      // Asked again at the next interval or reconnect.
    }
    const selected = selectedRef.current
    if (selected === null) return
    const known = messagesRef.current[selected]
    const held = known ? lastConfirmedAt(known) : undefined
    const state = resyncMark.current
    if (state.conversationId !== selected) {
      state.mark.reset(held)
      state.conversationId = selected
    }
    try {
      await fetchMessages(selected, state.mark.next(held))
    } catch {
      // Asked again at the next interval or reconnect.
    }
  }, [fetchMessages])

  useEffect(() => {
    const socket = connectChatSocket('staff')
    socketRef.current = socket
    const stopResync = resyncWhileConnected(() => socket.connected, resync)
    socket.on('connect', async () => {
      setConnected(true)
      // The catch-up starts after what this console held when the connection came back: messages that
      // arrive live while the list loads must not move it past the ones missed while offline.
      const selected = selectedRef.current
      const knownAtConnect = selected === null ? undefined : messagesRef.current[selected]
      // The next resync starts where this catch-up does.
      resyncMark.current = { mark: new ResyncMark(), conversationId: selected }
      resyncMark.current.mark.reset(knownAtConnect ? lastConfirmedAt(knownAtConnect) : undefined)
      try {
        const list = (await request(socket, 'staff:list')).sort(consoleOrder)
        for (const c of list) knownIds.current.add(c.id)
        setConversations(list)
        setListState('loaded')
        setOlderPage(list.length === CONSOLE_PAGE_SIZE ? 2 : null)
      } catch (error) {
        // Logged only (specification); the next reconnect tries again.
        console.error('Could not load conversations', error)
        setListState((state) => (state === 'loaded' ? state : 'failed'))
      }
      if (selectedRef.current) {
        void loadMessages(selectedRef.current, selectedRef.current === selected ? knownAtConnect : undefined)
        void loadNotes(selectedRef.current)
        void loadContext(selectedRef.current)
      }
      request(socket, 'staff:agents')
        .then(setAgents)
        .catch((error: unknown) => console.error('Could not load the staff list', error))
      request(socket, 'staff:canned')
        .then(setCanned)
        .catch((error: unknown) => console.error('Could not load canned replies', error))
    })
    socket.on('disconnect', () => setConnected(false))
    socket.on('connect_error', (error) => {
      setConnected(false)
      // The session ended (signed out elsewhere, expired): back to the login page.
      if (error.message === 'Staff sign-in required') router.replace('/admin/login')
    })
    socket.on('staff:conversation', (conversation: StaffConversationView) => {
      if (!knownIds.current.has(conversation.id)) {
        knownIds.current.add(conversation.id)
        unannounced.current.add(conversation.id)
      }
      setConversations((list) => upsertConversation(list, conversation))
      // Typing ends with the conversation.
      if (conversation.status === 'closed') typingClear(conversation.id)
    })
    socket.on('staff:message', (message: ChatMessageView, conversation: StaffConversationView) => {
      knownIds.current.add(conversation.id)
      setConversations((list) => upsertConversation(list, { ...conversation, preview: previewAfter(list.find((c) => c.id === conversation.id)?.preview, message) }))
      setMessages((all) => (all[message.conversationId] ? { ...all, [message.conversationId]: mergeMessages(all[message.conversationId]!, [message]) } : all))
      if (message.senderType !== 'visitor') return
      typingClear(message.conversationId)
      if (selectedRef.current === message.conversationId && tabVisible()) {
        markSeen(message.conversationId)
      } else {
        setUnread(message.conversationId, (n) => n + 1)
      }
      const isNew = unannounced.current.delete(message.conversationId)
      activityRef.current?.({ kind: isNew ? 'conversation' : 'message', visitorName: conversation.visitorName, message: message.message })
    })
    socket.on('staff:note', (note: ChatNoteView) =>
      setNotes((all) => (all[note.conversationId] ? { ...all, [note.conversationId]: mergeNotes(all[note.conversationId]!, [note]) } : all)),
    )
    socket.on('staff:visitor-context', ({ conversationId, context }: { conversationId: number; context: VisitorContext }) =>
      setContexts((all) => ({ ...all, [conversationId]: { earlier: [], bookingClicks: [], bookings: [], blocked: false, ...all[conversationId], context } })),
    )
    socket.on('staff:booking-click', (click: BookingClickView) => {
      const conversationId = click.conversationId
      if (conversationId === null) return
      setContexts((all) => {
        const known = all[conversationId]
        if (!known) return all
        return { ...all, [conversationId]: { ...known, bookingClicks: [...known.bookingClicks.filter((c) => c.id !== click.id), click] } }
      })
    })
    socket.on('staff:booking', (booking: BookingView) => {
      const conversationId = booking.conversationId
      if (conversationId === null) return
      setContexts((all) => {
        const known = all[conversationId]
        if (!known) return all
        return { ...all, [conversationId]: { ...known, bookings: upsertBooking(known.bookings, booking) } }
      })
    })
    socket.on('staff:seen', ({ conversationId }: Signal) => setUnread(conversationId, () => 0))
    socket.on('staff:typing', ({ conversationId }: Signal) => typingSignal(conversationId))
    socket.on('staff:deleted', ({ conversationId }: Signal) => {
      setConversations((list) => list.filter((c) => c.id !== conversationId))
      setSelectedId((selected) => (selected === conversationId ? null : selected))
      setMessages(({ [conversationId]: _gone, ...rest }) => rest)
      setNotes(({ [conversationId]: _gone, ...rest }) => rest)
    })
    // Back to the tab with a conversation open: what arrived meanwhile is now seen.
    const onVisible = () => {
      const selected = selectedRef.current
      if (selected && tabVisible()) markSeen(selected)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      stopResync()
      socket.close()
    }
  }, [loadContext, loadMessages, loadNotes, markSeen, resync, router, setUnread, typingClear, typingSignal])

  const select = useCallback(
    (conversationId: number) => {
      setSelectedId(conversationId)
      typingOut.current.reset()
      markSeen(conversationId)
      void loadMessages(conversationId)
      void loadNotes(conversationId)
      void loadContext(conversationId)
    },
    [loadContext, loadMessages, loadNotes, markSeen],
  )

  /** Staff are typing a reply: the visitor sees it (throttled). */
  const notifyTyping = useCallback((conversationId: number) => {
    if (typingOut.current.shouldSignal()) socketRef.current?.emit('staff:typing', { conversationId }, () => {})
  }, [])

  /** Conversation ids whose visitor or messages contain the query. */
  /** Conversations from an older page or a search join the list (known, so no "new chat" alert). */
  const addListings = useCallback((listings: StaffConversationListing[]) => {
    for (const c of listings) knownIds.current.add(c.id)
    setConversations((list) => mergeListings(list, listings))
  }, [])

  /** The next page of older conversations; a failure is only logged, like the first page's. */
  const loadOlder = useCallback(async () => {
    const socket = socketRef.current
    if (!socket || olderPage === null) return
    setLoadingOlder(true)
    try {
      const older = await request(socket, 'staff:list', { page: olderPage })
      addListings(older)
      setOlderPage(older.length === CONSOLE_PAGE_SIZE ? olderPage + 1 : null)
    } catch (error) {
      console.error('Could not load older conversations', error)
    } finally {
      setLoadingOlder(false)
    }
  }, [olderPage, addListings])

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
        const deleted = await request(socket, 'staff:delete-visitor', { conversationId })
        setConversations((list) => list.filter((c) => !deleted.includes(c.id)))
        setSelectedId((selected) => (selected !== null && deleted.includes(selected) ? null : selected))
      }),
    [attempt],
  )

  /** Sends a reply; resolves false when the server refused it for good. Blank replies are ignored. */
  const reply = useCallback(async (conversationId: number, text: string): Promise<boolean> => {
    const socket = socketRef.current
    const message = text.trim()
    if (!socket || message === '') return true
    const clientId = newClientId()
    const pending = pendingMessage({ conversationId, clientId, senderType: 'admin', senderName: '', message })
    const update = (change: (list: ListedMessage[]) => ListedMessage[]) => setMessages((all) => ({ ...all, [conversationId]: change(all[conversationId] ?? []) }))
    update((list) => mergeMessages(list, [pending]))
    try {
      const stored = await emitUntilAcked(
        socket,
        'staff:reply',
        { conversationId, clientId, message },
        { onSlow: () => update((list) => list.map((m) => (m.clientId === clientId ? { ...m, failed: true } : m))) },
      )
      update((list) => mergeMessages(list, [stored]))
      typingOut.current.reset()
      return true
    } catch (error) {
      console.error('Reply not sent', error)
      update((list) => list.filter((m) => m.clientId !== clientId))
      return false
    }
  }, [])

  /** Closes or reopens a conversation; false when refused or failed, with the server's reason. */
  const setStatus = useCallback(
    async (conversationId: number, event: 'staff:close' | 'staff:reopen'): Promise<{ ok: true } | { ok: false; reason: string | null }> => {
      const socket = socketRef.current
      if (!socket) return { ok: false, reason: null }
      try {
        const conversation = await request(socket, event, { conversationId })
        setConversations((list) => upsertConversation(list, conversation))
        if (conversation.status === 'closed') typingClear(conversationId)
        return { ok: true }
      } catch (error) {
        console.error(`Could not ${event === 'staff:close' ? 'close' : 'reopen'} the conversation`, error)
        return { ok: false, reason: error instanceof ChatRequestError && error.code === 'conflict' ? error.message : null }
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
        const note = await emitUntilAcked(socket, 'staff:note', { conversationId, clientId: newClientId(), text })
        setNotes((all) => ({ ...all, [conversationId]: mergeNotes(all[conversationId] ?? [], [note]) }))
      }),
    [attempt],
  )

  /** A changed conversation (assignee, outcome) as the server answered it. */
  const updateConversation = useCallback(
    (what: string, ask: (socket: Socket) => Promise<StaffConversationView>) =>
      attempt(what, async (socket) => {
        const conversation = await ask(socket)
        setConversations((list) => upsertConversation(list, conversation))
      }),
    [attempt],
  )

  /** Takes (own id), hands over (a colleague's id) or releases (null) a conversation. */
  const assign = useCallback(
    (conversationId: number, assigneeId: number | null) =>
      updateConversation('assign the conversation', (socket) => request(socket, 'staff:assign', { conversationId, assigneeId })),
    [updateConversation],
  )

  /** Labels how the conversation ended (null: no label). */
  const setOutcome = useCallback(
    (conversationId: number, outcome: ConversationOutcome | null) =>
      updateConversation('label the conversation', (socket) => request(socket, 'staff:outcome', { conversationId, outcome })),
    [updateConversation],
  )

  /** Blocks or unblocks the visitor behind a conversation labelled spam. */
  const setBlocked = useCallback(
    (conversationId: number, blocked: boolean) =>
      attempt('change the block', async (socket) => {
        const answer = await request(socket, 'staff:block', { conversationId, blocked })
        setContexts((all) => (all[conversationId] ? { ...all, [conversationId]: { ...all[conversationId], blocked: answer.blocked } } : all))
      }),
    [attempt],
  )

  /** Back to the list (on a phone the thread covers it). */
  const deselect = useCallback(() => setSelectedId(null), [])

  return {
    connected,
    conversations,
    listState,
    hasOlder: olderPage !== null,
    loadingOlder,
    loadOlder,
    selectedId,
    messages: selectedId ? (messages[selectedId] ?? []) : [],
    notes: selectedId ? (notes[selectedId] ?? NO_NOTES) : NO_NOTES,
    visitor: selectedId ? (contexts[selectedId] ?? null) : null,
    addListings,
    agents,
    canned,
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
