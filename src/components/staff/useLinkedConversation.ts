'use client'

import { useEffect, useRef } from 'react'

/** The conversation id in a console link (`/admin/chat?conversation=42`), or null. */
export function linkedConversationId(search: string): number | null {
  const value = new URLSearchParams(search).get('conversation')
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/**
 * Opens the conversation a push alert links to: the page's own `?conversation=` once the list has
 * loaded, and the one the service worker passes when an alert is clicked while the console is open.
 */
export function useLinkedConversation(listLoaded: boolean, select: (conversationId: number) => void) {
  const done = useRef(false)
  const selectRef = useRef(select)
  selectRef.current = select

  useEffect(() => {
    if (!listLoaded || done.current) return
    done.current = true
    const id = linkedConversationId(window.location.search)
    if (id === null) return
    selectRef.current(id)
    window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [listLoaded])

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null
      if (data?.type !== 'staff-alert:open' || typeof data.url !== 'string') return
      const id = linkedConversationId(data.url.slice(data.url.indexOf('?')))
      if (id !== null) selectRef.current(id)
    }
    navigator.serviceWorker.addEventListener('message', onMessage)
    return () => navigator.serviceWorker.removeEventListener('message', onMessage)
  }, [])
}
