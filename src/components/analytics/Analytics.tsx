'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { newlyReached, scrollPercent } from '@/lib/analytics/scroll-depth'
import type {} from '@/lib/analytics/events'
import { CONSENT_EVENT, type ConsentRecord, currentConsent } from '@/lib/consent/consent'

type Gtag = NonNullable<Window['gtag']>

function loadGtag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag
  window.dataLayer = window.dataLayer ?? []
  const gtag: Gtag = function () {
    // gtag.js expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag = gtag
  gtag('js', new Date())
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
  document.head.appendChild(script)
  return gtag
}

/**
 * The analytics tag, loaded only after performance consent. Then: a page view on every route change
 * and scroll depth at 25/50/75/100 % once each per page.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const pathname = usePathname()
  const [allowed, setAllowed] = useState(false)
  const gtag = useRef<Gtag | null>(null)

  useEffect(() => {
    setAllowed(Boolean(currentConsent(window.localStorage)?.performance))
    const onChange = (event: Event) => setAllowed((event as CustomEvent<ConsentRecord>).detail.performance)
    window.addEventListener(CONSENT_EVENT, onChange)
    return () => window.removeEventListener(CONSENT_EVENT, onChange)
  }, [])

  useEffect(() => {
    if (!allowed) return
    gtag.current ??= loadGtag(measurementId)
    const send = gtag.current
    send('event', 'page_view', { page_path: pathname, page_location: window.location.href, page_title: document.title })

    const fired = new Set<number>()
    const onScroll = () => {
      const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)
      for (const threshold of newlyReached(percent, fired)) {
        send('event', 'scroll_depth', { percent_scrolled: threshold, page_path: pathname })
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [allowed, measurementId, pathname])

  return null
}
