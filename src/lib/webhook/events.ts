import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import type { FirstTouchInput } from '@/lib/attribution/schema'

/** An uptime incident (src/lib/uptime) as the webhook carries it; `closedAt` and the duration only once it closed. */
export type IncidentEventData = {
  incidentId: number
  target: string
  targetLabel: string
  openedAt: string
  closedAt: string | null
  durationSeconds: number | null
  cause: string
  failedProbes: number
  monitoringUrl: string
}

/** What a CRM receives: one JSON object per event, signed (./signature.ts). */
export type WebhookEvent =
  | {
      event: 'conversation.started'
      data: {
        conversationId: number
        visitorName: string
        visitorEmail: string | null
        visitorPhone: string | null
        page: string | null
      }
    }
  | { event: 'booking.clicked'; data: { clickId: number; source: string; page: string; conversationId: number | null } }
  | { event: 'conversation.outcome'; data: { conversationId: number; outcome: string | null; by: string } }
  | {
      event: 'contact.submitted'
      data: {
        messageId: number
        name: string
        email: string
        subject: string
        message: string
        firstTouch: FirstTouchInput | null
      }
    }
  | { event: 'incident.opened'; data: IncidentEventData }
  | { event: 'incident.closed'; data: IncidentEventData }

export type WebhookDelivery = WebhookEvent & { id: string; occurredAt: string }

export const WEBHOOK_TASK = 'deliver-webhook'
export const WEBHOOK_QUEUE = 'webhooks'

/**
 * Queues the event for delivery when a webhook URL is configured: in the caller's transaction when
 * `req` has one, so an event is sent only for a write that committed.
 */
export async function queueWebhook(req: PayloadRequest, event: WebhookEvent): Promise<void> {
  if (!env().CHAT_WEBHOOK_URL) return
  const delivery: WebhookDelivery = { ...event, id: randomUUID(), occurredAt: new Date().toISOString() }
  await req.payload.jobs.queue({ task: WEBHOOK_TASK, queue: WEBHOOK_QUEUE, input: { delivery }, req })
}
