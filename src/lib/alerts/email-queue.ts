import type { Payload } from 'payload'

import { databasePool } from '@/lib/db/pool'
import { wasLogged } from '@/lib/email/adapter'
import { EMAIL_QUEUE } from '@/lib/email/queue'

import type { AlertKind } from './constants'
import { alertMail, type EmailAlert } from './email'

export const ALERT_EMAIL_TASK = 'alert-email'

/** An alert to e-mail staff: stored once per `dedupeKey`, sent with whatever else is waiting. */
export type QueuedAlert = {
  kind: AlertKind
  summary: string
  dedupeKey: string
  conversationId?: number
  contactMessageId?: number
  incidentId?: number
}

/** At most this many alerts go into one e-mail; the rest wait for the next run. */
const DIGEST_LIMIT = 50
/** An alert e-mail that could not be sent for this long (every retry spent) is marked failed instead of sent late. */
const GIVE_UP_AFTER = '1 day'

/**
 * Stores the alert (status queued) unless one with the same key exists, and queues a send on the
 * e-mail queue. True when it was new. However many processes notice the same wait, one row wins.
 */
export async function queueEmailAlert(payload: Payload, alert: QueuedAlert): Promise<boolean> {
  const { rows } = await databasePool(payload).query(
    `INSERT INTO staff_alerts (kind, channel, status, summary, recipients, conversation_id, contact_message_id, incident_id, dedupe_key)
     VALUES ($1, 'email', 'queued', $2, 1, $3, $4, $5, $6)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      alert.kind,
      alert.summary.slice(0, 300),
      alert.conversationId ?? null,
      alert.contactMessageId ?? null,
      alert.incidentId ?? null,
      alert.dedupeKey.slice(0, 200),
    ],
  )
  if (rows.length === 0) return false
  await payload.jobs.queue({ task: ALERT_EMAIL_TASK, queue: EMAIL_QUEUE, input: {} })
  return true
}

type Row = {
  id: number
  kind: AlertKind
  summary: string
  created_at: Date
  conversation_id: number | null
  contact_message_id: number | null
}

/** Where a colleague acts on the alert. */
function linkOf(row: Row, siteUrl: string): string {
  if (row.conversation_id !== null) return `${siteUrl}/admin/chat?conversation=${row.conversation_id}`
  if (row.contact_message_id !== null) return `${siteUrl}/cms/collections/contact-messages/${row.contact_message_id}`
  return `${siteUrl}/monitoring`
}

/**
 * Sends every queued alert e-mail in one message (one alert alone, several as a digest) and marks
 * them sent, holding their rows (FOR UPDATE SKIP LOCKED) so a concurrent run sends the others or
 * nothing. A send that fails leaves them queued with the error, and throws: the job queue retries.
 */
export async function sendQueuedAlerts(
  payload: Payload,
  { to, agencyName, siteUrl }: { to: string; agencyName: string; siteUrl: string },
): Promise<{ sent: number }> {
  const client = await databasePool(payload).connect()
  let ids: number[] = []
  try {
    await client.query('BEGIN')
    await client.query(
      `UPDATE staff_alerts SET status = 'failed', updated_at = now() WHERE channel = 'email' AND status = 'queued' AND created_at < now() - $1::interval`,
      [GIVE_UP_AFTER],
    )
    const { rows } = await client.query<Row>(
      `SELECT id, kind, summary, created_at, conversation_id, contact_message_id FROM staff_alerts
        WHERE channel = 'email' AND status = 'queued' ORDER BY created_at, id LIMIT ${DIGEST_LIMIT} FOR UPDATE SKIP LOCKED`,
    )
    ids = rows.map((row) => row.id)
    if (rows.length > 0) {
      const alerts: EmailAlert[] = rows.map((row) => ({
        kind: row.kind,
        summary: row.summary,
        link: linkOf(row, siteUrl),
        at: row.created_at,
      }))
      const mail = alertMail(alerts, { to, agencyName })
      const info = await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
      // MAIL_TRANSPORT=log: written to the server's log, nobody received it.
      const [status, note] = wasLogged(info)
        ? ['skipped', 'written to the log (MAIL_TRANSPORT=log), not sent']
        : ['sent', null]
      await client.query(
        `UPDATE staff_alerts SET status = $2, error = $3, updated_at = now() WHERE id = ANY($1::int[])`,
        [ids, status, note],
      )
    }
    await client.query('COMMIT')
    return { sent: rows.length }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    if (ids.length > 0) {
      await databasePool(payload)
        .query(`UPDATE staff_alerts SET error = $2, updated_at = now() WHERE id = ANY($1::int[])`, [
          ids,
          String((error as Error).message ?? error).slice(0, 500),
        ])
        .catch(() => {})
    }
    throw error
  } finally {
    client.release()
  }
}
