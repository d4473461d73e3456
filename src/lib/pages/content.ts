import { siteConfig } from '@/config/site'
import type { SiteConfig } from '@/config/site'
import { getSiteContent } from '@/content/site-content'
import type { SiteChrome } from '@/content/types'

import type { LegalPage, LegalPageCopy, PageCopy, SiteContent } from './copy'
import { previewedPages } from './preview-scope'
import { pageCopy } from './published-copy'
import type { PlaceholderValues } from './published-copy'

/** What the copy's placeholders stand for, from the site settings. */
export function placeholderValues(site: SiteConfig): PlaceholderValues {
  let bookingHost = site.bookingUrl
  try {
    bookingHost = new URL(site.bookingUrl).hostname.replace(/^www\./, '')
  } catch {
    // The settings' rules only let a valid URL through; the whole value is the best name otherwise.
  }
  return {
    agency: site.agencyName,
    platform: site.platform,
    secondPlatform: site.secondPlatform,
    email: site.contactEmail,
    bookingHost,
  }
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

export function legalContent(page: LegalPage): LegalPageCopy {
  return pageCopy(placeholderValues(siteConfig()), previewedPages()).legal[page]
}
