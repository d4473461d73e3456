import type { CollectionConfig } from 'payload'

import { adminsOnly, monitoringStaff, nobody, shownTo } from '../src/access/roles'
import { UPTIME_INCIDENTS_SLUG, UPTIME_TARGET_LABELS, UPTIME_TARGETS } from '../src/lib/uptime/constants'

/**
 * Outages the uptime probe saw (src/lib/uptime): one opens when a target fails two probes in a row
 * and closes at the next probe that passes. Only the probe writes them; /monitoring shows them.
 */
export const UptimeIncidents: CollectionConfig = {
  slug: UPTIME_INCIDENTS_SLUG,
  labels: { singular: 'Uptime incident', plural: 'Uptime incidents' },
  admin: {
    group: 'Monitoring',
    hidden: shownTo('admin'),
    useAsTitle: 'cause',
    defaultColumns: ['target', 'openedAt', 'closedAt', 'cause'],
  },
  defaultSort: '-openedAt',
  access: { read: monitoringStaff, create: nobody, update: nobody, delete: adminsOnly },
  fields: [
    {
      name: 'target',
      type: 'select',
      required: true,
      index: true,
      options: UPTIME_TARGETS.map((value) => ({ label: UPTIME_TARGET_LABELS[value], value })),
    },
    {
      name: 'openedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'closedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'cause',
      type: 'text',
      required: true,
      maxLength: 500,
      admin: { description: 'What the probe that opened it saw.' },
    },
    { name: 'failedProbes', type: 'number', required: true, min: 0 },
  ],
}
