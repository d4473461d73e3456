'use client'

import * as Dialog from '@radix-ui/react-dialog'

import type { StaffChatCopy } from '@/content/types'

type ShortcutSheetProps = {
  copy: StaffChatCopy
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerClassName: string
}

/** The console's keyboard shortcuts, from the header's button or Alt + /. */
export function ShortcutSheet({ copy, open, onOpenChange, triggerClassName }: ShortcutSheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={triggerClassName} aria-keyshortcuts="Alt+/">
        {copy.shortcutsButton}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="font-display text-xl font-semibold text-ink-950">{copy.shortcutsTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{copy.shortcutsIntro}</Dialog.Description>
          <dl className="mt-4 divide-y divide-ink-100 text-sm">
            {copy.shortcuts.map(({ keys, action }) => (
              <div key={keys} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt>
                  <kbd className="whitespace-pre-wrap rounded-md bg-cream-100 px-1.5 py-0.5 font-sans text-xs font-semibold text-ink-950">
                    {keys}
                  </kbd>
                </dt>
                <dd className="text-ink-900">{action}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className="inline-flex min-h-10 items-center rounded-full bg-ink-950 px-5 text-sm font-semibold text-white hover:bg-ink-900">
              {copy.closeDialog}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
