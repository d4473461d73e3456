import type { TaskConfig } from 'payload'

import { env } from '@/config/env'
import { ALERT_EMAIL_TASK, sendQueuedAlerts } from '@/lib/alerts/email-queue'
import { alertSettings } from '@/lib/alerts/settings'

import { EMAIL_ATTEMPTS } from './deliver-contact-message'

type AlertEmailIO = { input: Record<string, never>; output: { sent: number } }

/**
 * Queued with each alert e-mail (src/lib/alerts/email-queue.ts); the e-mail queue's cron runs it.
 * The first run takes every alert queued by then, so alerts that arrive together leave as one digest
 * and the runs after it find nothing to send.
 */
export function alertEmailTask(retryDelayMs: number): TaskConfig<AlertEmailIO> {
  return {
    slug: ALERT_EMAIL_TASK,
    label: 'E-mail staff alerts',
    retries: { attempts: EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ req }) => {
      const settings = alertSettings()
      return {
        output: await sendQueuedAlerts(req.payload, {
          to: settings.alertEmail,
          agencyName: settings.agencyName,
          siteUrl: env().SITE_URL,
        }),
      }
    },
  }
}
