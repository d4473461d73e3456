'use client'

import dynamic from 'next/dynamic'

import type { SiteContent } from '@/content/types'

// Loaded after hydration in their own chunks, so they add nothing to the first-load JavaScript.
const CookieBanner = dynamic(() => import('../cookie-consent/CookieBanner').then((m) => m.CookieBanner), { ssr: false })
const Analytics = dynamic(() => import('../analytics/Analytics').then((m) => m.Analytics), { ssr: false })
const WebVitals = dynamic(() => import('../analytics/WebVitals').then((m) => m.WebVitals), { ssr: false })

type DeferredClientPartsProps = { measurementId?: string; cookieBanner: SiteContent['cookieBanner'] }

export function DeferredClientParts({ measurementId, cookieBanner }: DeferredClientPartsProps) {
  return (
    <>
      <CookieBanner copy={cookieBanner} />
      <WebVitals />
      {measurementId ? <Analytics measurementId={measurementId} /> : null}
    </>
  )
}
