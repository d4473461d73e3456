import type { Metadata } from 'next'

import { siteConfig } from '@/config/site'

export const metadata: Metadata = {
  title: 'Creator Management Agency',
  description: 'Book a free 30-minute strategy call to grow your subscription-platform income.',
}

export default function HomePage() {
  const site = siteConfig()
  return (
    <section className="mx-auto flex min-h-dvh max-w-3xl flex-col justify-center gap-6 px-6 py-section">
      <p className="text-sm font-semibold uppercase tracking-widest text-rose-700">{site.agencyName}</p>
      <h1 className="font-display text-4xl leading-tight text-ink-950 sm:text-display">
        Grow your {site.platform} income with a team that works for you
      </h1>
      <p className="text-lg text-ink-700">
        Start with a free 30-minute strategy call: we look at your account and show you where the growth is.
      </p>
      <p>
        <a
          href={site.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex rounded-full bg-rose-700 px-6 py-3 font-semibold text-white hover:bg-rose-600"
        >
          Book your free strategy call
        </a>
      </p>
    </section>
  )
}
