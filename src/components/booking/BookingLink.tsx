import type { ReactNode } from 'react'

import { buttonStyles, type ButtonSize, buttonSizes as sizes, type ButtonVariant } from '@/components/ui/button-styles'
import { siteConfig } from '@/config/site'
import { bookingHref } from '@/lib/bookings/links'
import { content } from '@/lib/pages/content'

type BookingLinkProps = {
  children: ReactNode
  size?: ButtonSize
  /** Added as ?ref= to tell which button sent the visitor. */
  refTag?: string
  variant?: ButtonVariant | 'text' | 'plain'
  className?: string
}

/** Opens the external scheduling page in a new tab. Every booking button on the site is one of these. */
export function BookingLink({ children, refTag, variant = 'primary', size = 'md', className = '' }: BookingLinkProps) {
  const style =
    variant === 'plain'
      ? ''
      : variant === 'text'
        ? 'font-semibold text-rose-700 underline underline-offset-4 hover:text-rose-800'
        : `${buttonStyles[variant]} ${sizes[size]}`
  return (
    <a
      href={bookingHref(siteConfig().bookingUrl, refTag)}
      target="_blank"
      rel="noopener noreferrer"
      data-booking-link=""
      className={`${style} ${className}`}
    >
      {children}
      <span className="sr-only"> {content().ui.opensInNewTab}</span>
    </a>
  )
}
