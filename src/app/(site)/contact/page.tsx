import { CalendarCheck, Globe, Mail } from 'lucide'
import type { Metadata } from 'next'

import { ContactForm } from '@/components/contact/ContactForm'
import { PageHero } from '@/components/sections/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { BookingLink } from '@/components/ui/Button'
import { Section } from '@/components/ui/Section'
import { siteConfig } from '@/config/site'
import { content } from '@/content/content'
import { mailtoHref } from '@/lib/booking'
import { pageMetadata } from '@/lib/seo/metadata'
import { professionalServiceLd } from '@/lib/seo/structured-data'
import { Svg } from '@/components/ui/Svg'

export function generateMetadata(): Metadata {
  return pageMetadata({ path: '/contact', seo: content().contact.seo })
}

const cardStyle = 'rounded-card border border-ink-900/10 bg-white p-6 shadow-sm'

export default function ContactPage() {
  const { contact, footer, contactForm, breadcrumbs } = content()
  const site = siteConfig()
  return (
    <>
      <PageHero eyebrow={contact.hero.eyebrow} heading={contact.hero.heading} text={contact.hero.text} trail={[{ label: breadcrumbs.contact }]} />
      <Section labelledBy="contact-form-heading">
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <div className={`${cardStyle} md:p-8`}>
            <h2 id="contact-form-heading" className="font-display text-h2 font-semibold text-ink-950">
              {contact.form.heading}
            </h2>
            <p className="mb-6 mt-2 text-ink-700">{contact.form.intro}</p>
            <ContactForm copy={contactForm} />
          </div>
          <div className="space-y-5">
            <section aria-labelledby="booking-card-heading" className="rounded-card bg-ink-950 p-6 text-white shadow-sm">
              <Svg node={CalendarCheck} className="size-7 text-gold-400" />
              <h2 id="booking-card-heading" className="mt-3 text-h3 font-semibold">
                {contact.bookingCard.heading}
              </h2>
              <p className="mt-2 text-ink-100">{contact.bookingCard.text}</p>
              <BookingLink refTag="contact" variant="light" className="mt-5 w-full">
                {contact.bookingCard.buttonLabel}
              </BookingLink>
            </section>
            <section aria-labelledby="direct-card-heading" className={cardStyle}>
              <Svg node={Mail} className="size-7 text-rose-700" />
              <h2 id="direct-card-heading" className="mt-3 text-h3 font-semibold text-ink-950">
                {contact.directCard.heading}
              </h2>
              <p className="mt-2 text-ink-700">{contact.directCard.text}</p>
              <a href={mailtoHref(site.contactEmail, footer.mailSubject)} className="mt-3 inline-block break-all font-semibold text-rose-700 underline underline-offset-4">
                {site.contactEmail}
              </a>
            </section>
            <section aria-labelledby="areas-card-heading" className={cardStyle}>
              <Svg node={Globe} className="size-7 text-rose-700" />
              <h2 id="areas-card-heading" className="mt-3 text-h3 font-semibold text-ink-950">
                {contact.serviceAreas.heading}
              </h2>
              <p className="mt-2 text-ink-700">{contact.serviceAreas.text}</p>
            </section>
          </div>
        </div>
      </Section>
      <JsonLd id="contact-professional-service" data={professionalServiceLd('contact')} />
    </>
  )
}
