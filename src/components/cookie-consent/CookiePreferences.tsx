'use client'

import * as Dialog from '@radix-ui/react-dialog'
import * as Switch from '@radix-ui/react-switch'
import { type RefObject, useId } from 'react'

import type { ConsentChoices } from '@/lib/consent/consent'
import type { SiteContent } from '@/lib/pages/copy'

import { consentButton as button } from './styles'

type CookiePreferencesProps = {
  copy: SiteContent['cookieBanner']
  open: boolean
  onOpenChange: (open: boolean) => void
  draft: ConsentChoices
  onDraftChange: (draft: ConsentChoices) => void
  onSave: () => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The cookie preferences dialog: one switch per category, Cancel, Save Preferences. */
export function CookiePreferences({
  copy,
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onSave,
  returnFocusTo,
}: CookiePreferencesProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[90dvh] w-[min(32rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-ink-950">{copy.dialogTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-700">{copy.dialogText}</Dialog.Description>
          <ul className="mt-5 divide-y divide-ink-900/10">
            <PreferenceRow
              label={copy.essential.label}
              description={copy.essential.description}
              alwaysOn={copy.essential.alwaysOn}
              checked
              disabled
            />
            {copy.categories.map((category) => (
              <PreferenceRow
                key={category.key}
                label={category.label}
                description={category.description}
                checked={draft[category.key]}
                onChange={(checked) => onDraftChange({ ...draft, [category.key]: checked })}
              />
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className={`${button} border border-ink-900/20 text-ink-900 hover:bg-cream-100`}>
              {copy.cancel}
            </Dialog.Close>
            <button type="button" onClick={onSave} className={`${button} bg-rose-700 text-white hover:bg-rose-800`}>
              {copy.save}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type PreferenceRowProps = {
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  alwaysOn?: string
  onChange?: (checked: boolean) => void
}

function PreferenceRow({ label, description, checked, disabled, alwaysOn, onChange }: PreferenceRowProps) {
  const id = useId()
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-semibold text-ink-950">
          {label}
          {alwaysOn ? <span className="ml-2 text-xs font-medium text-ink-700">{alwaysOn}</span> : null}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-ink-700">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-500 transition-colors data-[state=checked]:bg-rose-700 disabled:opacity-70"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </li>
  )
}
