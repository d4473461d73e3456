'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'

import type { StaffChatCopy } from '@/content/types'
import { fill } from '@/content/fill'

const button = 'inline-flex min-h-10 items-center justify-center rounded-full px-4 text-sm font-semibold'

/** An admin's answer to a privacy request: every conversation of this visitor, after a confirmation. */
export function DeleteVisitorDialog({
  copy,
  visitorName,
  onConfirm,
}: {
  copy: StaffChatCopy
  visitorName: string
  onConfirm: () => Promise<boolean>
}) {
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)

  async function confirm() {
    setDeleting(true)
    const done = await onConfirm()
    setDeleting(false)
    if (done) setOpen(false)
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <Dialog.Trigger className={`${button} border border-rose-700/40 text-rose-800 hover:bg-rose-50`}>{copy.deleteVisitor}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-[60] w-[min(28rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-semibold text-ink-950">{copy.deleteTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{fill(copy.deleteText, { name: visitorName })}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close disabled={deleting} className={`${button} border border-ink-900/20 text-ink-900 hover:bg-cream-50`}>
              {copy.cancel}
            </Dialog.Close>
            <button type="button" onClick={confirm} disabled={deleting} className={`${button} bg-rose-700 text-white hover:bg-rose-800 disabled:bg-ink-500`}>
              {deleting ? copy.deleting : copy.deleteConfirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
