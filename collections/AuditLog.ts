import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { adminsOnly, nobody } from '../src/access/roles'

export const AUDIT_LOG = 'audit-log'
/** A permanent deletion, a move to the trash, and a restore from it. */
export const AUDIT_ACTIONS = [
  'delete',
  'trash',
  'restore',
  'experiment-start',
  'experiment-pause',
  'experiment-resume',
  'experiment-end',
  'experiment-winner',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  delete: 'Deleted permanently',
  trash: 'Moved to trash',
  restore: 'Restored from trash',
  'experiment-start': 'Experiment started',
  'experiment-pause': 'Experiment paused',
  'experiment-resume': 'Experiment resumed',
  'experiment-end': 'Experiment ended',
  'experiment-winner': 'Experiment’s winner published',
}
export const SYSTEM_ACTOR = 'system'

/** What identifies a deleted document without any of the personal data it held. */
export type AuditLabel = (doc: Record<string, unknown>) => string

/** `contact message, sent, from 2026-11-20`: a kind, a status and a day, nothing a person wrote. */
export const kindStatusDay =
  (kind: string, statusField: string): AuditLabel =>
  (doc) =>
    [kind, doc[statusField], typeof doc.createdAt === 'string' ? `from ${doc.createdAt.slice(0, 10)}` : undefined]
      .filter(Boolean)
      .join(', ')

function actorOf(req: PayloadRequest): { actorId: number | null; actorUsername: string } {
  const user = req.user
  if (!user || user.collection !== 'users') return { actorId: null, actorUsername: SYSTEM_ACTOR }
  const username = (user as { username?: unknown }).username
  return {
    actorId: Number(user.id),
    actorUsername: typeof username === 'string' && username ? username : `user #${user.id}`,
  }
}

async function record(
  req: PayloadRequest,
  action: AuditAction,
  collection: string,
  id: number | string | undefined,
  label: string,
): Promise<void> {
  await req.payload.create({
    collection: AUDIT_LOG,
    overrideAccess: true,
    req,
    data: {
      action,
      targetCollection: collection,
      targetId: String(id ?? ''),
      label: label.slice(0, 200),
      ...actorOf(req),
    },
  })
}

/**
 * An afterDelete hook that records who deleted which document. It runs for every document of a
 * bulk delete too, and in the delete's own transaction (`req`), so a rolled-back delete leaves no
 * entry and a committed one always has one. In a collection with a trash, this is the permanent
 * deletion (from the trash, or by the job that empties it).
 */
export function auditDeletion(label: AuditLabel): CollectionAfterDeleteHook {
  return async ({ collection, doc, id, req }) => {
    await record(
      req,
      'delete',
      collection.slug,
      id ?? (doc as { id?: number }).id,
      label(doc as Record<string, unknown>),
    )
    return doc
  }
}

const deletedAtOf = (doc: unknown): unknown => (doc as { deletedAt?: unknown } | undefined)?.deletedAt ?? null

/** An afterChange hook that records a move to the trash and a restore from it (Payload's `trash`). */
export function auditTrash(label: AuditLabel): CollectionAfterChangeHook {
  return async ({ collection, doc, operation, previousDoc, req }) => {
    if (operation !== 'update') return doc
    const trashed = deletedAtOf(doc) !== null
    if (trashed === (deletedAtOf(previousDoc) !== null)) return doc
    await record(
      req,
      trashed ? 'trash' : 'restore',
      collection.slug,
      (doc as { id?: number }).id,
      label(doc as Record<string, unknown>),
    )
    return doc
  }
}

/** Records an experiment's start, pause, resume, end or published winner, by whom, in the change's transaction. */
export async function auditExperiment(
  req: PayloadRequest,
  doc: { id: number; name: string; page: string; winner?: string | null },
  action: Extract<AuditAction, `experiment-${string}`>,
): Promise<void> {
  const winner = action === 'experiment-winner' && doc.winner ? `, ${doc.winner} published` : ''
  await record(req, action, 'experiments', doc.id, `experiment “${doc.name}” on ${doc.page}${winner}`)
}

/**
 * Who deleted what, and when. Entries never carry the deleted personal data (names, e-mail
 * addresses, message text): only ids and a neutral label. Admins read them in /cms; nobody creates,
 * changes or deletes them through the API or /cms (the hooks above write with overrideAccess).
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_LOG,
  dbName: 'audit_log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Admin',
    useAsTitle: 'label',
    defaultColumns: ['createdAt', 'action', 'targetCollection', 'targetId', 'label', 'actorUsername'],
    description:
      'Deletions of conversations, contact messages, bookings, posts, images, canned replies, redirects and users, moves to and from the trash, and experiments started, paused, ended or decided. Kept as written: nobody can change or remove an entry.',
  },
  defaultSort: '-createdAt',
  access: {
    read: adminsOnly,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  timestamps: true,
  indexes: [{ fields: ['targetCollection', 'targetId'] }],
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      options: AUDIT_ACTIONS.map((value) => ({ label: AUDIT_ACTION_LABELS[value], value })),
      admin: { readOnly: true },
    },
    { name: 'targetCollection', label: 'Collection', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'targetId', label: 'Document id', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'label',
      type: 'text',
      admin: { readOnly: true, description: 'A neutral description of the deleted document: never its personal data.' },
    },
    {
      name: 'actorId',
      label: 'User id',
      type: 'number',
      admin: { readOnly: true, description: 'Empty for deletions by the system.' },
    },
    {
      name: 'actorUsername',
      label: 'Deleted by',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'The username at the time of the deletion, or "system".' },
    },
  ],
}
