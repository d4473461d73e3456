import type { Metadata } from 'next'
import { Activity } from 'react'

import { faqHeadingId, FaqGroup } from '@/components/faq/FaqGroup'
import { CtaBand } from '@/components/sections/CtaBand'
import { PageHero } from '@/components/sections/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { Section } from '@/components/ui/Section'
import { content } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { faqPageLd } from '@/lib/seo/structured-data'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/faq', seo: content().faq.seo })
}

export default function FaqPage() {
  const { faq, bookingPhrase, breadcrumbs } = content()
  return (
    <>
      <PageHero
        eyebrow={faq.hero.eyebrow}
        heading={faq.hero.heading}
        text={faq.hero.text}
        trail={[{ label: breadcrumbs.faq }]}
      />
      <Section tone="white" labelledBy={faqHeadingId('general')}>
        <div className="mx-auto max-w-3xl space-y-16">
          <FaqGroup
            id="general"
            heading={faq.general.heading}
            items={faq.general.items}
            bookingPhrase={bookingPhrase}
          />
          {/* Around the second accordion's own boundary: React then hydrates the two accordions in two
              short tasks after the page instead of one long one. */}
          <Activity>
            <FaqGroup id="policy" heading={faq.policy.heading} items={faq.policy.items} bookingPhrase={bookingPhrase} />
          </Activity>
        </div>
      </Section>
      <CtaBand cta={faq.stillHaveQuestions} refTag="faq" />
      <JsonLd id="faq-page" data={faqPageLd([...faq.general.items, ...faq.policy.items])} />
    </>
  )
}
