import { ArrowRight } from 'lucide'
import Link from 'next/link'

import { BookingLink } from '@/components/booking/BookingLink'
import { Section } from '@/components/ui/Section'
import { Svg } from '@/components/ui/Svg'
import type { SiteContent } from '@/lib/pages/copy'

import { Prose } from './Prose'

const linkCard =
  'group flex items-center justify-between rounded-2xl border border-ink-900/10 bg-cream-50 px-6 py-5 font-semibold text-ink-950 hover:border-rose-700/40'
const arrow = <Svg node={ArrowRight} className="size-5 text-rose-700 transition-transform group-hover:translate-x-1" />

/** The home page's introduction: the agency in two paragraphs, then links to services, a call and the blog. */
export function HomeAbout({ about }: { about: SiteContent['home']['about'] }) {
  return (
    <Section tone="white" labelledBy="about-heading">
      <div className="grid gap-10 md:grid-cols-[1.1fr_1fr] md:items-center">
        <div>
          <Prose id="about-heading" heading={about.heading} paragraphs={about.paragraphs} />
        </div>
        <ul className="grid gap-3">
          <li>
            <Link href="/services" className={linkCard}>
              {about.servicesLinkLabel}
              {arrow}
            </Link>
          </li>
          <li>
            <BookingLink variant="plain" refTag="home-about" className={linkCard}>
              {about.bookLinkLabel}
              {arrow}
            </BookingLink>
          </li>
          <li>
            <Link href="/blog" className={linkCard}>
              {about.blogLinkLabel}
              {arrow}
            </Link>
          </li>
        </ul>
      </div>
    </Section>
  )
}
