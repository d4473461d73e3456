'use client'

import { Activity, lazy, type ReactNode } from 'react'

import type { SiteContent } from '@/lib/pages/copy'

// Rendered on the server as usual; in the browser its code is fetched when /contact hydrates, not
// when another page prefetches /contact (a prefetch loads a route's client components, not what
// they import lazily).
const ContactForm = lazy(() => import('./ContactForm').then((m) => ({ default: m.ContactForm })))

// While the code loads, the Activity keeps the server's form in place, unhydrated: a Suspense boundary
// would do the same in the browser, but on the server React would send a form this large out of place,
// after the rest of the page, and the cards below it would move when it arrives
// (docs/decisions/0014-hydration-boundaries-activity-not-suspense.md).
export function ContactFormIsland({ copy, booking }: { copy: SiteContent['contactForm']; booking: ReactNode }) {
  return (
    <Activity>
      <ContactForm copy={copy} booking={booking} />
    </Activity>
  )
}
