import type { CollectionConfig } from 'payload'

import { adminsOnly, CHAT_ROLES, chatStaff, nobody, shownTo } from '../src/access/roles'
import {
  ALERT_CHANNELS,
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  ALERT_STATUSES,
  STAFF_ALERTS_SLUG,
} from '../src/lib/alerts/constants'
import { capitalizedOptions } from '../src/lib/plain-text'

/**
 * The alert log: every push and alert e-mail the site sent staff (or failed to), about a waiting
 * chat, a contact message or a site incident. `dedupeKey` is unique, so however many processes
 * notice the same wait, one alert goes out per conversation per wait and channel.
 */
export const StaffAlerts: CollectionConfig = {
  slug: STAFF_ALERTS_SLUG,
  labels: { singular: 'Staff alert', plural: 'Staff alerts' },
  admin: {
    group: 'Chat',
    hidden: shownTo(...CHAT_ROLES),
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'kind', 'channel', 'status', 'summary'],
    description: 'Push notifications and alert e-mails sent to staff.',
  },
  defaultSort: '-createdAt',
  access: { read: chatStaff, create: nobody, update: nobody, delete: adminsOnly },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: ALERT_KINDS.map((value) => ({ label: ALERT_KIND_LABELS[value], value })),
    },
    { name: 'channel', type: 'select', required: true, options: capitalizedOptions(ALERT_CHANNELS) },
    { name: 'status', type: 'select', required: true, options: capitalizedOptions(ALERT_STATUSES) },
    { name: 'summary', type: 'text', required: true, maxLength: 300 },
    {
      name: 'recipients',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'Devices or e-mail addresses it was sent to.' },
    },
    { name: 'conversation', type: 'relationship', relationTo: 'chat-conversations', index: true },
    { name: 'contactMessage', type: 'relationship', relationTo: 'contact-messages' },
    { name: 'incident', type: 'relationship', relationTo: 'uptime-incidents' },
    { name: 'dedupeKey', type: 'text', required: true, unique: true, maxLength: 200, admin: { readOnly: true } },
    { name: 'error', type: 'text', maxLength: 500 },
  ],
}
