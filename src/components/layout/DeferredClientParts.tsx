'use client'

import dynamic from 'next/dynamic'

import type { SiteContent } from '@/content/types'

// Loaded after hydration in their own chunks, so they add nothing to the first-load JavaScript.
const CookieBanner = dynamic(() => import('../cookie-consent/CookieBanner').then((m) => m.CookieBanner), { ssr: false })
const Analytics = dynamic(() => import('../analytics/Analytics').then((m) => m.Analytics), { ssr: false })
const ChatLauncher = dynamic(() => import('../chat/ChatLauncher').then((m) => m.ChatLauncher), { ssr: false })
const WebVitals = dynamic(() => import('../analytics/WebVitals').then((m) => m.WebVitals), { ssr: false })

type DeferredClientPartsProps = {
  measurementId?: string
  cookieBanner: SiteContent['cookieBanner']
  chatWidget: SiteContent['chatWidget']
}

export function DeferredClientParts({ measurementId, cookieBanner, chatWidget }: DeferredClientPartsProps) {
  return (
    <>
      <CookieBanner copy={cookieBanner} />
      <ChatLauncher copy={chatWidget} />
      <WebVitals />
      {measurementId ? <Analytics measurementId={measurementId} /> : null}
    </>
  )
}
