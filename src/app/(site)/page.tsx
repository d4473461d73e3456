import type { Metadata } from 'next'

import { FaqAccordion } from '@/components/faq/FaqAccordion'
import { FeatureGrid, ServiceGrid, TestimonialGrid } from '@/components/sections/CardGrids'
import { CtaBand } from '@/components/sections/CtaBand'
import { HomeAbout } from '@/components/sections/HomeAbout'
import { HomeHero } from '@/components/sections/HomeHero'
import { ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import { content } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/', seo: content().home.seo })
}

export default function HomePage() {
  const { home, bookingPhrase } = content()
  return (
    <>
      <HomeHero hero={home.hero} />

      <HomeAbout about={home.about} />

      <Section id="services" labelledBy="services-heading">
        <SectionHeading
          id="services-heading"
          eyebrow={home.services.eyebrow}
          heading={home.services.heading}
          intro={home.services.intro}
        />
        <ServiceGrid cards={home.services.cards} />
      </Section>

      <Section tone="dark" labelledBy="results-heading" className="relative overflow-hidden">
        <SectionHeading
          id="results-heading"
          eyebrow={home.results.eyebrow}
          heading={home.results.heading}
          intro={home.results.intro}
          tone="dark"
        />
        <TestimonialGrid testimonials={home.results.testimonials} />
      </Section>

      <Section tone="white" labelledBy="why-heading">
        <SectionHeading
          id="why-heading"
          eyebrow={home.whyChoose.eyebrow}
          heading={home.whyChoose.heading}
          intro={home.whyChoose.intro}
        />
        <FeatureGrid items={home.whyChoose.items} />
      </Section>

      <Section labelledBy="faq-heading">
        <SectionHeading
          id="faq-heading"
          eyebrow={home.faqTeaser.eyebrow}
          heading={home.faqTeaser.heading}
          intro={home.faqTeaser.intro}
        />
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={home.faqTeaser.items} bookingPhrase={bookingPhrase} idPrefix="home" />
          <p className="mt-8 text-center">
            <ButtonLink href="/faq" variant="secondary">
              {home.faqTeaser.viewAllLabel}
            </ButtonLink>
          </p>
        </div>
      </Section>

      <CtaBand
        id="book-call"
        refTag="home-book-call"
        notice={home.bookCall.spotsNotice}
        cta={{ heading: home.bookCall.heading, text: home.bookCall.text, buttonLabel: home.bookCall.buttonLabel }}
      />
    </>
  )
}
