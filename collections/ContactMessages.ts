import type { CollectionConfig } from 'payload'

import { adminsOnly, contentManagers, nobody } from '../src/access/roles'
import { firstTouchField } from '../src/lib/attribution/fields'
import { CONTACT_LIMITS, contactSchema } from '../src/lib/contact/schema'
import { experimentsSeenField } from '../src/lib/experiments/fields'
import { capitalizedOptions } from '../src/lib/plain-text'
import { auditDeletion, kindStatusDay } from './AuditLog'

/** `logged`: written to the server log (MAIL_TRANSPORT=log), never e-mailed; read it here. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'logged', 'failed'] as const

/**
 * Messages from the contact form. Stored before any e-mail is attempted, so nothing is lost when
 * mail fails. Read by admins and editors in /cms; written only by the server.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'deliveryStatus', 'createdAt'],
    description:
      'Messages sent through the contact form. Each is e-mailed to the agency; failed deliveries are retried.',
  },
  access: {
    read: contentManagers,
    create: nobody,
    update: nobody,
    // Admins may erase a message (for example on a privacy request).
    delete: adminsOnly,
  },
  timestamps: true,
  hooks: { afterDelete: [auditDeletion(kindStatusDay('contact message', 'deliveryStatus'))] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: CONTACT_LIMITS.name },
    {
      name: 'email',
      type: 'email',
      required: true,
      // The form's own check, so an address the form accepts is never refused when it is stored.
      validate: (value: string | null | undefined) =>
        contactSchema.shape.email.safeParse(value ?? '').success || 'Please enter a valid email address',
    },
    { name: 'subject', type: 'text', required: true, maxLength: CONTACT_LIMITS.subject },
    { name: 'message', type: 'textarea', required: true, maxLength: CONTACT_LIMITS.messageMax },
    firstTouchField,
    experimentsSeenField,
    {
      type: 'collapsible',
      label: 'Delivery',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'deliveryStatus',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: capitalizedOptions(DELIVERY_STATUSES),
          admin: { readOnly: true },
        },
        { name: 'deliveryAttempts', type: 'number', defaultValue: 0, required: true, admin: { readOnly: true } },
        { name: 'lastDeliveryError', type: 'text', admin: { readOnly: true } },
        { name: 'deliveredAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}
