import type { TaskConfig } from 'payload'

import { env } from '@/config/env'
import { WEBHOOK_TASK, type WebhookDelivery } from '@/lib/webhook/events'
import { SIGNATURE_HEADER, signature } from '@/lib/webhook/signature'

/** Deliveries are given up after this many attempts (about a day with the default first delay). */
export const WEBHOOK_ATTEMPTS = 12
const TIMEOUT_MS = 10_000

type WebhookIO = { input: { delivery: WebhookDelivery }; output: { status: number } }

/**
 * POSTs one chat event to CHAT_WEBHOOK_URL with its HMAC signature. Anything but a 2xx answer (or no
 * answer within 10 s) fails the attempt, and the queue tries again with exponential backoff; the
 * delivery id stays the same, so a receiver can ignore a repeat.
 */
export function deliverWebhookTask(retryDelayMs: number): TaskConfig<WebhookIO> {
  return {
    slug: WEBHOOK_TASK,
    label: 'Deliver a CRM webhook event',
    inputSchema: [{ name: 'delivery', type: 'json', required: true }],
    outputSchema: [{ name: 'status', type: 'number', required: true }],
    retries: { attempts: WEBHOOK_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ input }) => {
      const { CHAT_WEBHOOK_URL: url, CHAT_WEBHOOK_SECRET: secret } = env()
      // Switched off since it was queued: nothing to deliver to.
      if (!url || !secret) return { output: { status: 0 } }
      const body = JSON.stringify(input.delivery)
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'agency-site-webhook/1',
          'x-agency-event': input.delivery.event,
          'x-agency-delivery': input.delivery.id,
          [SIGNATURE_HEADER]: signature(secret, body, new Date()),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (response.status < 200 || response.status > 299) throw new Error(`webhook answered ${response.status}`)
      return { output: { status: response.status } }
    },
  }
}
