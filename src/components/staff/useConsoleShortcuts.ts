'use client'

import { useEffect, useRef } from 'react'

export type ConsoleShortcuts = {
  next: () => void
  previous: () => void
  reply: () => void
  note: () => void
  close: () => void
  help: () => void
}

const KEYS: Partial<Record<string, keyof ConsoleShortcuts>> = {
  ArrowDown: 'next',
  KeyJ: 'next',
  ArrowUp: 'previous',
  KeyK: 'previous',
  KeyR: 'reply',
  KeyN: 'note',
  KeyC: 'close',
  Slash: 'help',
}

/**
 * The console's shortcuts, all with Alt so none is a single printable key (WCAG 2.1.4) and all work
 * from inside the reply box. Matched on the physical key: on a Mac, Option + J types "∆", not "j".
 */
export function useConsoleShortcuts(actions: ConsoleShortcuts) {
  const latest = useRef(actions)
  latest.current = actions
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return
      const action = KEYS[event.code]
      if (!action) return
      event.preventDefault()
      latest.current[action]()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
