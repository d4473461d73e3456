import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonStyles, type ButtonSize, buttonSizes as sizes, type ButtonVariant } from './button-styles'

type ButtonLinkProps = {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** An internal link styled as a button. */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className = '' }: ButtonLinkProps) {
  return (
    <Link href={href} className={`${buttonStyles[variant]} ${sizes[size]} ${className}`}>
      {children}
    </Link>
  )
}
