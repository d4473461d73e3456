import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { expireEverywhereAfterCommit } from '@/lib/cache/expire'
import type { BlogPost, Redirect } from '@/payload-types'

import { normaliseFrom, normaliseTarget, resolveRedirects } from './rules'
import { setRedirects } from './table'

export const REDIRECTS_SLUG = 'redirects'
/**
 * Announced on the cache-expiry channel when redirects (or the posts they lead to) change: every process reloads them.
 */
export const REDIRECTS_TAG = 'redirects'

/**
 * Where a stored redirect leads now: a published post's address, or the custom address; nothing when its post is gone
 * or unpublished.
 */
export function targetOf(to: Redirect['to']): string | undefined {
  if (to?.type === 'custom') return to.url?.trim() || undefined
  const post = to?.reference?.value
  if (!post || typeof post !== 'object') return undefined
  const { slug, isPublished } = post
  return isPublished && slug ? `/blog/${slug}` : undefined
}

/** Reads every redirect and makes them the ones this process answers (chains collapsed, loops left out). */
export async function loadRedirects(payload: Payload): Promise<number> {
  const { docs } = await payload.find({ collection: REDIRECTS_SLUG, pagination: false, depth: 1, overrideAccess: true })
  const entries: [string, string][] = []
  for (const doc of docs) {
    const from = normaliseFrom(doc.from)
    const target = targetOf(doc.to)
    const checked = target === undefined ? undefined : normaliseTarget(target)
    if ('path' in from && checked && 'target' in checked) entries.push([from.path, checked.target])
  }
  const table = resolveRedirects(entries, env().SITE_URL)
  setRedirects(table)
  return table.size
}

/** Reloads the redirects in the background; a failure is logged and the table in use stays. */
export function reloadRedirects(payload: Payload): void {
  void loadRedirects(payload).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'redirects could not be loaded'),
  )
}

/**
 * Once the write has committed: this process reloads its redirects now, the others when told over the cache-expiry
 * channel.
 */
export async function reloadRedirectsEverywhere(req: PayloadRequest): Promise<void> {
  await expireEverywhereAfterCommit(req, [REDIRECTS_TAG], () => reloadRedirects(req.payload))
}

/**
 * A published post owns its address: a redirect away from it is removed. When its published
 * address changes, the old one answers 301 to the post from then on (following later renames, as
 * the redirect points at the post, not at an address).
 */
export async function redirectRenamedPost(
  req: PayloadRequest,
  doc: Partial<BlogPost>,
  previousDoc: Partial<BlogPost> | undefined,
): Promise<void> {
  const published = Boolean(doc.isPublished)
  const wasPublished = Boolean(previousDoc?.isPublished)
  if (!published && !wasPublished) return
  if (published && doc.slug) {
    await req.payload.delete({
      collection: REDIRECTS_SLUG,
      where: { from: { equals: `/blog/${doc.slug}` } },
      overrideAccess: true,
      req,
    })
    if (wasPublished && previousDoc?.slug && previousDoc.slug !== doc.slug && doc.id !== undefined) {
      const from = `/blog/${previousDoc.slug}`
      const to = { type: 'reference' as const, reference: { relationTo: 'blog-posts' as const, value: doc.id } }
      const { docs } = await req.payload.find({
        collection: REDIRECTS_SLUG,
        where: { from: { equals: from } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (docs[0])
        await req.payload.update({
          collection: REDIRECTS_SLUG,
          id: docs[0].id,
          data: { to },
          overrideAccess: true,
          req,
        })
      else await req.payload.create({ collection: REDIRECTS_SLUG, data: { from, to }, overrideAccess: true, req })
    }
  }
  // Published, unpublished or renamed: where the redirects to this post lead has changed.
  await reloadRedirectsEverywhere(req)
}
