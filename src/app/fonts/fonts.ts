import localFont from 'next/font/local'

/**
 * The site's two self-hosted fonts, shared by the public site and the staff pages, trimmed by
 * scripts/subset-fonts.mjs to the weights the site sets (46 kB for both instead of 85 kB).
 */
export const sans = localFont({
  src: './inter-latin-wght.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  // Sized fallbacks for more than Arial: fallbacks.ts.
  adjustFontFallback: false,
})

export const display = localFont({
  src: './fraunces-latin.woff2',
  variable: '--font-fraunces',
  // One static instance: headings are all semibold.
  weight: '600',
  display: 'swap',
  adjustFontFallback: false,
})
