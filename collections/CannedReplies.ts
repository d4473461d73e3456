import type { CollectionConfig } from 'payload'

import { adminsOnly, chatStaff } from '../src/access/roles'
import { CANNED_PLACEHOLDERS, unknownPlaceholders } from '../src/lib/chat/canned'
import { CHAT_LIMITS } from '../src/lib/chat/constants'
import { messageTextSchema, validateMessageText } from '../src/lib/chat/schema'
import { withoutNul } from '../src/lib/plain-text'
import { auditDeletion, type AuditLabel, auditTrash } from './AuditLog'

const replyLabel: AuditLabel = (doc) => `canned reply ${typeof doc.title === 'string' ? `“${doc.title}”` : ''}`

const placeholderList = CANNED_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')

/**
 * Answers the team gives again and again, inserted in the chat console by typing "/" in the reply box.
 * Admins write them in /cms; everyone who answers chats reads them.
 */
export const CannedReplies: CollectionConfig = {
  slug: 'canned-replies',
  dbName: 'canned_replies',
  labels: { singular: 'Canned reply', plural: 'Canned replies' },
  admin: {
    group: 'Chat',
    useAsTitle: 'title',
    defaultColumns: ['title', 'text', 'updatedAt'],
    description: `Replies the chat console inserts when you type "/" in the reply box. Placeholders: ${placeholderList}.`,
  },
  defaultSort: 'title',
  // Deleting in /cms moves a reply to the trash; the console no longer offers it.
  trash: true,
  hooks: { afterChange: [auditTrash(replyLabel)], afterDelete: [auditDeletion(replyLabel)] },
  access: {
    read: chatStaff,
    create: adminsOnly,
    update: adminsOnly,
    delete: adminsOnly,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'What the console lists and filters by, e.g. "Pricing" or "Book a call".' },
      hooks: {
        beforeValidate: [
          ({ value }: { value?: unknown }) => (typeof value === 'string' ? withoutNul(value).trim() : value),
        ],
      },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: CHAT_LIMITS.messageMax,
      admin: {
        description: `The reply as the visitor reads it. Placeholders filled in when inserted: ${placeholderList}.`,
      },
      hooks: { beforeValidate: [({ value }: { value?: unknown }) => messageTextSchema.safeParse(value).data ?? value] },
      validate: (value: string | null | undefined) => {
        const valid = validateMessageText(value)
        if (valid !== true) return valid
        const unknown = unknownPlaceholders(value ?? '')
        return (
          unknown.length === 0 ||
          `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}. Use ${placeholderList}.`
        )
      },
    },
  ],
}
