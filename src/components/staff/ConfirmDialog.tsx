'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { type Ref, useState } from 'react'

const button =
  'inline-flex min-h-10 items-center justify-center whitespace-nowrap rounded-full px-4 text-sm font-semibold'

export type ConfirmDialogProps = {
  /** The button that opens the dialog, and how it looks. */
  trigger: string
  triggerClassName: string
  /** For a keyboard shortcut that opens the dialog as the trigger would. */
  triggerRef?: Ref<HTMLButtonElement>
  triggerShortcut?: string
  title: string
  text: string
  confirm: string
  busy: string
  cancel: string
  /** Resolves true when done: the dialog closes; false keeps it open (the caller shows why). */
  onConfirm: () => Promise<boolean>
}

/** A staff action that needs a second thought: a Radix alert dialog with Cancel and the action. */
export function ConfirmDialog({
  trigger,
  triggerClassName,
  triggerRef,
  triggerShortcut,
  title,
  text,
  confirm,
  busy,
  cancel,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  const [working, setWorking] = useState(false)

  async function run() {
    setWorking(true)
    const done = await onConfirm()
    setWorking(false)
    if (done) setOpen(false)
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !working && setOpen(next)}>
      <Dialog.Trigger ref={triggerRef} className={triggerClassName} aria-keyshortcuts={triggerShortcut}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-[60] w-[min(28rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-semibold text-ink-950">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{text}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close
              disabled={working}
              className={`${button} border border-ink-900/20 text-ink-900 hover:bg-cream-50`}
            >
              {cancel}
            </Dialog.Close>
            <button
              type="button"
              onClick={run}
              disabled={working}
              className={`${button} bg-rose-700 text-white hover:bg-rose-800 disabled:bg-ink-500`}
            >
              {working ? busy : confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
