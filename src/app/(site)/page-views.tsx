import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import ServerErrorPage from '@/app/(site)/500/page'
import AboutPage, { generateMetadata as aboutMetadata } from '@/app/(site)/about/page'
import BlogIndexPage from '@/app/(site)/blog/page'
import ContactPage, { generateMetadata as contactMetadata } from '@/app/(site)/contact/page'
import CookiePolicyPage from '@/app/(site)/cookie-policy/page'
import FaqPage, { generateMetadata as faqMetadata } from '@/app/(site)/faq/page'
import NotFound from '@/app/(site)/not-found'
import HomePage, { generateMetadata as homeMetadata } from '@/app/(site)/page'
import PrivacyPolicyPage from '@/app/(site)/privacy-policy/page'
import ServiceRoute from '@/app/(site)/services/[slug]/page'
import ServicesPage, { generateMetadata as servicesMetadata } from '@/app/(site)/services/page'
import TermsOfServicePage from '@/app/(site)/terms-of-service/page'
import type { ExperimentPage } from '@/lib/experiments/pages'
import { content } from '@/lib/pages/content'
import type { PageSlug, ServiceSlug } from '@/lib/pages/copy'
import { pageMetadata } from '@/lib/seo/metadata'

const service = (slug: ServiceSlug) => ({ params: Promise.resolve({ slug }) })

/**
 * Each page's own route component, for the routes that render a page with other copy than its published one: a staff
 * preview (src/app/(site)/preview) and an experiment's variant (src/app/(site)/experiment-variants).
 */
export const PAGE_VIEWS: Record<PageSlug, () => ReactNode> = {
  'home-page': () => <HomePage />,
  'about-page': () => <AboutPage />,
  'services-page': () => <ServicesPage />,
  'account-management-page': () => <ServiceRoute {...service('account-management')} />,
  'marketing-page': () => <ServiceRoute {...service('marketing')} />,
  'chat-management-page': () => <ServiceRoute {...service('chat-management')} />,
  'faq-page': () => <FaqPage />,
  'contact-page': () => <ContactPage />,
  'blog-page': () => <BlogIndexPage />,
  'not-found-page': () => <NotFound />,
  'server-error-page': () => <ServerErrorPage />,
  'privacy-policy-page': () => <PrivacyPolicyPage />,
  'terms-of-service-page': () => <TermsOfServicePage />,
  'cookie-policy-page': () => <CookiePolicyPage />,
}

const serviceMetadata = (slug: ServiceSlug) =>
  pageMetadata({ path: `/services/${slug}`, seo: content().servicePages[slug].seo })

/** The pages' own metadata, read at once (synchronously): a variant names its page, never itself. */
export const PAGE_METADATA: Record<ExperimentPage, () => Metadata> = {
  'home-page': homeMetadata,
  'about-page': aboutMetadata,
  'services-page': servicesMetadata,
  'account-management-page': () => serviceMetadata('account-management'),
  'marketing-page': () => serviceMetadata('marketing'),
  'chat-management-page': () => serviceMetadata('chat-management'),
  'faq-page': faqMetadata,
  'contact-page': contactMetadata,
}
