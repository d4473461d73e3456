'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { CloseIcon } from '@/components/ui/CloseIcon'
import type { ChatWidgetCopy } from '@/content/types'
import { trackBookingClicks } from '@/lib/bookings/clicks/client'
import { whenIdle } from '@/lib/browser/idle'
import { PHONE_QUERY } from '@/lib/browser/phone'
import { hasActiveChat } from '@/lib/chat/client/active'
import { recordPageView } from '@/lib/chat/client/visit'
import { CONSENT_EVENT } from '@/lib/consent/consent'
import { VISIT_BEACON_PATH } from '@/lib/visits/beacon-path'

// The chat itself (socket.io-client included) loads only when the visitor opens it, or after the
// page is idle when this browser has an open conversation waiting for replies.
const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })))

const TEASER_DISMISSED_KEY = 'chat:teaser-dismissed'
/** The page this document last showed (the launcher is mounted once per document load). */
let shownPath = ''

/** The chat bubble at the bottom right, with its dismissible teaser. */
export function ChatLauncher({ copy }: { copy: ChatWidgetCopy }) {
  const [open, setOpen] = useState(false)
  const [load, setLoad] = useState(false)
  const [teaser, setTeaser] = useState(false)
  const [unread, setUnread] = useState(0)
  // A conversation is open (this page's widget says so, or an earlier page left the mark): no teaser.
  const [activeChat, setActiveChat] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  // Kept in this tab only, and sent only if the visitor starts a chat (src/lib/chat/client/visit.ts).
  useEffect(() => {
    if (!pathname) return
    recordPageView(pathname)
    // The server counted the page it sent; a client-side navigation reaches it only through this beacon.
    if (shownPath && shownPath !== pathname) navigator.sendBeacon(VISIT_BEACON_PATH)
    shownPath = pathname
  }, [pathname])
  useEffect(() => {
    const onConsent = () => recordPageView(location.pathname)
    window.addEventListener(CONSENT_EVENT, onConsent)
    const stopTracking = trackBookingClicks()
    return () => {
      window.removeEventListener(CONSENT_EVENT, onConsent)
      stopTracking()
    }
  }, [])

  useEffect(() => {
    if (hasActiveChat()) setActiveChat(true)
    const stopLoading = hasActiveChat()
      ? whenIdle(() => setLoad(true), { timeoutMs: 4_000, fallbackMs: 2_000 })
      : undefined
    let dismissed = false
    try {
      dismissed = sessionStorage.getItem(TEASER_DISMISSED_KEY) === '1'
    } catch {
      // Storage blocked: the teaser shows, and its dismissal lasts for this page.
    }
    if (dismissed) return stopLoading
    if (!window.matchMedia(PHONE_QUERY).matches) {
      setTeaser(true)
      return stopLoading
    }
    // On a phone the teaser would sit over the first screen's booking buttons: it waits until the
    // visitor has scrolled past that screen.
    const reveal = () => {
      if (window.scrollY < window.innerHeight * 0.75) return
      setTeaser(true)
      window.removeEventListener('scroll', reveal)
    }
    window.addEventListener('scroll', reveal, { passive: true })
    reveal()
    return () => {
      window.removeEventListener('scroll', reveal)
      stopLoading?.()
    }
  }, [])

  // On a phone the teaser steps aside while it would sit on a form field or the contact thank-you; the code that
  // watches for that is fetched only once the teaser shows there.
  const teaserRef = useRef<HTMLDivElement>(null)
  const showTeaser = teaser && !open && !activeChat
  useEffect(() => {
    const element = teaserRef.current
    if (!showTeaser || !element || !window.matchMedia(PHONE_QUERY).matches) return
    let stop: (() => void) | undefined
    let done = false
    void import('./teaser-keep-clear').then(({ keepTeaserClear }) => {
      if (!done) stop = keepTeaserClear(element)
    })
    return () => {
      done = true
      stop?.()
    }
  }, [showTeaser])

  function openChat() {
    setLoad(true)
    setOpen(true)
    setTeaser(false)
  }

  function dismissTeaser() {
    setTeaser(false)
    try {
      sessionStorage.setItem(TEASER_DISMISSED_KEY, '1')
    } catch {
      // Not remembered across pages then; nothing else changes.
    }
  }

  function closeChat() {
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    <div className="chat-launcher">
      {showTeaser ? (
        <div
          ref={teaserRef}
          data-testid="chat-teaser"
          className="fixed bottom-24 right-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-1 rounded-2xl bg-white py-1.5 pl-4 pr-1.5 text-sm font-medium text-ink-900 shadow-lg ring-1 ring-ink-900/10 sm:right-6"
        >
          <button type="button" onClick={openChat} className="rounded-md py-1 text-left">
            {copy.teaser}
          </button>
          <button
            type="button"
            onClick={dismissTeaser}
            aria-label={copy.dismissTeaser}
            className="grid size-8 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-cream-100 hover:text-ink-900"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : null}

      <button
        ref={buttonRef}
        type="button"
        onClick={() => (open ? closeChat() : openChat())}
        aria-expanded={open}
        aria-controls="chat-window"
        aria-label={
          open
            ? copy.closeLabel
            : unread > 0
              ? `${copy.openLabel} (${copy.unread.replace('{count}', String(unread))})`
              : copy.openLabel
        }
        className="fixed bottom-4 right-4 z-40 grid size-14 place-items-center rounded-full bg-rose-700 text-white shadow-lg transition-colors hover:bg-rose-800 sm:bottom-6 sm:right-6"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {open ? <path d="M6 9l6 6 6-6" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />}
        </svg>
        {unread > 0 && !open ? (
          <span
            aria-hidden="true"
            data-testid="chat-unread"
            className="absolute -right-1 -top-1 grid min-w-6 place-items-center rounded-full bg-ink-950 px-1.5 text-xs font-bold leading-6 text-white"
          >
            {unread}
          </span>
        ) : null}
      </button>

      {load ? (
        <Suspense fallback={null}>
          <ChatWidget
            copy={copy}
            open={open}
            onClose={closeChat}
            onUnreadChange={setUnread}
            onActiveChange={setActiveChat}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
