'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const buttonStyle =
  'inline-flex min-h-12 items-center justify-center rounded-full border border-ink-900/20 bg-white px-6 py-3 font-semibold text-ink-900 hover:bg-cream-100'

export function GoBackButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.history.back()} className={buttonStyle}>
      {label}
    </button>
  )
}

export function TryAgainButton({ label, onRetry }: { label: string; onRetry?: () => void }) {
  return (
    <button type="button" onClick={() => (onRetry ? onRetry() : window.location.reload())} className={buttonStyle}>
      {label}
    </button>
  )
}

/** Logs the path a visitor tried to open, so missing links show up in the browser console. */
export function NotFoundLogger() {
  const pathname = usePathname()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return null
}
