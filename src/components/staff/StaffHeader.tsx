import Link from 'next/link'

import { Logo } from '@/components/layout/Logo'

/** The slim bar above every staff page. */
export function StaffHeader() {
  return (
    <header className="border-b border-ink-100 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="rounded-md" aria-label="Back to the public site">
          <Logo />
        </Link>
        <span className="rounded-full bg-ink-950 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          Staff
        </span>
      </div>
    </header>
  )
}
