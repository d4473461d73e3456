import type { TaskConfig } from 'payload'

import { MONITORING_CRON, MONITORING_QUEUE, SITE_MONITORING_TASK } from '@/lib/monitoring/constants'

type MonitoringIO = { input: { manual?: boolean }; output: { reportId: number; summary: string } }

/** The monthly site check, queued by Payload's scheduler and processed by the running server. */
export function siteMonitoringTask(): TaskConfig<MonitoringIO> {
  return {
    slug: SITE_MONITORING_TASK,
    label: 'Site monitoring check',
    inputSchema: [{ name: 'manual', type: 'checkbox' }],
    outputSchema: [
      { name: 'reportId', type: 'number', required: true },
      { name: 'summary', type: 'text', required: true },
    ],
    schedule: [{ cron: MONITORING_CRON, queue: MONITORING_QUEUE }],
    retries: 0,
    handler: async () => {
      throw new Error('site monitoring is not implemented yet')
    },
  }
}
