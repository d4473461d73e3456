import type { TaskConfig } from 'payload'

import { emailIncident, type IncidentChange, UPTIME_INCIDENT_EMAIL_TASK } from '@/lib/uptime/incident-alerts'

import { EMAIL_ATTEMPTS } from './deliver-contact-message'
import { whileRunning } from './stale-jobs'

type IncidentEmailIO = { input: { incidentId: number; change: IncidentChange }; output: { status: string } }

/** E-mails the alert address once when an uptime incident opens and once when it closes (queued by the probe). */
export function uptimeIncidentEmailTask(retryDelayMs: number): TaskConfig<IncidentEmailIO> {
  return {
    slug: UPTIME_INCIDENT_EMAIL_TASK,
    label: 'E-mail an uptime incident',
    inputSchema: [
      { name: 'incidentId', type: 'number', required: true },
      { name: 'change', type: 'select', options: ['opened', 'closed'], required: true },
    ],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    retries: { attempts: EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ input, job, req }) => ({
      output: { status: await whileRunning(job.id, () => emailIncident(req.payload, input.incidentId, input.change)) },
    }),
  }
}
