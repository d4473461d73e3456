'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Socket } from 'socket.io-client'

import { lastConfirmedAt, type ListedMessage, mergeMessages, newClientId } from '@/lib/chat/client/messages'
import { emitUntilAcked, request } from '@/lib/chat/client/reliable-emit'
import { connectChatSocket } from '@/lib/chat/client/socket'
import type { ChatMessageView, StaffConversationView } from '@/lib/chat/types'

const newestFirst = (a: StaffConversationView, b: StaffConversationView) => {
  const last = (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '')
  return last !== 0 ? last : b.createdAt.localeCompare(a.createdAt)
}

function upsert(list: StaffConversationView[], conversation: StaffConversationView) {
  return [...list.filter((c) => c.id !== conversation.id), conversation].sort(newestFirst)
}

/**
 * The console's side of the chat: every conversation live (new ones, new messages, status), the
 * selected conversation's messages with catch-up after reconnects, replies sent until acknowledged.
 */
export function useStaffChat() {
  const router = useRouter()
  const [connected, setConnected] = useState(false)
  const [conversations, setConversations] = useState<StaffConversationView[]>([])
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [messages, setMessages] = useState<Record<number, ListedMessage[]>>({})
  const socketRef = useRef<Socket | null>(null)
  const messagesRef = useRef(messages)
  messagesRef.current = messages
  const selectedRef = useRef(selectedId)
  selectedRef.current = selectedId

  const loadMessages = useCallback(async (conversationId: number) => {
    const socket = socketRef.current
    if (!socket) return
    try {
      const known = messagesRef.current[conversationId]
      const incoming = await request<ChatMessageView[]>(socket, 'staff:messages', {
        conversationId,
        since: known ? lastConfirmedAt(known) : undefined,
      })
      setMessages((all) => ({ ...all, [conversationId]: mergeMessages(all[conversationId] ?? [], incoming) }))
    } catch (error) {
      // Loading fails quietly (specification); the next reconnect or selection tries again.
      console.error('Could not load messages', error)
    }
  }, [])

  useEffect(() => {
    const socket = connectChatSocket('staff')
    socketRef.current = socket
    socket.on('connect', async () => {
      setConnected(true)
      try {
        setConversations((await request<StaffConversationView[]>(socket, 'staff:list')).sort(newestFirst))
      } catch (error) {
        console.error('Could not load conversations', error)
      }
      if (selectedRef.current) void loadMessages(selectedRef.current)
    })
    socket.on('disconnect', () => setConnected(false))
    socket.on('connect_error', (error) => {
      setConnected(false)
      // The session ended (signed out elsewhere, expired): back to the login page.
      if (error.message === 'Staff sign-in required') router.replace('/admin/login')
    })
    socket.on('staff:conversation', (conversation: StaffConversationView) => setConversations((list) => upsert(list, conversation)))
    socket.on('staff:message', (message: ChatMessageView, conversation: StaffConversationView) => {
      setConversations((list) => upsert(list, conversation))
      setMessages((all) =>
        all[message.conversationId] ? { ...all, [message.conversationId]: mergeMessages(all[message.conversationId]!, [message]) } : all,
      )
    })
    return () => {
      socket.close()
    }
  }, [loadMessages, router])

  const select = useCallback(
    (conversationId: number) => {
      setSelectedId(conversationId)
      void loadMessages(conversationId)
    },
    [loadMessages],
  )

  /** Sends a reply; resolves false when the server refused it for good. Blank replies are ignored. */
  const reply = useCallback(async (conversationId: number, text: string): Promise<boolean> => {
    const socket = socketRef.current
    const message = text.trim()
    if (!socket || message === '') return true
    const clientId = newClientId()
    const pending: ListedMessage = {
      id: 0,
      conversationId,
      clientId,
      senderType: 'admin',
      senderName: '',
      message,
      createdAt: new Date().toISOString(),
      pending: true,
    }
    const update = (change: (list: ListedMessage[]) => ListedMessage[]) =>
      setMessages((all) => ({ ...all, [conversationId]: change(all[conversationId] ?? []) }))
    update((list) => mergeMessages(list, [pending]))
    try {
      const stored = await emitUntilAcked<ChatMessageView>(
        socket,
        'staff:reply',
        { conversationId, clientId, message },
        { onSlow: () => update((list) => list.map((m) => (m.clientId === clientId ? { ...m, failed: true } : m))) },
      )
      update((list) => mergeMessages(list, [stored]))
      return true
    } catch (error) {
      console.error('Reply not sent', error)
      update((list) => list.filter((m) => m.clientId !== clientId))
      return false
    }
  }, [])

  const close = useCallback(async (conversationId: number): Promise<boolean> => {
    const socket = socketRef.current
    if (!socket) return false
    try {
      const conversation = await request<StaffConversationView>(socket, 'staff:close', { conversationId })
      setConversations((list) => upsert(list, conversation))
      return true
    } catch (error) {
      console.error('Could not close the conversation', error)
      return false
    }
  }, [])

  return { connected, conversations, selectedId, messages: selectedId ? (messages[selectedId] ?? []) : [], select, reply, close }
}
