import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { hasRole, type Role } from '@/access/roles'
import { PAGE_VIEWS } from '@/app/(site)/page-views'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { PreviewRefused } from '@/components/preview/PreviewRefused'
import { siteConfig } from '@/config/site'
import { currentUser } from '@/lib/auth/staff'
import { isPageSlug, previewPage } from '@/lib/pages/preview'
import { NOINDEX } from '@/lib/seo/metadata'

// A staff preview of a page's latest copy, draft included: per request, never cached, framed by /cms only.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Preview', robots: NOINDEX }

type Params = { params: Promise<{ slug: string }> }

const PREVIEW_ROLES: Role[] = ['admin', 'editor']

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
      {PAGE_VIEWS[slug]()}
    </>
  )
}
