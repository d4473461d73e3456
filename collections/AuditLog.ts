import type { CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { adminsOnly, nobody } from '../src/access/roles'
import { capitalizedOptions } from '../src/lib/plain-text'

export const AUDIT_LOG = 'audit-log'
export const AUDIT_ACTIONS = ['delete'] as const
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

/**
 * An afterDelete hook that records who deleted which document. It runs for every document of a
 * bulk delete too, and in the delete's own transaction (`req`), so a rolled-back delete leaves no
 * entry and a committed one always has one.
 */
export function auditDeletion(label: AuditLabel): CollectionAfterDeleteHook {
  return async ({ collection, doc, id, req }) => {
    await req.payload.create({
      collection: AUDIT_LOG,
      overrideAccess: true,
      req,
      data: {
        action: 'delete',
        targetCollection: collection.slug,
        targetId: String(id ?? (doc as { id?: unknown }).id ?? ''),
        label: label(doc as Record<string, unknown>).slice(0, 200),
        ...actorOf(req),
      },
    })
    return doc
  }
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
      'Deletions of conversations, contact messages, bookings, posts and users. Kept as written: nobody can change or remove an entry.',
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
      options: capitalizedOptions(AUDIT_ACTIONS),
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
