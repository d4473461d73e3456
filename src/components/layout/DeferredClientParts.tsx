'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { whenIdle } from '@/lib/browser/idle'
import { CONSENT_EVENT, type ConsentRecord, currentConsent } from '@/lib/consent/consent'
import type { SiteContent } from '@/lib/pages/copy'

// In their own chunks, fetched at the first idle moment. React.lazy rather than next/dynamic: they
// never render on the server, and next/dynamic's loader added about 2 kB gzip to every page.
const CookieBanner = lazy(() => import('../cookie-consent/CookieBanner').then((m) => ({ default: m.CookieBanner })))
const Analytics = lazy(() => import('../analytics/Analytics').then((m) => ({ default: m.Analytics })))
const ChatLauncher = lazy(() => import('../chat/ChatLauncher').then((m) => ({ default: m.ChatLauncher })))
const WebVitals = lazy(() => import('../analytics/WebVitals').then((m) => ({ default: m.WebVitals })))

type DeferredClientPartsProps = {
  measurementId?: string
  cookieBanner: SiteContent['cookieBanner']
  chatWidget: SiteContent['chatWidget']
}

/**
 * Mounted at the first idle moment after hydration rather than during it: rendered at once, their
 * client-only renders ran synchronously inside hydration's commit and made it one long task (about
 * 50 ms more on a fast desktop, four times that on a throttled phone). Each now loads and renders in
 * its own short task. Web vitals lose nothing (their observers read buffered entries). The analytics
 * code is fetched only once performance consent exists (stored, or given on this page).
 */
export function DeferredClientParts({ measurementId, cookieBanner, chatWidget }: DeferredClientPartsProps) {
  const [idle, setIdle] = useState(false)
  const [analyticsAllowed, setAnalyticsAllowed] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs: 1_000, fallbackMs: 50 }), [])
  useEffect(() => {
    if (!measurementId) return
    try {
      setAnalyticsAllowed(Boolean(currentConsent(window.localStorage)?.performance))
    } catch {
      // Storage blocked: no stored consent; a choice made on this page still arrives as an event.
    }
    const onChange = (event: Event) => setAnalyticsAllowed((event as CustomEvent<ConsentRecord>).detail.performance)
    window.addEventListener(CONSENT_EVENT, onChange)
    return () => window.removeEventListener(CONSENT_EVENT, onChange)
  }, [measurementId])
  if (!idle) return null
  // One boundary each, so each part shows as soon as its own chunk has arrived.
  return (
    <>
      <Suspense fallback={null}>
        <CookieBanner copy={cookieBanner} />
      </Suspense>
      <Suspense fallback={null}>
        <ChatLauncher copy={chatWidget} />
      </Suspense>
      <Suspense fallback={null}>
        <WebVitals />
      </Suspense>
      {measurementId && analyticsAllowed ? (
        <Suspense fallback={null}>
          <Analytics measurementId={measurementId} />
        </Suspense>
      ) : null}
    </>
  )
}
