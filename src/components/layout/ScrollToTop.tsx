'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Scrolls to the top on every route change, unless the new URL points at an anchor. Also marks the
 * document once React has hydrated (`html[data-hydrated]`), which browser tests wait for.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
