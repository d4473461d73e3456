import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { escapeHtml, headerSafe } from '@/lib/contact/mail'
import { LOCK_KEYS } from '@/lib/db/advisory-lock'
import { databasePool } from '@/lib/db/pool'
import { wasLogged } from '@/lib/email/adapter'
import { EMAIL_QUEUE } from '@/lib/email/queue'
import { currentSettings } from '@/lib/settings/current'
import { loadSiteSettings } from '@/lib/settings/load'
import type { IncidentEventData, WebhookEvent } from '@/lib/webhook/events'
import type { UptimeIncident } from '@/payload-types'

import { formatDuration } from './classify'
import { UPTIME_INCIDENTS_SLUG, UPTIME_TARGET_LABELS } from './constants'

export const UPTIME_INCIDENT_EMAIL_TASK = 'uptime-incident-email'
export type IncidentChange = 'opened' | 'closed'

type IncidentFields = Pick<UptimeIncident, 'id' | 'target' | 'openedAt' | 'closedAt' | 'cause' | 'failedProbes'>

/** The alert log's key of one incident e-mail: unique, so it is written once. */
export const incidentDedupeKey = (incidentId: number, change: IncidentChange) => `incident:${incidentId}:${change}`

const monitoringUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/monitoring`

export function incidentData(incident: IncidentFields, siteUrl: string): IncidentEventData {
  const closedAt = incident.closedAt ?? null
  return {
    incidentId: incident.id,
    target: incident.target,
    targetLabel: UPTIME_TARGET_LABELS[incident.target],
    openedAt: incident.openedAt,
    closedAt,
    durationSeconds: closedAt ? Math.round((Date.parse(closedAt) - Date.parse(incident.openedAt)) / 1000) : null,
    cause: incident.cause,
    failedProbes: Number(incident.failedProbes),
    monitoringUrl: monitoringUrl(siteUrl),
  }
}

export function incidentEvent(incident: IncidentFields, change: IncidentChange, siteUrl: string): WebhookEvent {
  return change === 'opened'
    ? { event: 'incident.opened', data: incidentData(incident, siteUrl) }
    : { event: 'incident.closed', data: incidentData(incident, siteUrl) }
}

export type IncidentMail = { to: string; subject: string; text: string; html: string; summary: string }

/** The e-mail staff get when an incident opens or closes: what, since when, why, and where to look. */
export function incidentMail(
  incident: IncidentFields,
  change: IncidentChange,
  { to, agencyName, siteUrl }: { to: string; agencyName: string; siteUrl: string },
): IncidentMail {
  const data = incidentData(incident, siteUrl)
  const label = data.targetLabel
  const summary =
    change === 'opened'
      ? `${label} is down: ${headerSafe(data.cause)}`.slice(0, 300)
      : `${label} is back up after ${formatDuration((data.durationSeconds ?? 0) * 1000)}`.slice(0, 300)
  const rows: [string, string][] = [
    ['What', label],
    ['Down since', data.openedAt],
    ...(data.closedAt
      ? [
          ['Back up at', data.closedAt] as [string, string],
          ['Duration', formatDuration((data.durationSeconds ?? 0) * 1000)] as [string, string],
        ]
      : []),
    ['Cause', data.cause],
    ['Failed probes', String(data.failedProbes)],
  ]
  return {
    to,
    subject: headerSafe(`[${agencyName}] ${change === 'opened' ? 'Incident' : 'Resolved'}: ${summary}`).slice(0, 200),
    text: `${rows.map(([key, value]) => `${key}: ${value}`).join('\n')}\n\nUptime and incidents: ${data.monitoringUrl}\n`,
    html:
      `<h2>${escapeHtml(summary)}</h2><table>${rows.map(([key, value]) => `<tr><th align="left">${key}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
      `<p><a href="${escapeHtml(data.monitoringUrl)}">Uptime and incidents</a></p>`,
    summary,
  }
}

/** Queues the incident's e-mail in the caller's transaction (the e-mail queue retries it). */
export async function queueIncidentEmail(
  req: PayloadRequest,
  incidentId: number,
  change: IncidentChange,
): Promise<void> {
  await req.payload.jobs.queue({
    task: UPTIME_INCIDENT_EMAIL_TASK,
    queue: EMAIL_QUEUE,
    input: { incidentId, change },
    req,
  })
}

/**
 * Sends one incident e-mail to the alert address and writes it to the alert log. A run holds an
 * advisory lock on the incident and change while it checks, sends and records, so one queued job
 * started twice sends once; a failure is logged as failed and thrown for the queue to retry.
 */
export async function emailIncident(
  payload: Payload,
  incidentId: number,
  change: IncidentChange,
): Promise<'sent' | 'skipped' | 'already-sent'> {
  const key = incidentDedupeKey(incidentId, change)
  const client = await databasePool(payload).connect()
  const lockArgs = [LOCK_KEYS.incidentMail, incidentId * 2 + (change === 'closed' ? 1 : 0)]
  let locked = false
  try {
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', lockArgs)
    locked = Boolean(lock.rows[0]?.locked)
    if (!locked) throw new Error(`the ${change} e-mail of incident ${incidentId} is being sent by another run`)
    const done = await client.query<{ status: string }>('SELECT status FROM staff_alerts WHERE dedupe_key = $1', [key])
    if (done.rows[0] && done.rows[0].status !== 'failed') return 'already-sent'
    const incident = await payload.findByID({
      collection: UPTIME_INCIDENTS_SLUG,
      id: incidentId,
      depth: 0,
      overrideAccess: true,
    })
    const settings = currentSettings() ?? (await loadSiteSettings(payload))
    const mail = incidentMail(incident, change, {
      to: settings.alertEmail,
      agencyName: settings.agencyName,
      siteUrl: env().SITE_URL,
    })
    const log = (status: 'sent' | 'failed' | 'skipped', error: string | null) =>
      client.query(
        `INSERT INTO staff_alerts (kind, channel, status, summary, recipients, incident_id, dedupe_key, error)
         VALUES ($1, 'email', $2, $3, 1, $4, $5, $6)
         ON CONFLICT (dedupe_key) DO UPDATE SET status = excluded.status, error = excluded.error, updated_at = now()`,
        [`incident-${change}`, status, mail.summary, incidentId, key, error],
      )
    let info: unknown
    try {
      info = await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    } catch (error) {
      await log('failed', String((error as Error).message ?? error).slice(0, 500))
      throw error
    }
    // MAIL_TRANSPORT=log: written to the log, nobody received it.
    const logged = wasLogged(info)
    await log(logged ? 'skipped' : 'sent', logged ? 'written to the log (MAIL_TRANSPORT=log), not sent' : null)
    return logged ? 'skipped' : 'sent'
  } finally {
    if (locked) await client.query('SELECT pg_advisory_unlock($1, $2)', lockArgs).catch(() => {})
    client.release()
  }
}
