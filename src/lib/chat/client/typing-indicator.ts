'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { TYPING_EXPIRE_MS } from '@/lib/chat/constants'

/**
 * Which conversations the other side is typing in: each signal shows "typing" until a few seconds
 * after the last one, or until their message arrives (`clear`).
 */
export function useTypingIndicator() {
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set())
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())

  const clear = useCallback((conversationId: number) => {
    clearTimeout(timers.current.get(conversationId))
    timers.current.delete(conversationId)
    setTyping((current) => {
      if (!current.has(conversationId)) return current
      const next = new Set(current)
      next.delete(conversationId)
      return next
    })
  }, [])

  const signal = useCallback(
    (conversationId: number) => {
      clearTimeout(timers.current.get(conversationId))
      timers.current.set(
        conversationId,
        setTimeout(() => clear(conversationId), TYPING_EXPIRE_MS),
      )
      setTyping((current) => (current.has(conversationId) ? current : new Set(current).add(conversationId)))
    },
    [clear],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  return { typing, signal, clear }
}
