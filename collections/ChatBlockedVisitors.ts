import type { CollectionConfig } from 'payload'

import { chatStaff, nobody } from '../src/access/roles'
import { CHAT_LIMITS } from '../src/lib/chat/constants'

/**
 * Visitors whose chats staff labelled spam and blocked from the console: their messages are refused
 * politely and nothing they send is stored. Deleting a row (here or "Unblock" in the console) lifts it.
 */
export const ChatBlockedVisitors: CollectionConfig = {
  slug: 'chat-blocked-visitors',
  dbName: 'chat_blocked_visitors',
  labels: { singular: 'Blocked chat visitor', plural: 'Blocked chat visitors' },
  admin: { group: 'Chat', useAsTitle: 'visitorName', defaultColumns: ['visitorName', 'blockedBy', 'createdAt'] },
  access: { read: chatStaff, create: nobody, update: nobody, delete: chatStaff },
  fields: [
    { name: 'visitorId', type: 'text', required: true, unique: true, admin: { readOnly: true, hidden: true } },
    { name: 'visitorName', type: 'text', required: true, maxLength: CHAT_LIMITS.nameMax, admin: { readOnly: true } },
    { name: 'blockedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
