import type { ReactNode } from 'react'

import { BookingLink } from '@/components/booking/BookingLink'
import type { Cta } from '@/lib/pages/copy'

/** Closing call-to-action: heading, text and the booking button (plus optional extra actions). */
export function CtaBand({
  cta,
  refTag,
  id,
  notice,
  children,
}: {
  cta: Cta
  refTag: string
  id?: string
  notice?: string
  children?: ReactNode
}) {
  const headingId = `${id ?? refTag}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 bg-cream-100 py-section-sm md:py-section">
      <div className="mx-auto max-w-4xl px-5 text-center sm:px-8">
        <div className="relative overflow-hidden rounded-[2rem] bg-ink-950 px-6 py-14 text-white shadow-xl md:px-14">
          <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
          <div className="relative">
            <h2 id={headingId} className="font-display text-h2 font-semibold">
              {cta.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-100">{cta.text}</p>
            {notice ? (
              <p className="mx-auto mt-5 inline-flex rounded-full border border-gold-400/40 bg-gold-400/10 px-4 py-1.5 text-sm font-semibold text-gold-400">
                {notice}
              </p>
            ) : null}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <BookingLink refTag={refTag} variant="light">
                {cta.buttonLabel}
              </BookingLink>
              {children}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
