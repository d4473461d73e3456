import type { Metadata } from 'next'

import { BookingLink } from '@/components/booking/BookingLink'
import { ContactCards, contactCardStyle } from '@/components/contact/ContactCards'
import { ContactFormIsland } from '@/components/contact/ContactFormIsland'
import { PageHero } from '@/components/sections/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { Section } from '@/components/ui/Section'
import { siteConfig } from '@/config/site'
import { content } from '@/lib/pages/content'
import { pageMetadata } from '@/lib/seo/metadata'
import { contactPageLd } from '@/lib/seo/structured-data'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/contact', seo: content().contact.seo })
}

export default function ContactPage() {
  const { contact, footer, contactForm, breadcrumbs } = content()
  const site = siteConfig()
  return (
    <>
      <PageHero
        eyebrow={contact.hero.eyebrow}
        heading={contact.hero.heading}
        text={contact.hero.text}
        trail={[{ label: breadcrumbs.contact }]}
      />
      <Section labelledBy="contact-form-heading">
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className={`${contactCardStyle} md:p-8`}>
            <h2 id="contact-form-heading" className="font-display text-h2 font-semibold text-ink-950">
              {contact.form.heading}
            </h2>
            <p className="mb-6 mt-2 text-ink-700">{contact.form.intro}</p>
            <ContactFormIsland
              copy={contactForm}
              booking={
                <BookingLink refTag="contact-thanks" className="whitespace-nowrap">
                  {contactForm.thanksBookLabel}
                </BookingLink>
              }
            />
          </div>
          <ContactCards contact={contact} email={site.contactEmail} mailSubject={footer.mailSubject} />
        </div>
      </Section>
      <JsonLd id="contact-page" data={contactPageLd()} />
    </>
  )
}
