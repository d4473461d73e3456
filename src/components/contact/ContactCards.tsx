import { CalendarCheck, Globe, Mail } from 'lucide'

import { BookingLink } from '@/components/ui/Button'
import { Svg } from '@/components/ui/Svg'
import type { SiteContent } from '@/content/types'
import { mailtoHref } from '@/lib/booking'

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
      <section aria-labelledby="direct-card-heading" className={contactCardStyle}>
        <Svg node={Mail} className="size-7 text-rose-700" />
        <h2 id="direct-card-heading" className="mt-3 text-h3 font-semibold text-ink-950">
          {contact.directCard.heading}
        </h2>
        <p className="mt-2 text-ink-700">{contact.directCard.text}</p>
        <a href={mailtoHref(email, mailSubject)} className="mt-3 inline-block break-all font-semibold text-rose-700 underline underline-offset-4">
          {email}
        </a>
      </section>
      <section aria-labelledby="areas-card-heading" className={contactCardStyle}>
        <Svg node={Globe} className="size-7 text-rose-700" />
        <h2 id="areas-card-heading" className="mt-3 text-h3 font-semibold text-ink-950">
          {contact.serviceAreas.heading}
        </h2>
        <p className="mt-2 text-ink-700">{contact.serviceAreas.text}</p>
      </section>
    </div>
  )
}
