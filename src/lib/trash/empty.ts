import type { Payload, Where } from 'payload'

import { TRASH_COLLECTIONS, TRASH_RETENTION_DAYS, UNTITLED_DRAFT_HOURS } from './constants'
import type { TrashCollection } from './constants'

const DAY_MS = 24 * 3_600_000

export type EmptiedTrash = Record<TrashCollection, number> & { untitledDrafts: number; refused: number }

/**
 * Deletes for good what has been in the trash longer than TRASH_RETENTION_DAYS, each document
 * through Payload (its hooks run: the audit log records a permanent deletion by "system", an
 * image's files go with it). A deletion a hook refuses is counted and left for the next run.
 */
export async function emptyTrash(payload: Payload, now = new Date()): Promise<EmptiedTrash> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS).toISOString()
  const result = { untitledDrafts: 0, refused: 0 } as EmptiedTrash
  for (const collection of TRASH_COLLECTIONS) {
    const { docs, errors } = await payload.delete({
      collection,
      where: { deletedAt: { less_than: cutoff } },
      trash: true,
      overrideAccess: true,
      depth: 0,
    })
    result[collection] = docs.length
    result.refused += errors.length
    for (const error of errors) payload.logger.warn({ collection, id: error.id, reason: error.message }, 'trash: kept')
  }
  result.untitledDrafts = await deleteUntitledDrafts(payload, now)
  return result
}

const untitled: Where = { or: [{ title: { exists: false } }, { title: { equals: '' } }] }

/**
 * Posts whose newest version has no title, that were never published and that nobody touched for
 * UNTITLED_DRAFT_HOURS: the rows "Create New" leaves behind when the editor goes away. Nothing of
 * them was ever on the site or had a name, so they are deleted, not trashed.
 */
export async function deleteUntitledDrafts(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNTITLED_DRAFT_HOURS * 3_600_000).toISOString()
  const { docs } = await payload.find({
    collection: 'blog-posts',
    draft: true,
    trash: true,
    where: { and: [untitled, { updatedAt: { less_than: cutoff } }] },
    pagination: false,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
  })
  let deleted = 0
  for (const { id } of docs) {
    const published = await payload.countVersions({
      collection: 'blog-posts',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
      overrideAccess: true,
    })
    if (published.totalDocs > 0) continue
    await payload.delete({ collection: 'blog-posts', id, trash: true, overrideAccess: true, depth: 0 })
    deleted += 1
  }
  return deleted
}
