import type { ReactNode } from 'react'

import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import type { Crumb } from '@/lib/seo/structured-data'

type PageHeroProps = { eyebrow?: string; heading: string; text?: string; trail: Crumb[]; children?: ReactNode }

/** The dark hero at the top of every inner page, with its breadcrumb. */
export function PageHero({ eyebrow, heading, text, trail, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pb-16 pt-28 text-white md:pb-24 md:pt-36">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <div className="relative mx-auto max-w-6xl px-5 sm:px-8">
        <Breadcrumbs trail={trail} />
        {eyebrow ? (
          <p className="mb-4 text-sm font-semibold uppercase tracking-[0.18em] text-gold-400">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl font-display text-h1 font-semibold text-white">{heading}</h1>
        {text ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-100 md:text-xl">{text}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  )
}
