import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { hasRole, type Role } from '@/access/roles'
import { PAGE_VIEWS } from '@/app/(site)/page-views'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { PreviewRefused } from '@/components/preview/PreviewRefused'
import { siteConfig } from '@/config/site'
import { currentUser } from '@/lib/auth/staff'
import { variantCopy } from '@/lib/experiments/variant-copy'
import { showInThisRequest } from '@/lib/pages/preview-scope'
import { NOINDEX } from '@/lib/seo/metadata'

// An experiment's variant as its visitors see it, for editors: per request, never cached, never counted.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Experiment preview', robots: NOINDEX }

type Params = { params: Promise<{ id: string }> }

const PREVIEW_ROLES: Role[] = ['admin', 'editor']

export default async function ExperimentPreview({ params }: Params) {
  const { id } = await params
  const user = await currentUser()
  if (!user) redirect(`/cms/login?redirect=${encodeURIComponent(`/preview/experiments/${id}`)}`)
  if (!hasRole(user, ...PREVIEW_ROLES))
    return <PreviewRefused roles={PREVIEW_ROLES} username={user.username} what="experiments" />
  const variant = await variantCopy(id, { running: false })
  if (!variant) notFound()
  showInThisRequest(variant.pages)
  const { experiment } = variant
  return (
    <>
      <PreviewBar
        published
        message={`Preview of the variant of “${experiment.name}” (${experiment.status}), as the visitors in its arm see it.`}
        editHref={`/cms/collections/experiments/${experiment.id}`}
        serverURL={siteConfig().baseUrl}
      />
      {PAGE_VIEWS[variant.page]()}
    </>
  )
}
