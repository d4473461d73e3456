import { Check } from 'lucide'

import { BookingLink } from '@/components/booking/BookingLink'
import { FeatureGrid } from '@/components/sections/CardGrids'
import { CtaBand } from '@/components/sections/CtaBand'
import { PageHero } from '@/components/sections/PageHero'
import { Prose } from '@/components/sections/Prose'
import { JsonLd } from '@/components/seo/JsonLd'
import { Icon } from '@/components/ui/Icon'
import { Section, SectionHeading } from '@/components/ui/Section'
import { Svg } from '@/components/ui/Svg'
import { content } from '@/lib/pages/content'
import type { ServicePageCopy } from '@/lib/pages/copy'
import { serviceLd } from '@/lib/seo/structured-data'

/** The shared layout of the three service detail pages: hero, included grid, benefits, approach, closing CTA. */
export function ServicePage({ page }: { page: ServicePageCopy }) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        trail={[{ label: content().breadcrumbs.services, href: '/#services' }, { label: page.label }]}
      >
        <BookingLink refTag={page.slug} variant="primary">
          {page.hero.ctaLabel}
        </BookingLink>
      </PageHero>

      <Section tone="white" labelledBy="included-heading">
        <SectionHeading id="included-heading" heading={page.included.heading} intro={page.included.intro} />
        <FeatureGrid items={page.included.items} cols={4} />
      </Section>

      <Section labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" heading={page.benefits.heading} intro={page.benefits.intro} />
        <FeatureGrid items={page.benefits.items} cols={3} />
      </Section>

      {page.approach ? (
        <Section tone="white" labelledBy="approach-heading">
          <SectionHeading id="approach-heading" heading={page.approach.heading ?? ''} intro={page.approach.intro} />
          <div className="grid gap-5 lg:grid-cols-3">
            {page.approach.blocks.map((block) => (
              <article key={block.title} className="rounded-card border border-ink-900/10 bg-cream-50 p-7">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-ink-950 text-gold-400">
                  <Icon name={block.icon} />
                </span>
                <h3 className="mt-5 text-h3 font-semibold text-ink-950">{block.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{block.text}</p>
                <CheckList points={block.points} />
              </article>
            ))}
          </div>
        </Section>
      ) : null}

      {page.whyItWorks ? (
        <Section tone="white" labelledBy="why-it-works-heading">
          <div className="grid gap-10 md:grid-cols-2">
            <div>
              <Prose
                id="why-it-works-heading"
                heading={page.whyItWorks.heading ?? ''}
                paragraphs={page.whyItWorks.paragraphs}
              />
            </div>
            <div className="rounded-card bg-cream-100 p-7">
              <CheckList points={page.whyItWorks.points} />
            </div>
          </div>
        </Section>
      ) : null}

      <CtaBand cta={page.closing} refTag={`${page.slug}-closing`} />
      <JsonLd
        id="service"
        data={serviceLd({
          name: page.label,
          serviceType: page.serviceType,
          description: page.seo.description,
          path: `/services/${page.slug}`,
        })}
      />
    </>
  )
}

function CheckList({ points }: { points: string[] }) {
  return (
    <ul className="mt-4 space-y-2.5">
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-ink-900">
          <Svg node={Check} className="mt-0.5 size-5 shrink-0 text-rose-700" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  )
}
