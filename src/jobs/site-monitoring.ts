import type { TaskConfig } from 'payload'

import { MONITORING_CRON, MONITORING_QUEUE, SITE_MONITORING_TASK } from '@/lib/site-audit/constants'
import { runSiteCheck } from '@/lib/site-audit/service'

type MonitoringIO = { input: { manual?: boolean }; output: { reportId: number; summary: string } }

/**
 * The monthly site check: Payload's scheduler queues it for 02:00 UTC on the 1st (servers run with
 * TZ=UTC) and the running server's autoRun cron processes the queue. Manual runs use the same check
 * through POST /api/site-monitoring.
 */
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
    // A failed month is not retried in a loop; the next schedule (or a manual run) checks again.
    retries: 0,
    handler: async ({ req }) => {
      const { reportId, summary } = await runSiteCheck(req.payload)
      return { output: { reportId, summary } }
    },
  }
}
