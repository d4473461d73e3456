'use client'

import type { ComponentProps, CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

// Sonner's rich colours are below WCAG AA contrast (green and red text on pale backgrounds); these
// keep the same hues dark enough (≥ 7:1).
const TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-bg': 'var(--color-rose-100)',
  '--error-border': 'hsl(337, 70%, 85%)',
  '--error-text': 'var(--color-rose-800)',
} as CSSProperties

/** sonner's toast region in the site's colours: an error (destructive) toast looks unlike a success one. */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  return <Sonner richColors {...props} style={{ ...TOAST_COLOURS, ...props.style }} />
}
