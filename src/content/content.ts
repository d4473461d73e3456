import { siteConfig } from '@/config/site'
import type { SiteConfig } from '@/config/site'

import { getCookiePolicy, getPrivacyPolicy, getTermsOfService } from './legal'
import { getSiteContent } from './site-content'
import type { LegalPageContent, SiteContent } from './types'

let cached: { site: SiteConfig; content: SiteContent } | undefined

/** The site's marketing copy, filled with the configured agency and platform names. */
export function content(): SiteContent {
  const site = siteConfig()
  if (cached?.site !== site) cached = { site, content: getSiteContent(site) }
  return cached.content
}

export function legalContent(page: 'privacy' | 'terms' | 'cookies'): LegalPageContent {
  const site = siteConfig()
  if (page === 'privacy') return getPrivacyPolicy(site)
  if (page === 'terms') return getTermsOfService(site)
  return getCookiePolicy(site)
}
