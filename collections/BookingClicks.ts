import type { CollectionConfig } from 'payload'

import { adminsOnly, chatStaff, nobody } from '../src/access/roles'
import { firstTouchField } from '../src/lib/attribution/fields'
import { experimentsSeenField } from '../src/lib/experiments/fields'

/**
 * One row per click on a booking link: which link (`source`, the link's ref), on which page, when,
 * and the visitor's conversation when they had one and allowed functional cookies. No IP address,
 * no visitor id: without a conversation a click is only counted. Written by POST /api/booking-click.
 */
export const BookingClicks: CollectionConfig = {
  slug: 'booking-clicks',
  dbName: 'booking_clicks',
  labels: { singular: 'Booking click', plural: 'Booking clicks' },
  admin: {
    group: 'Chat',
    useAsTitle: 'source',
    defaultColumns: ['source', 'page', 'conversation', 'createdAt'],
    description: 'Clicks on “Book a call” links, for the report at /admin/reports.',
  },
  defaultSort: '-createdAt',
  access: { read: chatStaff, create: nobody, update: nobody, delete: adminsOnly },
  indexes: [{ fields: ['createdAt', 'source'] }],
  fields: [
    { name: 'source', type: 'text', required: true, maxLength: 60, index: true },
    { name: 'page', type: 'text', required: true, maxLength: 300 },
    // A deleted conversation leaves the click counted but tied to no one.
    { name: 'conversation', type: 'relationship', relationTo: 'chat-conversations', index: true },
    {
      // Random, made by the browser at the click and added to the booking link, so the scheduler's
      // webhook hands it back and the booking joins this click (src/lib/bookings/).
      name: 'reference',
      type: 'text',
      unique: true,
      maxLength: 64,
    },
    firstTouchField,
    experimentsSeenField,
  ],
}
