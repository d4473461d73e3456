'use client'

import { fill } from '@/content/fill'
import type { StaffChatCopy } from '@/content/types'

import { ConfirmDialog } from './ConfirmDialog'

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
  return (
    <ConfirmDialog
      trigger={copy.deleteVisitor}
      triggerClassName="inline-flex min-h-10 shrink-0 items-center justify-center whitespace-nowrap rounded-full border border-rose-700/40 px-4 text-sm font-semibold text-rose-800 hover:bg-rose-50"
      title={copy.deleteTitle}
      text={fill(copy.deleteText, { name: visitorName })}
      confirm={copy.deleteConfirm}
      busy={copy.deleting}
      cancel={copy.cancel}
      onConfirm={onConfirm}
    />
  )
}
