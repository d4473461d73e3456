import { BookingLink } from '@/components/booking/BookingLink'
import { ButtonLink } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import type { SiteContent } from '@/lib/pages/copy'

export function HomeHero({ hero }: { hero: SiteContent['home']['hero'] }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-ink-950 pb-20 pt-28 text-white md:pb-28 md:pt-40"
    >
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <div className="relative mx-auto grid max-w-6xl gap-12 px-5 sm:px-8 lg:grid-cols-[1.35fr_1fr] lg:items-center">
        <div>
          <p className="mb-5 inline-flex rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-semibold text-gold-400">
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="font-display text-h1 font-semibold text-white">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-100 md:text-xl">{hero.tagline}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <BookingLink refTag="hero" variant="primary">
              {hero.bookLabel}
            </BookingLink>
            <ButtonLink href="/about" variant="outline-light">
              {hero.aboutLinkLabel}
            </ButtonLink>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1" aria-label="At a glance">
          {hero.highlights.map(({ icon, value, label }) => (
            <li
              key={label}
              className="flex items-center gap-4 rounded-2xl border border-white/10 bg-white/5 px-5 py-4 backdrop-blur"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-rose-700/30 text-gold-400">
                <Icon name={icon} className="size-5" />
              </span>
              <span>
                <span className="block font-display text-2xl font-semibold text-white">{value}</span>
                <span className="text-sm text-ink-100">{label}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
