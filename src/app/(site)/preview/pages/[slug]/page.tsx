import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { hasRole, type Role } from '@/access/roles'
import ServerErrorPage from '@/app/(site)/500/page'
import AboutPage from '@/app/(site)/about/page'
import BlogIndexPage from '@/app/(site)/blog/page'
import ContactPage from '@/app/(site)/contact/page'
import CookiePolicyPage from '@/app/(site)/cookie-policy/page'
import FaqPage from '@/app/(site)/faq/page'
import NotFound from '@/app/(site)/not-found'
import HomePage from '@/app/(site)/page'
import PrivacyPolicyPage from '@/app/(site)/privacy-policy/page'
import ServiceRoute from '@/app/(site)/services/[slug]/page'
import ServicesPage from '@/app/(site)/services/page'
import TermsOfServicePage from '@/app/(site)/terms-of-service/page'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { PreviewRefused } from '@/components/preview/PreviewRefused'
import { siteConfig } from '@/config/site'
import { currentUser } from '@/lib/auth/staff'
import type { PageSlug } from '@/lib/pages/copy'
import { isPageSlug, previewPage } from '@/lib/pages/preview'
import { NOINDEX } from '@/lib/seo/metadata'

// A staff preview of a page's latest copy, draft included: per request, never cached, framed by /cms only.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Preview', robots: NOINDEX }

type Params = { params: Promise<{ slug: string }> }

const PREVIEW_ROLES: Role[] = ['admin', 'editor']

/** Each page's own route component, rendered here with the draft copy. */
const VIEWS: Record<PageSlug, () => ReactNode> = {
  'home-page': () => <HomePage />,
  'about-page': () => <AboutPage />,
  'services-page': () => <ServicesPage />,
  'account-management-page': () => <ServiceRoute params={Promise.resolve({ slug: 'account-management' })} />,
  'marketing-page': () => <ServiceRoute params={Promise.resolve({ slug: 'marketing' })} />,
  'chat-management-page': () => <ServiceRoute params={Promise.resolve({ slug: 'chat-management' })} />,
  'faq-page': () => <FaqPage />,
  'contact-page': () => <ContactPage />,
  'blog-page': () => <BlogIndexPage />,
  'not-found-page': () => <NotFound />,
  'server-error-page': () => <ServerErrorPage />,
  'privacy-policy-page': () => <PrivacyPolicyPage />,
  'terms-of-service-page': () => <TermsOfServicePage />,
  'cookie-policy-page': () => <CookiePolicyPage />,
}

export default async function PagePreview({ params }: Params) {
  const { slug } = await params
  if (!isPageSlug(slug)) notFound()
  const user = await currentUser()
  if (!user) redirect(`/cms/login?redirect=${encodeURIComponent(`/preview/pages/${slug}`)}`)
  if (!hasRole(user, ...PREVIEW_ROLES))
    return <PreviewRefused roles={PREVIEW_ROLES} username={user.username} what="unpublished page copy" />
  const { published } = await previewPage(slug, user)
  return (
    <>
      <PreviewBar published={published} editHref={`/cms/globals/${slug}`} serverURL={siteConfig().baseUrl} />
      {VIEWS[slug]()}
    </>
  )
}
