import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  RelationshipFieldSingleValidation,
} from 'payload'
import { relationship } from 'payload/shared'

import { adminsOnly, CHAT_ROLES, chatStaff, nobody } from '../src/access/roles'
import { firstTouchField } from '../src/lib/attribution/fields'
import { publishConversation, publishDeletion } from '../src/lib/chat/broadcast'
import { CHAT_LIMITS, CONVERSATION_OUTCOMES, CONVERSATION_STATUSES, OUTCOME_LABELS } from '../src/lib/chat/constants'
import { CHAT_MESSAGES, visitorEmailSchema } from '../src/lib/chat/schema'
import { transcriptEndpoint } from '../src/lib/chat/transcript'
import { agentName } from '../src/lib/chat/views'
import { queueConversationOutcome } from '../src/lib/chat/webhooks'
import { idOrNull } from '../src/lib/db/relation-id'
import { experimentsSeenField } from '../src/lib/experiments/fields'
import { capitalizedOptions } from '../src/lib/plain-text'
import type { ChatConversation } from '../src/payload-types'
import { auditDeletion, kindStatusDay } from './AuditLog'

/**
 * Creation and status changes from every write path (socket, REST, /cms) reaches the sockets from here, once the row is
 * committed.
 */
const broadcastConversation: CollectionAfterChangeHook<ChatConversation> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  // A message's touch of last_message_at travels with the message's own broadcast.
  if (
    operation === 'update' &&
    previousDoc?.status === doc.status &&
    idOrNull(previousDoc?.assignee) === idOrNull(doc.assignee) &&
    previousDoc?.outcome === doc.outcome
  ) {
    return doc
  }
  await publishConversation(req, doc)
  return doc
}

/** A new outcome label goes to the CRM webhook (when one is set), in the save's transaction. */
const outcomeWebhook: CollectionAfterChangeHook<ChatConversation> = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || previousDoc?.outcome === doc.outcome) return doc
  const by = req.user?.collection === 'users' ? agentName(req.user) : 'system'
  await queueConversationOutcome(req, doc, by)
  return doc
}

/**
 * When a conversation was closed (for the report's resolution time): set here only, whatever a write sends; reopening
 * clears it.
 */
const stampClosedAt: CollectionBeforeChangeHook<ChatConversation> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (status !== 'closed') data.closedAt = null
  else data.closedAt = originalDoc?.status === 'closed' ? (originalDoc.closedAt ?? null) : new Date().toISOString()
  return data
}

/**
 * The assignee must be someone who answers chats (the field's filterOptions), checked with the
 * server's rights: support staff may read only their own user record, so under their access every
 * colleague would look missing. An unchanged assignee is not checked again, so any write by staff
 * who may edit the conversation (close, label, reopen) never fails on who holds it.
 */
const validateAssignee: RelationshipFieldSingleValidation = (value, options) =>
  String(relatedId(value)) === String(relatedId(options.previousValue))
    ? true
    : relationship(value, { ...options, overrideAccess: true })

/** The id a relationship value names, in whichever shape it comes (id, populated doc, { relationTo, value }). */
const relatedId = (value: unknown): string | number | null => {
  const id =
    value && typeof value === 'object'
      ? ((value as { id?: unknown }).id ?? (value as { value?: unknown }).value)
      : value
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/** Deleting a conversation (an admin's answer to a privacy request) deletes its messages and notes with it. */
const deleteMessages: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'chat-messages',
    where: { conversation: { equals: id } },
    req,
    overrideAccess: true,
  })
  await req.payload.delete({
    collection: 'chat-notes',
    where: { conversation: { equals: id } },
    req,
    overrideAccess: true,
  })
}

const broadcastDeletion: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await publishDeletion(req, doc)
  return doc
}

/**
 * A visitor's chat with the team. Visitors never reach this collection through the API: the chat
 * server (src/lib/chat/conversations.ts and beside it) reads and writes it for them, scoped to their signed visitor id.
 */
export const ChatConversations: CollectionConfig = {
  slug: 'chat-conversations',
  dbName: 'chat_conversations',
  labels: { singular: 'Chat conversation', plural: 'Chat conversations' },
  admin: {
    group: 'Chat',
    useAsTitle: 'visitorName',
    defaultColumns: ['visitorName', 'visitorEmail', 'visitorPhone', 'status', 'assignee', 'lastMessageAt'],
    listSearchableFields: ['visitorName', 'visitorEmail', 'visitorPhone'],
  },
  defaultSort: '-lastMessageAt',
  access: {
    read: chatStaff,
    create: nobody,
    update: chatStaff,
    delete: adminsOnly,
  },
  indexes: [
    // "the open conversation of a visitor, newest first"
    { fields: ['visitorId', 'status', 'createdAt'] },
    // "all conversations by last message" (then created time)
    { fields: ['lastMessageAt', 'createdAt'] },
  ],
  endpoints: [transcriptEndpoint],
  hooks: {
    beforeChange: [stampClosedAt],
    afterChange: [broadcastConversation, outcomeWebhook],
    beforeDelete: [deleteMessages],
    afterDelete: [broadcastDeletion, auditDeletion(kindStatusDay('chat conversation', 'status'))],
  },
  fields: [
    {
      name: 'visitorId',
      type: 'text',
      required: true,
      access: { update: () => false },
      admin: { readOnly: true, hidden: true },
    },
    {
      name: 'visitorName',
      type: 'text',
      required: true,
      maxLength: CHAT_LIMITS.nameMax,
      access: { update: () => false },
    },
    {
      name: 'visitorEmail',
      type: 'email',
      access: { update: () => false },
      // The widget's own check, so an address the widget accepts is never refused here.
      validate: (value: string | null | undefined) =>
        !value || visitorEmailSchema.safeParse(value).success || CHAT_MESSAGES.emailInvalid,
    },
    { name: 'visitorPhone', type: 'text', maxLength: CHAT_LIMITS.phoneMax, access: { update: () => false } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: capitalizedOptions(CONVERSATION_STATUSES),
      admin: { position: 'sidebar' },
    },
    {
      name: 'outcome',
      type: 'select',
      options: CONVERSATION_OUTCOMES.map((value) => ({ label: OUTCOME_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'How the conversation ended, for the bookings report.' },
    },
    {
      name: 'closedAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Who answers this conversation: taken in the console ("mine") or handed over to someone else.
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { in: CHAT_ROLES } },
      validate: validateAssignee,
      admin: {
        position: 'sidebar',
        description: 'The staff member answering this conversation. Only Admin and Support accounts can be chosen.',
      },
    },
    {
      // Where the visitor is and came from (src/lib/chat/context.ts): written by the chat server only.
      name: 'visitorContext',
      type: 'json',
      access: { update: () => false },
      admin: {
        readOnly: true,
        description:
          'The page the visitor is on, this visit’s pages, referrer and UTM tags, device class and time zone.',
      },
    },
    // Read receipts: unread counts in the console, and whether a staff reply still needs e-mailing.
    ...(['staffSeenAt', 'visitorSeenAt', 'replyEmailedAt'] as const).map((name) => ({
      name,
      type: 'date' as const,
      access: { update: () => false },
      admin: { position: 'sidebar' as const, readOnly: true, date: { pickerAppearance: 'dayAndTime' as const } },
    })),
    firstTouchField,
    experimentsSeenField,
    {
      name: 'lastMessageAt',
      type: 'date',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
