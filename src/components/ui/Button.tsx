import Link from 'next/link'
import type { ReactNode } from 'react'

import { siteConfig } from '@/config/site'
import { content } from '@/content/content'
import { bookingHref } from '@/lib/booking'

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outline-light'

const base = 'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150'
const sizes = { md: 'min-h-12 px-6 py-3 text-base', sm: 'min-h-10 px-5 py-2 text-sm' }

export const buttonStyles: Record<ButtonVariant, string> = {
  primary: `${base} bg-rose-700 text-white shadow-sm hover:bg-rose-800`,
  secondary: `${base} border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/40 hover:bg-cream-100`,
  light: `${base} bg-white text-ink-950 hover:bg-cream-100`,
  'outline-light': `${base} border border-white/40 text-white hover:bg-white/10`,
}

type ButtonLinkProps = { href: string; children: ReactNode; variant?: ButtonVariant; size?: keyof typeof sizes; className?: string }

/** An internal link styled as a button. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className = '' }: ButtonLinkProps) {
  return (
    <Link href={href} className={`${buttonStyles[variant]} ${sizes[size]} ${className}`}>
      {children}
    </Link>
  )
}

type BookingLinkProps = {
  children: ReactNode
  size?: keyof typeof sizes
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
