import { ArrowRight } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'

import { FaqAccordion } from '@/components/faq/FaqAccordion'
import { FeatureGrid, ServiceGrid, TestimonialGrid } from '@/components/sections/CardGrids'
import { CtaBand } from '@/components/sections/CtaBand'
import { HomeHero } from '@/components/sections/HomeHero'
import { BookingLink, ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import { content } from '@/content/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { Svg } from '@/components/ui/Svg'
import { Prose } from '@/components/sections/Prose'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/', seo: content().home.seo })
}

export default function HomePage() {
  const { home, bookingPhrase } = content()
  return (
    <>
      <HomeHero hero={home.hero} />

      <Section tone="white" labelledBy="about-heading">
        <div className="grid gap-10 md:grid-cols-[1.1fr_1fr] md:items-center">
          <div>
            <Prose id="about-heading" heading={home.about.heading} paragraphs={home.about.paragraphs} />
          </div>
          <ul className="grid gap-3">
            <li>
              <Link href="/services" className="group flex items-center justify-between rounded-2xl border border-ink-900/10 bg-cream-50 px-6 py-5 font-semibold text-ink-950 hover:border-rose-700/40">
                {home.about.servicesLinkLabel}
                <Svg node={ArrowRight} className="size-5 text-rose-700 transition-transform group-hover:translate-x-1" />
              </Link>
            </li>
            <li>
              <BookingLink variant="plain" refTag="home-about" className="group flex items-center justify-between rounded-2xl border border-ink-900/10 bg-cream-50 px-6 py-5 font-semibold text-ink-950 hover:border-rose-700/40">
                {home.about.bookLinkLabel}
                <Svg node={ArrowRight} className="size-5 text-rose-700 transition-transform group-hover:translate-x-1" />
              </BookingLink>
            </li>
            <li>
              <Link href="/blog" className="group flex items-center justify-between rounded-2xl border border-ink-900/10 bg-cream-50 px-6 py-5 font-semibold text-ink-950 hover:border-rose-700/40">
                {home.about.blogLinkLabel}
                <Svg node={ArrowRight} className="size-5 text-rose-700 transition-transform group-hover:translate-x-1" />
              </Link>
            </li>
          </ul>
        </div>
      </Section>

      <Section id="services" labelledBy="services-heading">
        <SectionHeading id="services-heading" eyebrow={home.services.eyebrow} heading={home.services.heading} intro={home.services.intro} />
        <ServiceGrid cards={home.services.cards} />
      </Section>

      <Section tone="dark" labelledBy="results-heading" className="relative overflow-hidden">
        <SectionHeading id="results-heading" eyebrow={home.results.eyebrow} heading={home.results.heading} intro={home.results.intro} tone="dark" />
        <TestimonialGrid testimonials={home.results.testimonials} />
      </Section>

      <Section tone="white" labelledBy="why-heading">
        <SectionHeading id="why-heading" eyebrow={home.whyChoose.eyebrow} heading={home.whyChoose.heading} intro={home.whyChoose.intro} />
        <FeatureGrid items={home.whyChoose.items} />
      </Section>

      <Section labelledBy="faq-heading">
        <SectionHeading id="faq-heading" eyebrow={home.faqTeaser.eyebrow} heading={home.faqTeaser.heading} intro={home.faqTeaser.intro} />
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
