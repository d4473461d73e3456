import {
  Forbidden,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload'

/** Payload's collection of edit locks ("someone is editing this document"), which /cms reads and writes. */
export const LOCKS_SLUG = 'payload-locked-documents'

type LockTarget = { collection: string; id: number } | { global: string }
type LockData = {
  document?: { relationTo?: unknown; value?: unknown } | null
  globalSlug?: unknown
  user?: { relationTo?: unknown; value?: unknown } | null
}

/** A row id (this database's are whole numbers), from an id or a populated document. */
const idOf = (value: unknown): number | undefined => {
  if (value && typeof value === 'object') return idOf((value as { id?: unknown }).id)
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined
}

/** What a lock is on: a collection's document or a global, as stored in the lock. */
function targetOf(lock: LockData): LockTarget | undefined {
  if (typeof lock.globalSlug === 'string' && lock.globalSlug) return { global: lock.globalSlug }
  const id = idOf(lock.document?.value)
  if (typeof lock.document?.relationTo === 'string' && id !== undefined)
    return { collection: lock.document.relationTo, id }
  return undefined
}

/**
 * Whether the request's user may update the document or global a lock is on, by that collection's or global's own rule.
 */
export async function mayUpdate(req: PayloadRequest, target: LockTarget): Promise<boolean> {
  if (!req.user) return false
  if ('global' in target) {
    const global = req.payload.config.globals.find((candidate) => candidate.slug === target.global)
    return Boolean(global && (await global.access.update?.({ req })) === true)
  }
  const collection = req.payload.collections[target.collection as keyof typeof req.payload.collections]?.config
  if (!collection || collection.slug === LOCKS_SLUG) return false
  const access = await collection.access.update?.({ id: target.id, req })
  if (access === true) return true
  if (!access) return false
  const where: Where = { and: [{ id: { equals: target.id } }, access] }
  const { totalDocs } = await req.payload.count({ collection: collection.slug, where, overrideAccess: true, req })
  return totalDocs === 1
}

/**
 * A lock is written in the writer's own name, on something the writer may edit: otherwise any
 * signed-in account could lock admin-only settings or pages, or pose as another user.
 */
const lockOwnEditableOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const lock: LockData = { ...(originalDoc as LockData | undefined), ...(data as LockData) }
  const target = targetOf(lock)
  const self = req.user && lock.user?.relationTo === req.user.collection && idOf(lock.user.value) === req.user.id
  if (!self || !target || !(await mayUpdate(req, target))) throw new Forbidden(req.t)
  return data
}

/** Deleting or changing a lock: only one's own (taking over a lock goes through the hook above). */
const ownLocks = ({ req }: { req: PayloadRequest }): boolean | Where => {
  if (!req.user) return false
  return { and: [{ 'user.relationTo': { equals: req.user.collection } }, { 'user.value': { equals: req.user.id } }] }
}

/**
 * Payload builds the lock collection itself, open to every signed-in user; this narrows it once the
 * config is built (Payload offers no override for it). /cms writes its own locks straight to the
 * database and is not affected; the REST API and the Local API without overrideAccess are.
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG)
  if (!locks) return config
  locks.access = { ...locks.access, delete: ownLocks }
  locks.hooks = { ...locks.hooks, beforeChange: [...(locks.hooks.beforeChange ?? []), lockOwnEditableOnly] }
  return config
}
