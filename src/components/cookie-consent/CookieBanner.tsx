'use client'

import * as Dialog from '@radix-ui/react-dialog'
import * as Switch from '@radix-ui/react-switch'
import Link from 'next/link'
import { useEffect, useId, useState } from 'react'

import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  type ConsentChoices,
  currentConsent,
  ESSENTIAL_ONLY,
  makeConsent,
  saveConsent,
} from '@/lib/consent/consent'

import type { SiteContent } from '@/content/types'
import { afterLoad } from '@/lib/browser/idle'

const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold transition-colors'

/** Appears 1 s after the page has loaded when no consent is stored or it is older than 180 days. */
export function CookieBanner({ copy }: { copy: SiteContent['cookieBanner'] }) {
  const [state, setState] = useState<'checking' | 'waiting' | 'visible' | 'closed'>('checking')
  const [dialogOpen, setDialogOpen] = useState(false)
  const [draft, setDraft] = useState<ConsentChoices>(ESSENTIAL_ONLY)

  useEffect(() => {
    if (currentConsent(window.localStorage)) return setState('closed')
    setState('waiting')
    return afterLoad(() => setState('visible'), BANNER_DELAY_MS)
  }, [])

  function decide(choices: ConsentChoices) {
    saveConsent(makeConsent(choices))
    setDialogOpen(false)
    setState('closed')
  }

  function openPreferences(open: boolean) {
    if (open) setDraft(currentConsent(window.localStorage) ?? ESSENTIAL_ONLY)
    setDialogOpen(open)
  }

  if (state !== 'visible') return null

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-ink-900/10 bg-white p-5 shadow-2xl sm:inset-x-6 sm:bottom-6 md:p-6"
    >
      <h2 className="text-base font-semibold text-ink-950">{copy.heading}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-700">
        {copy.text}{' '}
        <Link href="/cookie-policy" className="font-semibold text-rose-700 underline underline-offset-4">
          {copy.policyLinkLabel}
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => decide(ACCEPT_ALL)} className={`${button} bg-rose-700 text-white hover:bg-rose-800`}>
          {copy.acceptAll}
        </button>
        <Dialog.Root open={dialogOpen} onOpenChange={openPreferences}>
          <Dialog.Trigger className={`${button} border border-ink-900/20 text-ink-900 hover:bg-cream-100`}>{copy.managePreferences}</Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-950/50" />
            <Dialog.Content className="fixed left-1/2 top-1/2 z-[60] max-h-[90dvh] w-[min(32rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
              <Dialog.Title className="font-display text-2xl font-semibold text-ink-950">{copy.dialogTitle}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-ink-700">
                {copy.dialogText}
              </Dialog.Description>
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
                    onChange={(checked) => setDraft((d) => ({ ...d, [category.key]: checked }))}
                  />
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap justify-end gap-3">
                <Dialog.Close className={`${button} border border-ink-900/20 text-ink-900 hover:bg-cream-100`}>{copy.cancel}</Dialog.Close>
                <button type="button" onClick={() => decide(draft)} className={`${button} bg-rose-700 text-white hover:bg-rose-800`}>
                  {copy.save}
                </button>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </section>
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
