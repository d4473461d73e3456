import { siteConfig } from '@/config/site'

/**
 * `compactOnTablet` (the site header): between the md and lg breakpoints only the mark shows, so the
 * full navigation fits; on a phone the name is smaller, and below 360 px the mark stands alone beside
 * Book Call and the menu button.
 */
export function Logo({
  tone = 'dark',
  compactOnTablet = false,
}: {
  tone?: 'dark' | 'light'
  compactOnTablet?: boolean
}) {
  const name = siteConfig().agencyName
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-9 shrink-0">
        <rect width="64" height="64" rx="16" fill="#140f1c" />
        <path d="M16 18h8l8 22 8-22h8L36 48h-8z" fill="#e2b659" />
      </svg>
      <span
        className={`font-display text-lg font-semibold leading-tight ${tone === 'dark' ? 'text-ink-950' : 'text-white'} ${compactOnTablet ? 'max-sm:text-base max-[359.98px]:sr-only md:max-lg:sr-only' : ''}`}
      >
        {name}
      </span>
    </span>
  )
}
