import { ArrowRight } from 'lucide'
import Link from 'next/link'

import { IconBadge } from '@/components/ui/Icon'
import { Svg } from '@/components/ui/Svg'
import { content } from '@/lib/pages/content'
import type { FeatureItem, ProcessStep, ServiceCard, Testimonial } from '@/lib/pages/copy'

const card = 'rounded-card border border-ink-900/10 bg-white p-6 shadow-sm md:p-7'

const columns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const

export function FeatureGrid({ items, cols = 3 }: { items: FeatureItem[]; cols?: keyof typeof columns }) {
  return (
    <ul className={`grid gap-5 ${columns[cols]}`}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          <IconBadge name={item.icon} />
          <h3 className="mt-5 text-h3 font-semibold text-ink-950">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-700">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}

export function ServiceGrid({ cards }: { cards: ServiceCard[] }) {
  const { learnMore } = content().ui
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((service) => (
        <li key={service.title} className={`${card} flex flex-col`}>
          <IconBadge name={service.icon} />
          <h3 className="mt-5 text-h3 font-semibold text-ink-950">{service.title}</h3>
          <p className="mt-2 flex-1 leading-relaxed text-ink-700">{service.description}</p>
          <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <Link
              href={service.link}
              className="inline-flex items-center gap-1 font-semibold text-rose-700 hover:text-rose-800"
            >
              {learnMore}
              <span className="sr-only">: {service.title}</span> <Svg node={ArrowRight} className="size-4" />
            </Link>
            {service.secondaryLink?.href ? (
              <Link
                href={service.secondaryLink.href}
                className="inline-flex items-center gap-1 font-semibold text-ink-700 hover:text-ink-950"
              >
                {service.secondaryLink.label} <Svg node={ArrowRight} className="size-4" />
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {testimonials.map((t) => (
        <li key={t.name} className="rounded-card border border-white/10 bg-white/5 p-7">
          <figure>
            <p className="text-gold-400">
              <span role="img" aria-label={`Rated ${t.rating} out of 5`}>
                {'★'.repeat(t.rating)}
              </span>
            </p>
            <blockquote className="mt-4 text-lg leading-relaxed text-white">“{t.quote}”</blockquote>
            <figcaption className="mt-5 font-semibold text-ink-100">— {t.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

export function ProcessList({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {steps.map((step) => (
        <li key={step.number} className={card}>
          <span className="font-display text-4xl font-semibold text-rose-700">{step.number}</span>
          <h3 className="mt-3 text-h3 font-semibold text-ink-950">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-700">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
