import type { ArrayField } from 'payload'

import { ARMS } from './assign'

/**
 * The experiments' arms a visitor had been shown today when they did something (a chat started, a booking click, a
 * contact message), joined by the day's cookieless visitor id (src/lib/experiments/seen.ts). Like the first touch it
 * travels with what the visitor does next: a booked call takes it from its click. Written by the server only.
 */
export const experimentsSeenField: ArrayField = {
  name: 'experiments',
  label: 'Experiments seen',
  type: 'array',
  access: { update: () => false },
  admin: {
    readOnly: true,
    description: 'The experiments this visitor had seen today, and which version of the page each showed them.',
  },
  fields: [
    { name: 'experiment', type: 'relationship', relationTo: 'experiments', index: true },
    { name: 'arm', type: 'select', required: true, options: ARMS.map((arm) => ({ label: arm, value: arm })) },
  ],
}
