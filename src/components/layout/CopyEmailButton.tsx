'use client'

import { type ReactNode, useEffect, useState } from 'react'

export const COPIED_TIP_MS = 1_500

type CopyEmailButtonProps = {
  email: string
  label: string
  copiedLabel: string
  /** The copy and the done icons, drawn on the server so their shapes are not part of the page's JavaScript. */
  icons: { copy: ReactNode; copied: ReactNode }
}

/** Copies the agency e-mail; a "Copied!" tip shows for 1.5 s. A failed copy is logged, nothing shown. */
export function CopyEmailButton({ email, label, copiedLabel, icons }: CopyEmailButtonProps) {
  // When the last copy succeeded; the tip shows until 1.5 s after it has been drawn.
  const [copiedAt, setCopiedAt] = useState<number>()
  const copied = copiedAt !== undefined

  useEffect(() => {
    if (copiedAt === undefined) return
    const timer = setTimeout(() => setCopiedAt(undefined), COPIED_TIP_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])

  async function copy() {
    try {
      await navigator.clipboard.writeText(email)
      setCopiedAt(performance.now())
    } catch (error) {
      console.error('Failed to copy email:', error)
    }
  }

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={copy}
        className="inline-flex size-9 items-center justify-center rounded-full text-ink-100 hover:bg-white/10 hover:text-white"
        aria-label={label}
      >
        {copied ? icons.copied : icons.copy}
      </button>
      <span role="status" className="pointer-events-none absolute -top-9 left-1/2 -translate-x-1/2 whitespace-nowrap">
        {copied ? (
          <span className="rounded-md bg-white px-2 py-1 text-xs font-semibold text-ink-950 shadow">{copiedLabel}</span>
        ) : null}
      </span>
    </span>
  )
}
