import localFont from 'next/font/local'

/** The site's two self-hosted variable fonts, shared by the public site and the staff pages. */
export const sans = localFont({
  src: './inter-latin-wght.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
})

export const display = localFont({
  src: './fraunces-latin-wght.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
})
