'use client'

import Link from 'next/link'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import { afterLoad } from '@/lib/browser/idle'
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  type ConsentChoices,
  currentConsent,
  ESSENTIAL_ONLY,
  makeConsent,
  saveConsent,
} from '@/lib/consent/consent'
import { sendKeptArmsChoice } from '@/lib/experiments/kept-arms-request'
import type { SiteContent } from '@/lib/pages/copy'

import { consentButton as button } from './styles'

const choice = `${button} bg-rose-700 text-white hover:bg-rose-800`

// The preferences dialog (Radix Dialog and Switch) is fetched when the visitor asks for it (or
// points at its button), so a first visit's banner costs a small chunk.
const loadPreferences = () => import('./CookiePreferences')
const CookiePreferences = lazy(() => loadPreferences().then((m) => ({ default: m.CookiePreferences })))

/** Appears 1 s after the page has loaded when no consent is stored or it is older than 180 days. */
export function CookieBanner({ copy }: { copy: SiteContent['cookieBanner'] }) {
  const [visible, setVisible] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [dialogMounted, setDialogMounted] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const [draft, setDraft] = useState<ConsentChoices>(ESSENTIAL_ONLY)

  useEffect(() => {
    if (!currentConsent(window.localStorage)) return afterLoad(() => setVisible(true), BANNER_DELAY_MS)
  }, [])

  function decide(choices: ConsentChoices) {
    saveConsent(makeConsent(choices))
    sendKeptArmsChoice(choices.performance)
    // Closing the banner unmounts the dialog with it.
    setVisible(false)
  }

  function openPreferences(open: boolean) {
    if (open) {
      setDraft(currentConsent(window.localStorage) ?? ESSENTIAL_ONLY)
      setDialogMounted(true)
    }
    setDialogOpen(open)
  }

  if (!visible) return null

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-ink-900/10 bg-white p-5 shadow-2xl sm:inset-x-6 sm:bottom-6 md:p-6"
    >
      <h2 className="text-base font-semibold text-ink-950">{copy.heading}</h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-700">
        {copy.text}{' '}
        <Link
          href="/cookie-policy"
          prefetch={false}
          className="font-semibold text-rose-700 underline underline-offset-4"
        >
          {copy.policyLinkLabel}
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => decide(ACCEPT_ALL)} className={choice}>
          {copy.acceptAll}
        </button>
        {/* As easy and as prominent as accepting (CNIL, EDPB): the same button. */}
        <button type="button" onClick={() => decide(ESSENTIAL_ONLY)} className={choice}>
          {copy.rejectAll}
        </button>
        <button
          ref={trigger}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={dialogOpen}
          onPointerEnter={() => void loadPreferences()}
          onFocus={() => void loadPreferences()}
          onClick={() => openPreferences(true)}
          className={`${button} border border-ink-900/20 text-ink-900 hover:bg-cream-100`}
        >
          {copy.managePreferences}
        </button>
      </div>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <CookiePreferences
            copy={copy}
            open={dialogOpen}
            onOpenChange={openPreferences}
            draft={draft}
            onDraftChange={setDraft}
            onSave={() => decide(draft)}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
