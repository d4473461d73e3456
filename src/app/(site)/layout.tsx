import './globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { siteConfig } from '@/config/site'

export function generateMetadata(): Metadata {
  const site = siteConfig()
  return {
    metadataBase: new URL(site.baseUrl),
    title: { default: site.agencyName, template: `%s | ${site.agencyName}` },
  }
}

export const viewport: Viewport = {
  themeColor: '#140f1c',
  width: 'device-width',
  initialScale: 1,
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-ink-950 focus:px-4 focus:py-2 focus:text-white"
        >
          Skip to main content
        </a>
        <main id="main-content">{children}</main>
      </body>
    </html>
  )
}
