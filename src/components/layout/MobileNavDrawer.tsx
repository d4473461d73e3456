'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, RefObject } from 'react'

import { CloseIcon } from '@/components/ui/CloseIcon'
import type { NavItem } from '@/content/types'

import { NavLinks } from './NavLinks'

/** The menu's accessible names: its toggle when closed and open, and the drawer's title. */
export type MobileNavLabels = { open: string; close: string; title: string }

type MobileNavDrawerProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  items: NavItem[]
  labels: MobileNavLabels
  bookingSlot: ReactNode
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

export function MobileNavDrawer({
  open,
  onOpenChange,
  items,
  labels,
  bookingSlot,
  returnFocusTo,
}: MobileNavDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-sm md:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-cream-50 p-6 shadow-2xl md:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-xl font-semibold text-ink-950">{labels.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100"
              aria-label={labels.close}
            >
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <NavLinks items={items} orientation="column" onNavigate={() => onOpenChange(false)} />
          </nav>
          <div className="mt-auto">{bookingSlot}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
