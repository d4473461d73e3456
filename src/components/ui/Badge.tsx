import type { ReactNode } from 'react'

import type { BadgeVariant } from '@/lib/ui/badge'

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'bg-ink-950 text-white',
  secondary: 'bg-ink-100 text-ink-900',
  destructive: 'bg-rose-700 text-white',
  outline: 'border border-ink-500 text-ink-900',
}

/** A small status label (shadcn-style variants: default, secondary, destructive, outline). */
export function Badge({ variant = 'default', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return (
    <span
      data-variant={variant}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${VARIANTS[variant]}`}
    >
      {children}
    </span>
  )
}
