import type { Metadata } from 'next'
import Link from 'next/link'

import { BookingLink } from '@/components/booking/BookingLink'
import { GoBackButton, NotFoundLogger } from '@/components/errors/ErrorActions'
import { ButtonLink } from '@/components/ui/Button'
import { content } from '@/lib/pages/content'
import { fullTitle, NOINDEX } from '@/lib/seo/metadata'

// A page that calls notFound() is sent as Next's error document: an empty body, this component only in
// the RSC payload for the browser to render. Next puts this file's metadata into that document's <head>,
// so the HTML has its title and robots; the browser then renders the site's layout in its place without
// them, and React hoists the tags below into <head> instead.
export function generateMetadata(): Metadata {
  return { title: fullTitle(content().notFound.heading), robots: NOINDEX }
}

export default function NotFound() {
  const { notFound } = content()
  return (
    <section className="bg-cream-50 px-5 pb-20 pt-32">
      <title>{fullTitle(notFound.heading).absolute}</title>
      <meta name="robots" content="noindex, nofollow" />
      <NotFoundLogger />
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-7xl font-semibold text-rose-700">404</p>
        <h1 className="mt-3 font-display text-h1 font-semibold text-ink-950">{notFound.heading}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">{notFound.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">{notFound.homeLabel}</ButtonLink>
          <GoBackButton label={notFound.backLabel} />
        </div>
        <nav aria-labelledby="popular-heading" className="mt-12 rounded-card border border-ink-900/10 bg-white p-6">
          <h2 id="popular-heading" className="text-h3 font-semibold text-ink-950">
            {notFound.popularHeading}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {notFound.popular.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="block rounded-xl border border-ink-900/10 px-3 py-3 font-semibold text-rose-700 hover:border-rose-700/40"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <BookingLink refTag="404" variant="primary">
              {notFound.bookLabel}
            </BookingLink>
          </div>
        </nav>
      </div>
    </section>
  )
}
