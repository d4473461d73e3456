import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { hasRole, type Role } from '@/access/roles'
import { ArticlePage } from '@/components/blog/ArticlePage'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { PreviewRefused } from '@/components/preview/PreviewRefused'
import { siteConfig } from '@/config/site'
import { currentUser } from '@/lib/auth/staff'
import { loadPostPreview } from '@/lib/blog/article'
import { NOINDEX } from '@/lib/seo/metadata'

// A staff preview of a post's latest version, draft included: per request, never cached, framed by /cms only.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Preview', robots: NOINDEX }

type Params = { params: Promise<{ id: string }> }

const PREVIEW_ROLES: Role[] = ['admin', 'editor']

export default async function PostPreviewPage({ params }: Params) {
  const { id } = await params
  // A post id is a PostgreSQL integer: anything else is no post.
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound()
  const user = await currentUser()
  if (!user) redirect(`/cms/login?redirect=${encodeURIComponent(`/preview/blog/${id}`)}`)
  if (!hasRole(user, ...PREVIEW_ROLES))
    return <PreviewRefused roles={PREVIEW_ROLES} username={user.username} what="unpublished posts" />
  const preview = await loadPostPreview(Number(id), user)
  if (!preview) notFound()
  return (
    <>
      <PreviewBar
        published={preview.published}
        editHref={`/cms/collections/blog-posts/${id}`}
        serverURL={siteConfig().baseUrl}
      />
      <ArticlePage article={preview.article} />
    </>
  )
}
