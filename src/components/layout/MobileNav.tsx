'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'

import type { NavItem } from '@/content/types'

import { NavLinks } from './NavLinks'

/** Below the md breakpoint: a menu toggle opening a drawer with the nav items (focus trapped, Escape closes). */
type MobileNavProps = { items: NavItem[]; bookingSlot: ReactNode; labels: { open: string; close: string; title: string } }

export function MobileNav({ items, bookingSlot, labels }: MobileNavProps) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  useEffect(() => {
    setOpen(false)
  }, [pathname])

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100 md:hidden"
        aria-label={labels.open}
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-sm md:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-cream-50 p-6 shadow-2xl md:hidden"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl font-semibold text-ink-950">{labels.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100"
              aria-label={labels.close}
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <NavLinks items={items} orientation="column" onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-auto">{bookingSlot}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
