'use client'

import { type CSSProperties, useEffect } from 'react'
import { Toaster } from 'sonner'

// Sonner's rich colours are below WCAG AA contrast (green and red text on pale backgrounds); these
// keep the same hues dark enough (≥ 7:1).
const TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-bg': 'var(--color-rose-100)',
  '--error-border': 'hsl(337, 70%, 85%)',
  '--error-text': 'var(--color-rose-800)',
} as CSSProperties

/**
 * One toast region for every staff page; pages call sonner's `toast`. Also marks the document once
 * React has hydrated (`html[data-hydrated]`), as the site's layout does, for browser tests.
 */
export function StaffToaster() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Toaster position="top-right" richColors closeButton style={TOAST_COLOURS} />
}
