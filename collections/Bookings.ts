import type { CollectionConfig } from 'payload'

import { adminsOnly, CHAT_ROLES, chatStaff, nobody, shownTo } from '../src/access/roles'
import { firstTouchField } from '../src/lib/attribution/fields'
import { bookingWebhookEndpoints } from '../src/lib/bookings/confirmed/endpoint'
import { BOOKING_PROVIDERS, BOOKING_STATUSES } from '../src/lib/bookings/confirmed/schema'
import { BOOKINGS_SLUG } from '../src/lib/bookings/confirmed/store'
import { auditDeletion, kindStatusDay } from './AuditLog'

/**
 * Calls booked through Calendly or Cal.com, as the scheduler confirmed them in a signed webhook
 * (POST /api/bookings/webhook/calendly and /api/bookings/webhook/cal-com). Only those webhooks
 * write rows; staff read them. Admins may delete one (an invitee who asks for their data to be
 * erased), which the audit log records without the invitee's name or address.
 */
export const Bookings: CollectionConfig = {
  slug: BOOKINGS_SLUG,
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    group: 'Chat',
    hidden: shownTo(...CHAT_ROLES),
    useAsTitle: 'inviteeName',
    defaultColumns: ['inviteeName', 'startsAt', 'status', 'provider', 'createdAt'],
    description: 'Calls booked with the scheduler, as its webhooks report them.',
  },
  defaultSort: '-createdAt',
  access: { read: chatStaff, create: nobody, update: nobody, delete: adminsOnly },
  hooks: { afterDelete: [auditDeletion(kindStatusDay('booking', 'status'))] },
  indexes: [{ fields: ['provider', 'providerBookingId'], unique: true }],
  endpoints: bookingWebhookEndpoints,
  fields: [
    {
      name: 'provider',
      type: 'select',
      required: true,
      options: BOOKING_PROVIDERS.map((value) => ({ label: value === 'cal-com' ? 'Cal.com' : 'Calendly', value })),
    },
    { name: 'providerBookingId', label: 'Booking id at the provider', type: 'text', required: true, maxLength: 500 },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: BOOKING_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
    },
    {
      name: 'startsAt',
      label: 'Scheduled for',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'providerEventAt',
      label: 'Last scheduler event',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the scheduler made the newest delivery this booking follows; older deliveries are ignored.',
      },
    },
    { name: 'inviteeName', type: 'text', required: true, maxLength: 200 },
    { name: 'inviteeEmail', type: 'text', required: true, maxLength: 320 },
    {
      name: 'tracking',
      type: 'json',
      admin: { description: 'The booking link’s utm_* (Calendly) or metadata (Cal.com) parameters.' },
    },
    // The click this booking came from (by the reference the link carried), and what it joins.
    { name: 'click', type: 'relationship', relationTo: 'booking-clicks', index: true },
    { name: 'conversation', type: 'relationship', relationTo: 'chat-conversations', index: true },
    {
      name: 'source',
      label: 'Booking link',
      type: 'text',
      maxLength: 60,
      admin: { description: 'The ref of the link that was clicked (hero, nav, chat, …).' },
    },
    { name: 'page', type: 'text', maxLength: 300, admin: { description: 'The page the link was clicked on.' } },
    firstTouchField,
  ],
}
