import { siteConfig } from '@/config/site'

import { getCookiePolicy, getPrivacyPolicy, getTermsOfService } from './legal'
import { getSiteContent } from './site-content'
import type { LegalPageContent, SiteContent } from './types'

let cached: SiteContent | undefined

/** The site's marketing copy, filled with the configured agency and platform names. */
export function content(): SiteContent {
  cached ??= getSiteContent(siteConfig())
  return cached
}

export function legalContent(page: 'privacy' | 'terms' | 'cookies'): LegalPageContent {
  const site = siteConfig()
  if (page === 'privacy') return getPrivacyPolicy(site)
  if (page === 'terms') return getTermsOfService(site)
  return getCookiePolicy(site)
}
