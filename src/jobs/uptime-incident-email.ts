import type { TaskConfig } from 'payload'

import { emailIncidents, type IncidentChange, UPTIME_INCIDENT_EMAIL_TASK } from '@/lib/uptime/incident-alerts'

import { EMAIL_ATTEMPTS } from './deliver-contact-message'
import { whileRunning } from './stale-jobs'

type IncidentEmailIO = {
  /** `incidentId`: one incident, as jobs queued before a run's incidents shared one e-mail. */
  input: { incidentIds?: number[] | null; incidentId?: number | null; change: IncidentChange }
  output: { status: string }
}

/**
 * E-mails the alert address once for the incidents a probe run opened, once for those it closed (queued by the probe).
 */
export function uptimeIncidentEmailTask(retryDelayMs: number): TaskConfig<IncidentEmailIO> {
  return {
    slug: UPTIME_INCIDENT_EMAIL_TASK,
    label: 'E-mail an uptime incident',
    inputSchema: [
      { name: 'incidentIds', type: 'number', hasMany: true },
      { name: 'incidentId', type: 'number' },
      { name: 'change', type: 'select', options: ['opened', 'closed'], required: true },
    ],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    retries: { attempts: EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ input, job, req }) => {
      const ids = input.incidentIds?.length ? input.incidentIds : input.incidentId ? [input.incidentId] : []
      return { output: { status: await whileRunning(job.id, () => emailIncidents(req.payload, ids, input.change)) } }
    },
  }
}
