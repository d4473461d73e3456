import type { Metadata } from 'next'

import { FeatureGrid, ProcessList, ServiceGrid } from '@/components/sections/CardGrids'
import { CtaBand } from '@/components/sections/CtaBand'
import { PageHero } from '@/components/sections/PageHero'
import { ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import { content } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/services', seo: content().services.seo })
}

export default function ServicesPage() {
  const { services, breadcrumbs } = content()
  return (
    <>
      <PageHero
        eyebrow={services.hero.eyebrow}
        heading={services.hero.heading}
        text={services.hero.text}
        trail={[{ label: breadcrumbs.services }]}
      />

      <Section tone="white" labelledBy="service-cards-heading">
        <h2 id="service-cards-heading" className="sr-only">
          {services.hero.eyebrow}
        </h2>
        <ServiceGrid cards={services.cards} />
      </Section>

      <Section labelledBy="process-heading">
        <SectionHeading id="process-heading" heading={services.process.heading} intro={services.process.intro} />
        <ProcessList steps={services.process.steps} />
      </Section>

      <Section tone="white" labelledBy="highlights-heading">
        <SectionHeading id="highlights-heading" heading={services.highlights.heading} />
        <FeatureGrid items={services.highlights.items} cols={4} />
      </Section>

      <CtaBand cta={services.cta} refTag="services">
        <ButtonLink href="/contact" variant="outline-light">
          {services.cta.secondaryLabel}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
