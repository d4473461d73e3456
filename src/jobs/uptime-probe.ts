import type { TaskConfig } from 'payload'

import { UPTIME_PROBE_TASK, UPTIME_QUEUE } from '@/lib/uptime/constants'
import { runUptimeProbe, uptimeProbeDue } from '@/lib/uptime/service'

type ProbeIO = { input: Record<string, never>; output: { status: string } }

/**
 * The uptime probe. The Site settings' interval can change at any time, so every minute
 * (UPTIME_QUEUE_CRON) each process asks on its own queue whether the newest stored probe is an
 * interval old, and queues the task when it is; the run checks again under an advisory lock, so
 * however many processes queue it, one probe is made.
 */
export function uptimeProbeTask(cron: string): TaskConfig<ProbeIO> {
  return {
    slug: UPTIME_PROBE_TASK,
    label: 'Uptime probe',
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    schedule: [
      {
        cron,
        queue: UPTIME_QUEUE,
        hooks: {
          // Queued only once a probe is due, to run at this very tick: one job (and one line in the log)
          // per interval rather than per minute. The run checks again under its lock.
          beforeSchedule: async (args) => {
            const scheduled = await args.defaultBeforeSchedule(args)
            if (!scheduled.shouldSchedule) return scheduled
            return (await uptimeProbeDue(args.req.payload))
              ? { ...scheduled, waitUntil: new Date() }
              : { shouldSchedule: false }
          },
        },
      },
    ],
    // A failed run is not retried: the next minute's run probes afresh.
    retries: 0,
    handler: async ({ req }) => {
      const outcome = await runUptimeProbe(req.payload)
      return { output: { status: outcome.status === 'skipped' ? `skipped: ${outcome.reason}` : outcome.status } }
    },
  }
}
