import './globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { fraunces, inter } from '@/app/fonts/fonts'
import { CHUNK_ERROR_SCRIPT } from '@/components/errors/chunk-error-script'
import { DeferredClientParts } from '@/components/layout/DeferredClientParts'
import { ScrollToTop } from '@/components/layout/ScrollToTop'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { JsonLd } from '@/components/seo/JsonLd'
import { siteConfig } from '@/config/site'
import { content } from '@/lib/pages/content'
import { feedAlternates } from '@/lib/seo/feed-links'
import { organizationLd } from '@/lib/seo/structured-data'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return {
    metadataBase: new URL(site.baseUrl),
    applicationName: site.agencyName,
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: 'any' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-icon.png',
    },
    formatDetection: { email: false, telephone: false },
    // Pages with their own alternates (a canonical) name the feeds again: src/lib/seo/feed-links.ts.
    alternates: { types: feedAlternates() },
  }
}

export const viewport: Viewport = {
  themeColor: '#140f1c',
  width: 'device-width',
  initialScale: 1,
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body>
        <script dangerouslySetInnerHTML={{ __html: CHUNK_ERROR_SCRIPT }} />
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-ink-950 focus:px-4 focus:py-2 focus:text-white"
        >
          {content().ui.skipToContent}
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <DeferredClientParts
          measurementId={siteConfig().gaMeasurementId}
          cookieBanner={content().cookieBanner}
          chatWidget={content().chatWidget}
        />
        <JsonLd data={organizationLd()} id="organization" />
      </body>
    </html>
  )
}
