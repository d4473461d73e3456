import { siteConfig } from '@/config/site'
import type { SiteConfig } from '@/config/site'
import { previewedPages } from '@/lib/pages/preview-scope'
import type { LegalPage, PageCopy } from '@/lib/pages/registry'
import { pageCopy } from '@/lib/pages/store'
import type { PlaceholderValues } from '@/lib/pages/store'

import { getSiteContent } from './site-content'
import type { LegalPageContent, SiteChrome, SiteContent } from './types'

/** What the copy's placeholders stand for, from the site settings. */
export function placeholderValues(site: SiteConfig): PlaceholderValues {
  let bookingHost = site.bookingUrl
  try {
    bookingHost = new URL(site.bookingUrl).hostname.replace(/^www\./, '')
  } catch {
    // The settings' rules only let a valid URL through; the whole value is the best name otherwise.
  }
  return { agency: site.agencyName, platform: site.platform, secondPlatform: site.secondPlatform, email: site.contactEmail, bookingHost }
}

let cached: { site: SiteConfig; chrome: SiteChrome; pages: PageCopy; content: SiteContent } | undefined

/** The site's copy: each page's as last published in /cms, and the shared copy, filled with the site settings. */
export function content(): SiteContent {
  const site = siteConfig()
  const pages = pageCopy(placeholderValues(site), previewedPages())
  if (cached?.site !== site || cached.pages !== pages) {
    const chrome = cached?.site === site ? cached.chrome : getSiteContent(site)
    const { legal: _legal, ...pageParts } = pages
    cached = { site, chrome, pages, content: { ...chrome, ...pageParts } }
  }
  return cached.content
}

export function legalContent(page: LegalPage): LegalPageContent {
  return pageCopy(placeholderValues(siteConfig()), previewedPages()).legal[page]
}
