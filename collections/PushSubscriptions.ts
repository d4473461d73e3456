import type { CollectionConfig } from 'payload'

import { CHAT_ROLES, chatStaffOwnRecords, nobody, shownTo } from '../src/access/roles'
import { PUSH_SUBSCRIPTIONS_SLUG } from '../src/lib/alerts/constants'

/**
 * The browsers a staff member turned alerts on in (/admin/chat): one Web Push subscription each.
 * Written by the console's subscribe endpoint; each person sees and removes only their own; a
 * subscription the push service answers 404 or 410 is deleted by the sender.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: PUSH_SUBSCRIPTIONS_SLUG,
  labels: { singular: 'Alert device', plural: 'Alert devices' },
  admin: {
    group: 'Chat',
    hidden: shownTo(...CHAT_ROLES),
    useAsTitle: 'device',
    defaultColumns: ['device', 'user', 'createdAt', 'lastSentAt'],
    description: 'Browsers that receive push alerts for waiting chats. Each person sees and removes their own.',
  },
  defaultSort: '-createdAt',
  access: { read: chatStaffOwnRecords, create: nobody, update: nobody, delete: chatStaffOwnRecords },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'endpoint', type: 'text', required: true, unique: true, maxLength: 1000, admin: { readOnly: true } },
    // The subscription's keys (RFC 8291): the browser's public key and auth secret.
    { name: 'p256dh', type: 'text', required: true, maxLength: 200, hidden: true },
    { name: 'auth', type: 'text', required: true, maxLength: 100, hidden: true },
    {
      name: 'device',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { readOnly: true, description: 'Browser and system, from the user agent.' },
    },
    {
      name: 'lastSentAt',
      label: 'Last alert sent',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
