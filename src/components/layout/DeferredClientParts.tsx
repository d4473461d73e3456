'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

import type { SiteContent } from '@/content/types'
import { whenIdle } from '@/lib/browser/idle'

// In their own chunks, so they add nothing to the first-load JavaScript.
const CookieBanner = dynamic(() => import('../cookie-consent/CookieBanner').then((m) => m.CookieBanner), { ssr: false })
const Analytics = dynamic(() => import('../analytics/Analytics').then((m) => m.Analytics), { ssr: false })
const ChatLauncher = dynamic(() => import('../chat/ChatLauncher').then((m) => m.ChatLauncher), { ssr: false })
const WebVitals = dynamic(() => import('../analytics/WebVitals').then((m) => m.WebVitals), { ssr: false })

type DeferredClientPartsProps = {
  measurementId?: string
  cookieBanner: SiteContent['cookieBanner']
  chatWidget: SiteContent['chatWidget']
}

/**
 * Mounted at the first idle moment after hydration rather than during it: rendered at once, their
 * client-only renders ran synchronously inside hydration's commit and made it one long task (about
 * 50 ms more on a fast desktop, four times that on a throttled phone). Each now loads and renders in
 * its own short task. Web vitals lose nothing (their observers read buffered entries).
 */
export function DeferredClientParts({ measurementId, cookieBanner, chatWidget }: DeferredClientPartsProps) {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), { timeoutMs: 1_000, fallbackMs: 50 }), [])
  if (!idle) return null
  return (
    <>
      <CookieBanner copy={cookieBanner} />
      <ChatLauncher copy={chatWidget} />
      <WebVitals />
      {measurementId ? <Analytics measurementId={measurementId} /> : null}
    </>
  )
}
