'use client'

import { type ReactNode, useEffect, useRef } from 'react'

import { sendAnalyticsEvent } from '@/lib/analytics/events'
import type { SiteContent } from '@/lib/pages/copy'

type ContactThanksProps = { copy: SiteContent['contactForm']; email: string; booking: ReactNode; onAnother: () => void }

/**
 * In the form's place once the server has accepted a message (it mounts once per message): what
 * happens next and the booking button. Its heading takes the focus. The lead is reported to
 * analytics from here, so the form's own first-load code carries none of it.
 */
export function ContactThanks({ copy, email, booking, onAnother }: ContactThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
    sendAnalyticsEvent('generate_lead')
  }, [])
  const [before, after = ''] = copy.thanksNext.split('{senderEmail}')
  return (
    <div data-testid="contact-thanks" data-keep-clear="" className="rounded-2xl bg-cream-100 p-6">
      <p className="text-sm font-semibold text-ink-900" data-testid="contact-sent">
        {copy.successTitle} <span className="font-normal">{copy.successText}</span>
      </p>
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-2 scroll-mt-24 font-display text-h3 font-semibold text-ink-950 outline-none"
      >
        {copy.thanksHeading}
      </h3>
      <p className="mt-3 text-ink-900">
        {before}
        <strong className="wrap-anywhere">{email}</strong>
        {after} {copy.thanksReplyTime}
      </p>
      <p className="mt-3 text-ink-900">{copy.thanksBook}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
        {booking}
        <button
          type="button"
          onClick={onAnother}
          className="min-h-11 font-semibold text-rose-700 underline underline-offset-4 hover:text-rose-800"
        >
          {copy.sendAnother}
        </button>
      </div>
    </div>
  )
}
