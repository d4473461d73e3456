'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { TYPING_EXPIRE_MS } from '@/lib/chat/constants'

export type TypingState = ReadonlySet<number>
export type TypingAction = { type: 'typing' | 'stopped'; conversationId: number }

/** The conversations someone is typing in: the same set back when nothing changes, so nothing re-renders. */
export function typingReducer(state: TypingState, { type, conversationId }: TypingAction): TypingState {
  if (type === 'typing') return state.has(conversationId) ? state : new Set(state).add(conversationId)
  if (!state.has(conversationId)) return state
  const next = new Set(state)
  next.delete(conversationId)
  return next
}

/**
 * Which conversations the other side is typing in: each signal shows "typing" until a few seconds
 * after the last one, or until their message arrives (`clear`).
 */
export function useTypingIndicator() {
  const [typing, setTyping] = useState<TypingState>(new Set())
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const clear = useCallback((conversationId: number) => {
    clearTimeout(timers.current.get(conversationId))
    timers.current.delete(conversationId)
    setTyping((current) => typingReducer(current, { type: 'stopped', conversationId }))
  }, [])

  const signal = useCallback(
    (conversationId: number) => {
      clearTimeout(timers.current.get(conversationId))
      timers.current.set(
        conversationId,
        setTimeout(() => clear(conversationId), TYPING_EXPIRE_MS),
      )
      setTyping((current) => typingReducer(current, { type: 'typing', conversationId }))
    },
    [clear],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  return { typing, signal, clear }
}
