'use client'

import { lazy, Suspense } from 'react'

import type { SiteContent } from '@/content/types'

// Rendered on the server as usual; in the browser its code is fetched when /contact hydrates, not
// when another page prefetches /contact (a prefetch loads a route's client components, not what
// they import lazily).
const ContactForm = lazy(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })))

export function ContactFormIsland({ copy }: { copy: SiteContent['contactForm'] }) {
  return (
    <Suspense>
      <ContactForm copy={copy} />
    </Suspense>
  )
}
