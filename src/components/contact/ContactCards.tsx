import { CalendarCheck, Globe, type IconNode, Mail } from 'lucide'
import type { ReactNode } from 'react'

import { BookingLink } from '@/components/booking/BookingLink'
import { Svg } from '@/components/ui/Svg'
import { mailtoHref } from '@/lib/bookings/links'
import type { SiteContent } from '@/lib/pages/copy'

export const contactCardStyle = 'rounded-card border border-ink-900/10 bg-white p-6 shadow-sm'

type ContactCardsProps = { contact: SiteContent['contact']; email: string; mailSubject: string }

/** Beside the contact form: book a call, write directly, and where the agency works. */
export function ContactCards({ contact, email, mailSubject }: ContactCardsProps) {
  return (
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
      <InfoCard
        id="direct-card-heading"
        icon={Mail}
        heading={contact.directCard.heading}
        text={contact.directCard.text}
      >
        <a
          href={mailtoHref(email, mailSubject)}
          className="mt-3 inline-block break-all font-semibold text-rose-700 underline underline-offset-4"
        >
          {email}
        </a>
      </InfoCard>
      <InfoCard
        id="areas-card-heading"
        icon={Globe}
        heading={contact.serviceAreas.heading}
        text={contact.serviceAreas.text}
      />
    </div>
  )
}

type InfoCardProps = { id: string; icon: IconNode; heading: string; text: string; children?: ReactNode }

function InfoCard({ id, icon, heading, text, children }: InfoCardProps) {
  return (
    <section aria-labelledby={id} className={contactCardStyle}>
      <Svg node={icon} className="size-7 text-rose-700" />
      <h2 id={id} className="mt-3 text-h3 font-semibold text-ink-950">
        {heading}
      </h2>
      <p className="mt-2 text-ink-700">{text}</p>
      {children}
    </section>
  )
}
