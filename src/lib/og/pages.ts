import { siteConfig } from '@/config/site'
import { content, legalContent } from '@/lib/pages/content'
import type { LegalPage, ServiceSlug } from '@/lib/pages/copy'

import { pageSocialImage, siteHost, type SocialImage } from './social-image'

/** What a page's share image shows: its heading and the small line above it, from its published copy. */
export type PageImageText = { heading: string; eyebrow: string }

const service = (slug: ServiceSlug) => (): PageImageText => {
  const { hero } = content().servicePages[slug]
  return { heading: hero.heading, eyebrow: hero.eyebrow }
}
const legal = (page: LegalPage) => (): PageImageText => {
  const copy = legalContent(page)
  return { heading: copy.heading, eyebrow: copy.label }
}

/** Every public page with a generated share image, by its path (src/lib/seo/routes.ts lists the same pages). */
const PAGE_TEXT: Record<string, () => PageImageText> = {
  '/': () => ({ heading: content().home.hero.heading, eyebrow: content().home.hero.eyebrow }),
  '/about': () => ({ heading: content().about.hero.heading, eyebrow: content().about.hero.eyebrow }),
  '/services': () => ({ heading: content().services.hero.heading, eyebrow: content().services.hero.eyebrow }),
  '/services/account-management': service('account-management'),
  '/services/marketing': service('marketing'),
  '/services/chat-management': service('chat-management'),
  '/faq': () => ({ heading: content().faq.hero.heading, eyebrow: content().faq.hero.eyebrow }),
  '/contact': () => ({ heading: content().contact.hero.heading, eyebrow: content().contact.hero.eyebrow }),
  '/blog': () => ({ heading: content().blog.hero.heading, eyebrow: content().blog.hero.badge }),
  '/privacy-policy': legal('privacy'),
  '/terms-of-service': legal('terms'),
  '/cookie-policy': legal('cookies'),
}

/** The paths of the pages that have a generated image. */
export const IMAGE_PAGE_PATHS = Object.keys(PAGE_TEXT)

/** The text of the page at `path`'s image; null for a path without one. */
export function pageImageText(path: string): PageImageText | null {
  return Object.hasOwn(PAGE_TEXT, path) ? PAGE_TEXT[path]!() : null
}

/**
 * The generated share image of the page at `path` (its URL versioned by what it shows); null for a path without one.
 */
export function generatedPageImage(path: string): SocialImage | null {
  const text = pageImageText(path)
  return text && pageSocialImage({ path, ...text, agencyName: siteConfig().agencyName })
}

/** What a page's share image shows. */
export type PageImageContent = PageImageText & { agencyName: string; siteHost: string }

/** What the share image of the page at `path` shows; null for a path without one. */
export function pageImageContent(path: string): PageImageContent | null {
  const text = pageImageText(path)
  if (!text) return null
  const site = siteConfig()
  return { ...text, agencyName: site.agencyName, siteHost: siteHost(site.baseUrl) }
}
