import type { CollectionConfig } from 'payload'

import { adminsOnly, monitoringStaff, nobody, shownTo } from '../src/access/roles'
import { capitalizedOptions } from '../src/lib/plain-text'
import { REPORT_STATUSES } from '../src/lib/site-audit/constants'

/**
 * Results of the site check (src/lib/site-audit). Admins and support staff read them in /monitoring
 * and /cms; only the check writes them; admins may delete old ones.
 */
export const SiteMonitoringReports: CollectionConfig = {
  slug: 'site-monitoring-reports',
  dbName: 'site_monitoring_reports',
  labels: { singular: 'Monitoring report', plural: 'Monitoring reports' },
  admin: {
    group: 'Monitoring',
    // Support staff read reports at /monitoring (linked from the dashboard); the raw records are for admins.
    hidden: shownTo('admin'),
    useAsTitle: 'summary',
    defaultColumns: ['reportDate', 'status', 'summary'],
  },
  defaultSort: '-reportDate',
  access: {
    read: monitoringStaff,
    create: nobody,
    update: nobody,
    delete: adminsOnly,
  },
  fields: [
    {
      name: 'reportDate',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: capitalizedOptions(REPORT_STATUSES),
    },
    { name: 'summary', type: 'textarea', required: true },
    // { averageResponseTime, totalPagesChecked, pages: { [path]: { responseTime, status } } }
    { name: 'metrics', type: 'json', required: true },
    // [{ severity: 'high' | 'medium' | 'low', page, message }]
    { name: 'issues', type: 'json', required: true },
  ],
}
