import { EVERY_PAGE_TAG } from '@/lib/cache/expire'
import { IMPLICIT } from '@/lib/cache/next-internals'
import { pageImageTag } from '@/lib/og/tags'
import { aboutSeed } from '@/seed/pages/about'
import { accountManagementSeed } from '@/seed/pages/account-management'
import { blogSeed } from '@/seed/pages/blog'
import { chatManagementSeed } from '@/seed/pages/chat-management'
import { contactSeed } from '@/seed/pages/contact'
import { cookiePolicySeed } from '@/seed/pages/cookie-policy'
import { faqSeed } from '@/seed/pages/faq'
import { homeSeed } from '@/seed/pages/home'
import { marketingSeed } from '@/seed/pages/marketing'
import { notFoundSeed } from '@/seed/pages/not-found'
import { privacyPolicySeed } from '@/seed/pages/privacy-policy'
import { serverErrorSeed } from '@/seed/pages/server-error'
import { servicesSeed } from '@/seed/pages/services'
import { termsOfServiceSeed } from '@/seed/pages/terms-of-service'

import type { LegalPageCopy, PageCopy, PageSlug, SavedCopies, ServicePageCopy } from './copy'

type PageEntry<Seed> = {
  /** The page's name in /cms. */
  label: string
  /** Its tables' prefix in PostgreSQL: short, so every generated name stays within 63 characters. */
  dbName: string
  /** Where the page is; its cached render is expired when the copy is published. */
  path: string
  /** Cache tags a published change expires: the page's own path, or every page when the copy is shared. */
  tags: string[]
  /** What the page shows until its copy is published in /cms (src/seed/pages). */
  seed: Seed
}

const pathTag = (path: string) => `${IMPLICIT}${path}`
// A page and its generated share image (src/app/og) show the same copy: both are expired together.
const page = <Seed>(entry: Omit<PageEntry<Seed>, 'tags'> & { tags?: string[] }): PageEntry<Seed> => ({
  tags: [pathTag(entry.path), pageImageTag(entry.path)],
  ...entry,
})
const servicePage = (label: string, dbName: string, seed: ServicePageCopy) =>
  page({ label, dbName, path: `/services/${seed.slug}`, seed })
const legalPage = (label: string, dbName: string, path: string, seed: LegalPageCopy) =>
  page({ label, dbName, path, seed })

/** Every page whose copy lives in the CMS: one Payload global each (see docs/decisions/0025-the-cms-runs-the-site-page-copy.md). */
export const PAGES = {
  'home-page': page({ label: 'Home', dbName: 'pg_home', path: '/', seed: homeSeed }),
  'about-page': page({ label: 'About', dbName: 'pg_about', path: '/about', seed: aboutSeed }),
  'services-page': page({ label: 'Services', dbName: 'pg_services', path: '/services', seed: servicesSeed }),
  'account-management-page': servicePage('Service: Account Management', 'pg_svc_acct', accountManagementSeed),
  'marketing-page': servicePage('Service: Marketing', 'pg_svc_mkt', marketingSeed),
  'chat-management-page': servicePage('Service: Chat Management', 'pg_svc_chat', chatManagementSeed),
  'faq-page': page({ label: 'FAQ', dbName: 'pg_faq', path: '/faq', seed: faqSeed }),
  'contact-page': page({ label: 'Contact', dbName: 'pg_contact', path: '/contact', seed: contactSeed }),
  // The blog's copy is on the list and on every article.
  'blog-page': page({ label: 'Blog', dbName: 'pg_blog', path: '/blog', tags: [EVERY_PAGE_TAG], seed: blogSeed }),
  // Any address can answer with the not-found page.
  'not-found-page': page({
    label: 'Page not found (404)',
    dbName: 'pg_not_found',
    path: '/404',
    tags: [EVERY_PAGE_TAG],
    seed: notFoundSeed,
  }),
  'server-error-page': page({
    label: 'Server error (500)',
    dbName: 'pg_server_error',
    path: '/500',
    seed: serverErrorSeed,
  }),
  'privacy-policy-page': legalPage('Privacy Policy', 'pg_privacy', '/privacy-policy', privacyPolicySeed),
  'terms-of-service-page': legalPage('Terms of Service', 'pg_terms', '/terms-of-service', termsOfServiceSeed),
  'cookie-policy-page': legalPage('Cookie Policy', 'pg_cookies', '/cookie-policy', cookiePolicySeed),
} satisfies Record<PageSlug, PageEntry<unknown>>

export const PAGE_SLUGS = Object.keys(PAGES) as PageSlug[]

/** The copy of every page, from the given per-page copies (the seed's where one is missing). */
export function assemblePageCopy(copies: SavedCopies): PageCopy {
  const service = (slug: 'account-management-page' | 'marketing-page' | 'chat-management-page') => {
    const { seed } = PAGES[slug]
    return { ...(copies[slug] ?? seed), slug: seed.slug }
  }
  return {
    home: copies['home-page'] ?? PAGES['home-page'].seed,
    about: copies['about-page'] ?? PAGES['about-page'].seed,
    services: copies['services-page'] ?? PAGES['services-page'].seed,
    servicePages: {
      'account-management': service('account-management-page'),
      marketing: service('marketing-page'),
      'chat-management': service('chat-management-page'),
    },
    faq: copies['faq-page'] ?? PAGES['faq-page'].seed,
    contact: copies['contact-page'] ?? PAGES['contact-page'].seed,
    blog: copies['blog-page'] ?? PAGES['blog-page'].seed,
    notFound: copies['not-found-page'] ?? PAGES['not-found-page'].seed,
    serverError: copies['server-error-page'] ?? PAGES['server-error-page'].seed,
    legal: {
      privacy: copies['privacy-policy-page'] ?? PAGES['privacy-policy-page'].seed,
      terms: copies['terms-of-service-page'] ?? PAGES['terms-of-service-page'].seed,
      cookies: copies['cookie-policy-page'] ?? PAGES['cookie-policy-page'].seed,
    },
  }
}
