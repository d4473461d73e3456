import localFont from 'next/font/local'

/**
 * The site's two self-hosted fonts, shared by the public site and the staff pages, trimmed by
 * scripts/subset-fonts.mjs to the weights the site sets (46 kB for both instead of 85 kB).
 *
 * next/font names each family after its constant. Not `sans`: fontconfig, on Linux and ChromeOS, answers a
 * family called "sans" with the system's default sans-serif, which a browser then used before the fallbacks of the
 * stack whenever the web font's file failed.
 */
export const inter = localFont({
  src: './inter-latin-wght.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  // Sized fallbacks for more than Arial: fallbacks.ts.
  adjustFontFallback: false,
})

export const fraunces = localFont({
  src: './fraunces-latin.woff2',
  variable: '--font-fraunces',
  // One static instance: headings are all semibold.
  weight: '600',
  display: 'swap',
  adjustFontFallback: false,
})
