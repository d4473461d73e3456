import config from '@payload-config'
import { getPayload } from 'payload'

import type { User } from '@/payload-types'

import type { SavedCopies } from './copy'
import type { PageSlug } from './copy'
import { pageFromDoc } from './load'
import { showInThisRequest } from './preview-scope'
import { PAGE_SLUGS } from './registry'

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as string[]).includes(value)
}

/**
 * Loads the latest version of a page's copy (a draft if there is one) as `user` may read it, and
 * makes it the copy this request renders; whether that version is the published one.
 */
export async function previewPage<S extends PageSlug>(slug: S, user: User): Promise<{ published: boolean }> {
  const payload = await getPayload({ config })
  const doc = await payload.findGlobal({ slug, draft: true, depth: 1, overrideAccess: false, user })
  const pages: SavedCopies = {}
  pages[slug] = pageFromDoc(slug, doc)
  showInThisRequest(pages)
  return { published: doc._status === 'published' }
}
