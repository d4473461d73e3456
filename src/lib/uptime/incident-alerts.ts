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

/** The alert log's key of one incident e-mail (named by its lowest incident id): unique, so it is written once. */
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

type MailSite = { to: string; agencyName: string; siteUrl: string }

/** One incident's lines: what, since when, (back when, how long), why, how many probes failed. */
function incidentRows(data: IncidentEventData): [string, string][] {
  return [
    ['What', data.targetLabel],
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
}

const incidentSummary = (data: IncidentEventData, change: IncidentChange) =>
  change === 'opened'
    ? `${data.targetLabel} is down: ${headerSafe(data.cause)}`
    : `${data.targetLabel} is back up after ${formatDuration((data.durationSeconds ?? 0) * 1000)}`

const labels = (data: IncidentEventData[]) => data.map((d) => d.targetLabel).join(', ')
const rowsText = (rows: [string, string][]) => rows.map(([key, value]) => `${key}: ${value}`).join('\n')
const rowsHtml = (rows: [string, string][]) =>
  `<table>${rows.map(([key, value]) => `<tr><th align="left">${key}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`

/** The e-mail staff get when an incident opens or closes: what, since when, why, and where to look. */
export function incidentMail(incident: IncidentFields, change: IncidentChange, site: MailSite): IncidentMail {
  return incidentsMail([incident], change, site)
}

/**
 * The one e-mail of a probe run's opened (or closed) incidents: one target reads as before; several
 * (a full outage takes home, health and article down together) are listed in one e-mail, one block each.
 */
export function incidentsMail(
  incidents: IncidentFields[],
  change: IncidentChange,
  { to, agencyName, siteUrl }: MailSite,
): IncidentMail {
  if (incidents.length === 0) throw new Error('an incident e-mail needs at least one incident')
  const data = incidents.map((incident) => incidentData(incident, siteUrl))
  const link = data[0]!.monitoringUrl
  const summary = (
    data.length === 1
      ? incidentSummary(data[0]!, change)
      : `${data.length} targets ${change === 'opened' ? 'are down' : 'are back up'}: ${labels(data)}`
  ).slice(0, 300)
  const blocks = data.map(incidentRows)
  return {
    to,
    subject: headerSafe(`[${agencyName}] ${change === 'opened' ? 'Incident' : 'Resolved'}: ${summary}`).slice(0, 200),
    text: `${blocks.map(rowsText).join('\n\n')}\n\nUptime and incidents: ${link}\n`,
    html:
      `<h2>${escapeHtml(summary)}</h2>${blocks.map(rowsHtml).join('')}` +
      `<p><a href="${escapeHtml(link)}">Uptime and incidents</a></p>`,
    summary,
  }
}

/**
 * Queues the e-mail of a probe run's incidents that made one change, in the caller's transaction
 * (the e-mail queue retries it).
 */
export async function queueIncidentEmail(
  req: PayloadRequest,
  incidentIds: number[],
  change: IncidentChange,
): Promise<void> {
  if (incidentIds.length === 0) return
  await req.payload.jobs.queue({
    task: UPTIME_INCIDENT_EMAIL_TASK,
    queue: EMAIL_QUEUE,
    input: { incidentIds, change },
    req,
  })
}

/**
 * Sends the one e-mail of a probe run's incidents that opened (or closed) to the alert address and
 * writes it to the alert log, keyed by the lowest incident id (an incident opens and closes in one
 * run each, so that id names the e-mail). A run holds an advisory lock on that key while it checks,
 * sends and records, so one queued job started twice sends once; a failure is logged as failed and
 * thrown for the queue to retry.
 */
export async function emailIncidents(
  payload: Payload,
  incidentIds: number[],
  change: IncidentChange,
): Promise<'sent' | 'skipped' | 'already-sent'> {
  const ids = [...new Set(incidentIds)].sort((a, b) => a - b)
  const first = ids[0]
  if (first === undefined) throw new Error('an incident e-mail needs at least one incident')
  const key = incidentDedupeKey(first, change)
  const client = await databasePool(payload).connect()
  const lockArgs = [LOCK_KEYS.incidentMail, first * 2 + (change === 'closed' ? 1 : 0)]
  let locked = false
  try {
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', lockArgs)
    locked = Boolean(lock.rows[0]?.locked)
    if (!locked) throw new Error(`the ${change} e-mail of incident ${first} is being sent by another run`)
    const done = await client.query<{ status: string }>('SELECT status FROM staff_alerts WHERE dedupe_key = $1', [key])
    if (done.rows[0] && done.rows[0].status !== 'failed') return 'already-sent'
    const { docs: incidents } = await payload.find({
      collection: UPTIME_INCIDENTS_SLUG,
      where: { id: { in: ids } },
      sort: 'id',
      limit: ids.length,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (incidents.length === 0) throw new Error(`incidents ${ids.join(', ')} are gone`)
    const settings = currentSettings() ?? (await loadSiteSettings(payload))
    const mail = incidentsMail(incidents, change, {
      to: settings.alertEmail,
      agencyName: settings.agencyName,
      siteUrl: env().SITE_URL,
    })
    const log = (status: 'sent' | 'failed' | 'skipped', error: string | null) =>
      client.query(
        `INSERT INTO staff_alerts (kind, channel, status, summary, recipients, incident_id, dedupe_key, error)
         VALUES ($1, 'email', $2, $3, 1, $4, $5, $6)
         ON CONFLICT (dedupe_key) DO UPDATE SET status = excluded.status, error = excluded.error, updated_at = now()`,
        [`incident-${change}`, status, mail.summary, first, key, error],
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
