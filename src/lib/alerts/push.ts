import type { Payload } from 'payload'
import type { Pool } from 'pg'
import webPush, { type WebPushError } from 'web-push'

import { CHAT_ROLES } from '@/access/roles'
import { env } from '@/config/env'
import { databasePool } from '@/lib/db/pool'

import type { AlertStatus } from './constants'
import { alertSummary, type PushAlert, pushPayload } from './notification'
import { neutralPushError, publicPushAgent, pushServiceOf } from './push-services'
import { vapidKeys, vapidSubject } from './vapid'

/** A push older than this is dropped by the push service: an alert about a wait is worthless later. */
export const PUSH_TTL_SECONDS = 300
const PUSH_TIMEOUT_MS = 10_000

export type PushOutcome = { status: AlertStatus | 'duplicate'; recipients: number; removed: number }

type Subscription = { id: number; endpoint: string; p256dh: string; auth: string }

/**
 * Claims the alert's dedupe key: the row exists before anything is sent, so of several processes
 * noticing the same wait only the one whose insert landed sends. Undefined when it was claimed already.
 */
async function claimAlert(
  pool: Pool,
  alert: PushAlert,
  dedupeKey: string,
  summary: string,
): Promise<number | undefined> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO staff_alerts (kind, channel, status, summary, recipients, conversation_id, dedupe_key)
     VALUES ($1, 'push', 'skipped', $2, 0, $3, $4)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [alert.kind, summary, alert.conversationId, dedupeKey],
  )
  return rows[0]?.id
}

/** Every browser a member of the chat staff turned alerts on in. */
async function staffSubscriptions(pool: Pool): Promise<Subscription[]> {
  const { rows } = await pool.query<Subscription>(
    `SELECT s.id, s.endpoint, s.p256dh, s.auth FROM push_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE u.role::text = ANY($1::text[]) ORDER BY s.id`,
    [CHAT_ROLES],
  )
  return rows
}

const isWebPushError = (error: unknown): error is WebPushError =>
  error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number'

/**
 * Sends `alert` to every chat staff device, once per `dedupeKey`, and records it in the alert log:
 * `sent` when at least one device took it, `failed` when none did, `skipped` when nobody has alerts
 * on. A subscription the push service answers 404 or 410 is gone for good and is deleted. Never throws
 * for a push service's answer; a database failure does throw (the caller logs it).
 */
export async function sendPushAlert(payload: Payload, alert: PushAlert, dedupeKey: string): Promise<PushOutcome> {
  const pool = databasePool(payload)
  const body = pushPayload(alert)
  const alertId = await claimAlert(pool, alert, dedupeKey, alertSummary(body))
  if (alertId === undefined) return { status: 'duplicate', recipients: 0, removed: 0 }

  const subscriptions = await staffSubscriptions(pool)
  if (subscriptions.length === 0) {
    await pool.query(`UPDATE staff_alerts SET error = $2, updated_at = now() WHERE id = $1`, [
      alertId,
      'No device has alerts turned on.',
    ])
    return { status: 'skipped', recipients: 0, removed: 0 }
  }

  const keys = await vapidKeys(pool)
  const json = JSON.stringify(body)
  const operatorHosts = env().PUSH_SERVICE_HOSTS
  const results = await Promise.allSettled(
    subscriptions.map((subscription) => {
      const service = pushServiceOf(subscription.endpoint, operatorHosts)
      // A device stored before push services were checked, or whose host was since taken off the list, is not sent to.
      if (!service) return Promise.reject(new Error('not a push service'))
      return webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        json,
        {
          vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          urgency: 'high',
          topic: body.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
          // The browsers' services at public addresses only (checked on the address connected to; web-push follows no
          // redirects); a host the operator listed is theirs to vouch for.
          ...(service === 'browser' ? { agent: publicPushAgent } : {}),
        },
      )
    }),
  )

  const delivered: number[] = []
  const gone: number[] = []
  const errors: string[] = []
  results.forEach((result, index) => {
    const subscription = subscriptions[index]!
    if (result.status === 'fulfilled') return delivered.push(subscription.id)
    const error: unknown = result.reason
    if (isWebPushError(error) && (error.statusCode === 404 || error.statusCode === 410))
      return gone.push(subscription.id)
    // Staff read these in the alert log: the push service's status, never the socket's own error (which tells open,
    // closed and non-TLS ports apart). The log keeps the whole error for operators.
    const reason = neutralPushError(isWebPushError(error) ? error.statusCode : undefined)
    errors.push(reason)
    payload.logger.warn({ subscription: subscription.id, reason, err: error }, 'push alert failed')
  })
  if (gone.length > 0) await pool.query('DELETE FROM push_subscriptions WHERE id = ANY($1::int[])', [gone])
  if (delivered.length > 0)
    await pool.query('UPDATE push_subscriptions SET last_sent_at = now() WHERE id = ANY($1::int[])', [delivered])

  const status: AlertStatus =
    delivered.length > 0 ? 'sent' : gone.length === subscriptions.length ? 'skipped' : 'failed'
  const problems = [...errors, ...(gone.length ? [`${gone.length} device(s) no longer subscribed, removed`] : [])]
  await pool.query(
    `UPDATE staff_alerts SET status = $2, recipients = $3, error = $4, updated_at = now() WHERE id = $1`,
    [alertId, status, delivered.length, problems.length ? problems.join('; ').slice(0, 500) : null],
  )
  return { status, recipients: delivered.length, removed: gone.length }
}
