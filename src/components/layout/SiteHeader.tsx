import Link from 'next/link'

import { BookingLink } from '@/components/booking/BookingLink'
import { siteConfig } from '@/config/site'
import { content } from '@/lib/pages/content'

import { Logo } from './Logo'
import { MobileNav } from './MobileNav'
import { NavLinks } from './NavLinks'

export function SiteHeader() {
  const { nav, ui } = content()
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-900/10 bg-cream-50/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-5 sm:gap-4 sm:px-8 md:h-18">
        {/* Not prefetched: on the home page it would fetch the page being read; elsewhere the nav's Home link does. */}
        <Link href="/" prefetch={false} className="min-w-0 rounded-lg" aria-label={`${siteConfig().agencyName} home`}>
          <Logo compactOnTablet />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks items={nav} />
        </nav>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          {/* At every width, phones included: the one thing the site is for stays a tap away. */}
          <BookingLink refTag="nav" size="sm" className="min-h-11 whitespace-nowrap max-sm:px-4">
            {ui.bookCall}
          </BookingLink>
          <MobileNav
            items={nav}
            labels={{ open: ui.openMenu, close: ui.closeMenu, title: ui.menuTitle }}
            bookingSlot={
              <BookingLink refTag="nav-mobile" className="w-full">
                {ui.bookCall}
              </BookingLink>
            }
          />
        </div>
      </div>
    </header>
  )
}
