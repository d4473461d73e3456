import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { CollectionSlug, PayloadRequest, ServerFunction } from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'

/** What /cms's schedule drawer sends (Payload's `schedule-publish` server function), as received: anything. */
export type ScheduleRequest = {
  type?: unknown
  deleteID?: unknown
  doc?: unknown
  global?: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The status visitors see now, or a reason the document cannot be scheduled. */
async function liveStatus(req: PayloadRequest, args: ScheduleRequest): Promise<{ status?: unknown } | string> {
  const { payload, user } = req
  if (isRecord(args.doc)) {
    const { relationTo, value } = args.doc
    const collection =
      typeof relationTo === 'string' && Object.hasOwn(payload.collections, relationTo)
        ? payload.collections[relationTo as CollectionSlug].config
        : undefined
    if (!collection || !hasScheduledPublishEnabled(collection)) return 'This kind of document cannot be scheduled.'
    const slug = collection.slug
    if ((typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '')
      return 'No document was named to schedule.'
    const id = payload.db.defaultIDType === 'number' ? Number(value) : value
    if (typeof id === 'number' && !Number.isSafeInteger(id)) return 'No document was named to schedule.'
    const doc = await payload.findByID({
      collection: slug,
      id,
      draft: false,
      depth: 0,
      overrideAccess: false,
      user,
      disableErrors: true,
      req,
    })
    return doc ? { status: (doc as { _status?: unknown })._status } : 'The document to schedule was not found.'
  }
  if (typeof args.global === 'string') {
    const global = payload.globals.config.find((candidate) => candidate.slug === args.global)
    if (!global || !hasScheduledPublishEnabled(global)) return 'This page cannot be scheduled.'
    const slug = global.slug
    try {
      const doc = await payload.findGlobal({ slug, draft: false, depth: 0, overrideAccess: false, user, req })
      return { status: (doc as { _status?: unknown })._status }
    } catch {
      return 'The page to schedule was not found.'
    }
  }
  return 'No document was named to schedule.'
}

/**
 * Why a scheduled publish or unpublish asked for in /cms is refused, or undefined to let Payload queue
 * it. Payload queues whatever it is sent: an unpublish of a document that was never published (which
 * would do nothing, at its time, while the editor was told it is scheduled), or a type it does not
 * know (which its task runs as an unpublish). Removing a schedule (`deleteID`) is left to Payload.
 */
export async function refusedSchedule(req: PayloadRequest, args: ScheduleRequest): Promise<string | undefined> {
  if (args.deleteID !== undefined && args.deleteID !== null) return undefined
  if (!req.user) return 'Sign in to schedule a publish.'
  if (args.type !== 'publish' && args.type !== 'unpublish') return 'Choose Publish or Unpublish.'
  const live = await liveStatus(req, args)
  if (typeof live === 'string') return live
  if (args.type === 'unpublish' && live.status !== 'published')
    return 'This has never been published (or is not published now): there is nothing to unpublish. Schedule a publish instead.'
  return undefined
}

/**
 * Payload's `schedule-publish` server function behind refusedSchedule, registered in place of it
 * (src/app/(payload)/layout.tsx). A refusal answers as Payload's own failures do: `{ error }`.
 */
export const guardedSchedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const refusal = await refusedSchedule(args.req, args)
  if (refusal) {
    args.req.payload.logger.warn({ type: args.type, doc: args.doc, global: args.global, refusal }, 'schedule refused')
    return { error: refusal }
  }
  return schedulePublishHandler(args)
}
