import '../(site)/globals.css'

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { fraunces, inter } from '@/app/fonts/fonts'
import { StaffHeader } from '@/components/staff/StaffHeader'
import { StaffToaster } from '@/components/staff/StaffToaster'
import { siteConfig } from '@/config/site'
import { content } from '@/lib/pages/content'
import { NOINDEX } from '@/lib/seo/metadata'

/** Staff pages (/admin/login, /admin/chat, /monitoring): no site chrome, never indexed. */
export function generateMetadata(): Metadata {
  const site = siteConfig()
  return {
    metadataBase: new URL(site.baseUrl),
    robots: NOINDEX,
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: 'any' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
    },
  }
}

export const viewport: Viewport = { themeColor: '#140f1c', width: 'device-width', initialScale: 1 }

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${fraunces.variable}`}>
      <body className="min-h-dvh bg-cream-100">
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-ink-950 focus:px-4 focus:py-2 focus:text-white"
        >
          {content().ui.skipToContent}
        </a>
        <StaffHeader />
        <main id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <StaffToaster />
      </body>
    </html>
  )
}
