import type { TaskConfig } from 'payload'

import { UPTIME_PROBE_TASK, UPTIME_QUEUE } from '@/lib/uptime/constants'
import { runUptimeProbe } from '@/lib/uptime/service'

type ProbeIO = { input: Record<string, never>; output: { status: string } }

/**
 * The uptime probe. The Site settings' interval can change at any time, so the task is scheduled
 * every minute (UPTIME_QUEUE_CRON) on its own queue, and each run probes only when the newest stored
 * probe is an interval old; every app process schedules it, the run's advisory lock makes one probe.
 */
export function uptimeProbeTask(cron: string): TaskConfig<ProbeIO> {
  return {
    slug: UPTIME_PROBE_TASK,
    label: 'Uptime probe',
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    schedule: [{ cron, queue: UPTIME_QUEUE }],
    // A failed run is not retried: the next minute's run probes afresh.
    retries: 0,
    handler: async ({ req }) => {
      const outcome = await runUptimeProbe(req.payload)
      return { output: { status: outcome.status === 'skipped' ? `skipped: ${outcome.reason}` : outcome.status } }
    },
  }
}
