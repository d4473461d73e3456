import type { LegalPageContent, ServerErrorCopy, ServicePageContent, SiteContent } from '@/content/types'
import { EVERY_PAGE_TAG, IMPLICIT } from '@/lib/cache/expire'
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

export type LegalPage = 'privacy' | 'terms' | 'cookies'

/** The copy of every page the CMS edits, as the site renders it (placeholders filled or not). */
export type PageCopy = Pick<SiteContent, 'home' | 'about' | 'services' | 'servicePages' | 'faq' | 'contact' | 'blog' | 'notFound' | 'serverError'> & {
  legal: Record<LegalPage, LegalPageContent>
}

type PageEntry<T> = {
  /** The page's name in /cms. */
  label: string
  /** Its tables' prefix in PostgreSQL: short, so every generated name stays within 63 characters. */
  dbName: string
  /** Where the page is; its cached render is expired when the copy is published. */
  path: string
  /** Cache tags a published change expires: the page's own path, or every page when the copy is shared. */
  tags: string[]
  seed: T
  /** Where the copy goes in PageCopy (a method, so that an entry of any page is a PageEntry<unknown>). */
  place(copy: PageCopy, value: T): void
}

const pathTag = (path: string) => `${IMPLICIT}${path}`
const page = <T>(entry: Omit<PageEntry<T>, 'tags'> & { tags?: string[] }): PageEntry<T> => ({ tags: [pathTag(entry.path)], ...entry })
const servicePage = (label: string, dbName: string, seed: ServicePageContent) =>
  page<ServicePageContent>({ label, dbName, path: `/services/${seed.slug}`, seed, place: (copy, value) => (copy.servicePages[seed.slug] = { ...value, slug: seed.slug }) })
const legalPage = (label: string, dbName: string, path: string, key: LegalPage, seed: LegalPageContent) =>
  page<LegalPageContent>({ label, dbName, path, seed, place: (copy, value) => (copy.legal[key] = value) })

/** Every page whose copy lives in the CMS: one Payload global each (see docs/DECISIONS.md). */
export const PAGES = {
  'home-page': page({ label: 'Home', dbName: 'pg_home', path: '/', seed: homeSeed, place: (copy, value) => (copy.home = value) }),
  'about-page': page({ label: 'About', dbName: 'pg_about', path: '/about', seed: aboutSeed, place: (copy, value) => (copy.about = value) }),
  'services-page': page({ label: 'Services', dbName: 'pg_services', path: '/services', seed: servicesSeed, place: (copy, value) => (copy.services = value) }),
  'account-management-page': servicePage('Service: Account Management', 'pg_svc_acct', accountManagementSeed),
  'marketing-page': servicePage('Service: Marketing', 'pg_svc_mkt', marketingSeed),
  'chat-management-page': servicePage('Service: Chat Management', 'pg_svc_chat', chatManagementSeed),
  'faq-page': page({ label: 'FAQ', dbName: 'pg_faq', path: '/faq', seed: faqSeed, place: (copy, value) => (copy.faq = value) }),
  'contact-page': page({ label: 'Contact', dbName: 'pg_contact', path: '/contact', seed: contactSeed, place: (copy, value) => (copy.contact = value) }),
  // The blog's copy is on the list and on every article.
  'blog-page': page({ label: 'Blog', dbName: 'pg_blog', path: '/blog', tags: [EVERY_PAGE_TAG], seed: blogSeed, place: (copy, value) => (copy.blog = value) }),
  // Any address can answer with the not-found page.
  'not-found-page': page({
    label: 'Page not found (404)',
    dbName: 'pg_not_found',
    path: '/404',
    tags: [EVERY_PAGE_TAG],
    seed: notFoundSeed,
    place: (copy, value) => (copy.notFound = value),
  }),
  'server-error-page': page<ServerErrorCopy>({
    label: 'Server error (500)',
    dbName: 'pg_server_error',
    path: '/500',
    seed: serverErrorSeed,
    place: (copy, value) => (copy.serverError = value),
  }),
  'privacy-policy-page': legalPage('Privacy Policy', 'pg_privacy', '/privacy-policy', 'privacy', privacyPolicySeed),
  'terms-of-service-page': legalPage('Terms of Service', 'pg_terms', '/terms-of-service', 'terms', termsOfServiceSeed),
  'cookie-policy-page': legalPage('Cookie Policy', 'pg_cookies', '/cookie-policy', 'cookies', cookiePolicySeed),
}

export type PageSlug = keyof typeof PAGES
export const PAGE_SLUGS = Object.keys(PAGES) as PageSlug[]

/** The copy of every page, from the given per-page copies (the seed's where one is missing). */
export function assemblePageCopy(copies: Partial<Record<PageSlug, unknown>>): PageCopy {
  const copy = { servicePages: {}, legal: {} } as PageCopy
  for (const slug of PAGE_SLUGS) {
    const entry = PAGES[slug] as PageEntry<unknown>
    entry.place(copy, copies[slug] ?? entry.seed)
  }
  return copy
}
