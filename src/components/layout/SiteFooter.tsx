import { Check, Copy } from 'lucide'
import Link from 'next/link'

import { BookingLink } from '@/components/booking/BookingLink'
import { Svg } from '@/components/ui/Svg'
import { siteConfig } from '@/config/site'
import { mailtoHref } from '@/lib/bookings/links'
import { content } from '@/lib/pages/content'

import { CopyEmailButton } from './CopyEmailButton'
import { Logo } from './Logo'

const linkStyle = 'text-ink-100 underline-offset-4 hover:text-white hover:underline'

export function SiteFooter() {
  const site = siteConfig()
  const { footer, ui } = content()
  return (
    <footer className="bg-ink-950 text-ink-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed">{footer.tagline}</p>
        </div>
        <nav aria-label="Footer company">
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-widest text-gold-400">
            {footer.companyHeading}
          </h2>
          <ul className="space-y-3 text-sm">
            {footer.companyLinks.map((link) => (
              <li key={link.href}>
                <Link className={linkStyle} href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <BookingLink variant="plain" refTag="footer" className={linkStyle}>
                {footer.bookingLabel}
              </BookingLink>
            </li>
          </ul>
        </nav>
        <nav aria-label="Footer legal">
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-widest text-gold-400">{footer.legalHeading}</h2>
          <ul className="space-y-3 text-sm">
            {footer.legalLinks.map((link) => (
              <li key={link.href}>
                {/* Rarely followed: not prefetched, so no page loads the legal pages' code (DatedText) in advance. */}
                <Link className={linkStyle} href={link.href} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-widest text-gold-400">
            {footer.contactHeading}
          </h2>
          <p className="flex items-center gap-1 text-sm">
            <a className={`${linkStyle} break-all`} href={mailtoHref(site.contactEmail, footer.mailSubject)}>
              {site.contactEmail}
            </a>
            <CopyEmailButton
              email={site.contactEmail}
              label={ui.copyEmail}
              copiedLabel={ui.copied}
              icons={{ copy: <Svg node={Copy} className="size-4" />, copied: <Svg node={Check} className="size-4" /> }}
            />
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl py-6 pl-5 pr-24 text-xs text-ink-100 sm:pl-8 sm:pr-28">{footer.copyright}</p>
      </div>
    </footer>
  )
}
