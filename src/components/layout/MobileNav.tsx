'use client'

import { Menu } from 'lucide'
import { usePathname } from 'next/navigation'
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react'

import { Svg } from '@/components/ui/Svg'
import type { NavItem } from '@/content/types'

import type { MobileNavLabels } from './MobileNavDrawer'

const loadDrawer = () => import('./MobileNavDrawer').then((m) => m.MobileNavDrawer)
// The drawer (a Radix dialog) is fetched on first use, keeping it out of every page's first load.
const MobileNavDrawer = lazy(() => loadDrawer().then((component) => ({ default: component })))

type MobileNavProps = { items: NavItem[]; bookingSlot: ReactNode; labels: MobileNavLabels }

/** Below the md breakpoint: a menu toggle opening a drawer with the nav items (focus trapped, Escape closes). */
export function MobileNav({ items, bookingSlot, labels }: MobileNavProps) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  useEffect(() => {
    setOpen(false)
  }, [pathname])

  return (
    <>
      <button
        ref={toggle}
        type="button"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100 md:hidden"
        aria-label={labels.open}
      >
        <Svg node={Menu} className="size-6" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={setOpen}
            items={items}
            labels={labels}
            bookingSlot={bookingSlot}
            returnFocusTo={toggle}
          />
        </Suspense>
      ) : null}
    </>
  )
}
