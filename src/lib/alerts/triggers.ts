import type { Payload } from 'payload'

import { databasePool } from '@/lib/db/pool'

import { queueEmailAlert } from './email-queue'
import { alertSummary, type PushAlert, pushPayload } from './notification'
import { sendPushAlert } from './push'
import { alertSettings } from './settings'
import { alertsAllowed, waitAlertDue, waitCutoff } from './wait-rule'

/** A wait that began longer ago than this is not alerted any more (e.g. chats left open before alerts existed). */
export const MAX_ALERTED_WAIT_MS = 24 * 60 * 60_000
/** Waits alerted per sweep at most; the rest are picked up by the next sweep. */
const SWEEP_BATCH = 50

/**
 * `now`: the sweep's clock (tests fix it). `staffOnline`: whether anyone has the console open on
 * any process (server.ts asks Socket.IO); a wait due while nobody is online is e-mailed too.
 */
export type TriggerOptions = { now?: () => Date; staffOnline?: () => Promise<boolean> }

export const startedKey = (conversationId: number) => `started:push:${conversationId}`
export const waitKey = (conversationId: number, messageId: number) => `wait:push:${conversationId}:${messageId}`
export const waitEmailKey = (conversationId: number, messageId: number) => `wait:email:${conversationId}:${messageId}`

/**
 * A visitor started a conversation (called after its commit): staff devices hear of it at once.
 * Outside office hours with alerts off then, nobody is woken.
 */
export async function alertConversationStarted(
  payload: Payload,
  conversationId: number,
  options: TriggerOptions = {},
): Promise<void> {
  const now = options.now?.() ?? new Date()
  const { officeHours, alertOutsideOfficeHours } = alertSettings()
  if (!alertsAllowed(now, officeHours, alertOutsideOfficeHours)) return
  const { rows } = await databasePool(payload).query<{ visitor_name: string; page: string | null; created_at: Date }>(
    `SELECT visitor_name, visitor_context->>'page' AS page, created_at FROM chat_conversations WHERE id = $1 AND status = 'open'`,
    [conversationId],
  )
  const row = rows[0]
  if (!row) return
  await sendPushAlert(
    payload,
    {
      kind: 'conversation-started',
      conversationId,
      visitorName: row.visitor_name,
      page: row.page,
      waitedSeconds: Math.max(0, Math.floor((now.getTime() - row.created_at.getTime()) / 1000)),
    },
    startedKey(conversationId),
  )
}

/**
 * The widget reports the visitor's page right after their first message: the start alert waits that long to name it.
 */
export const START_ALERT_DELAY_MS = 2_000

/** Fire and forget from the chat's write path: a failed alert is logged and never reaches the visitor. */
export function alertConversationStartedLater(payload: Payload, conversationId: number): void {
  const timer = setTimeout(() => {
    void alertConversationStarted(payload, conversationId).catch((error: unknown) =>
      payload.logger.error({ err: error, conversationId }, 'conversation start alert failed'),
    )
  }, START_ALERT_DELAY_MS)
  timer.unref()
}

export type WaitingVisitor = {
  conversationId: number
  messageId: number
  visitorName: string
  page: string | null
  waitingSince: Date
}

/**
 * Open conversations whose first visitor message after the last staff reply (or since the start)
 * was stored before `cutoff`, newer than `oldest`, and not yet alerted for this wait.
 */
export async function waitingVisitors(payload: Payload, cutoff: Date, oldest: Date): Promise<WaitingVisitor[]> {
  const { rows } = await databasePool(payload).query<{
    conversation_id: number
    message_id: number
    visitor_name: string
    page: string | null
    waiting_since: Date
  }>(
    `SELECT c.id AS conversation_id, m.id AS message_id, c.visitor_name, c.visitor_context->>'page' AS page, m.created_at AS waiting_since
       FROM chat_conversations c
       JOIN LATERAL (
         SELECT v.id, v.created_at FROM chat_messages v
          WHERE v.conversation_id = c.id AND v.sender_type = 'visitor'
            AND v.created_at > COALESCE((SELECT max(s.created_at) FROM chat_messages s WHERE s.conversation_id = c.id AND s.sender_type <> 'visitor'), '-infinity')
          ORDER BY v.created_at, v.id LIMIT 1
       ) m ON true
      WHERE c.status = 'open' AND m.created_at <= $1 AND m.created_at > $2
        AND NOT EXISTS (SELECT 1 FROM staff_alerts a WHERE a.dedupe_key = 'wait:push:' || c.id || ':' || m.id)
      ORDER BY m.created_at LIMIT $3`,
    [cutoff, oldest, SWEEP_BATCH],
  )
  return rows.map((row) => ({
    conversationId: row.conversation_id,
    messageId: row.message_id,
    visitorName: row.visitor_name,
    page: row.page,
    waitingSince: row.waiting_since,
  }))
}

/**
 * One sweep: every wait due an alert gets one (the dedupe key holds across sweeps and processes). Returns how many were
 * sent.
 */
export async function sweepWaitingVisitors(payload: Payload, options: TriggerOptions = {}): Promise<number> {
  const now = options.now?.() ?? new Date()
  const { alertWaitMinutes: waitMinutes, alertOutsideOfficeHours, officeHours } = alertSettings()
  if (!alertsAllowed(now, officeHours, alertOutsideOfficeHours)) return 0
  const waiting = await waitingVisitors(
    payload,
    waitCutoff(now, waitMinutes),
    new Date(now.getTime() - MAX_ALERTED_WAIT_MS),
  )
  let sent = 0
  let nobodyOnline: boolean | undefined
  for (const wait of waiting) {
    if (!waitAlertDue({ waitingSince: wait.waitingSince, now, waitMinutes, officeHours, alertOutsideOfficeHours }))
      continue
    const alert: PushAlert = {
      kind: 'visitor-waiting',
      conversationId: wait.conversationId,
      visitorName: wait.visitorName,
      page: wait.page,
      waitedSeconds: Math.floor((now.getTime() - wait.waitingSince.getTime()) / 1000),
    }
    const outcome = await sendPushAlert(payload, alert, waitKey(wait.conversationId, wait.messageId))
    if (outcome.status === 'duplicate') continue
    sent++
    // Nobody has the console open: the alert address hears of it too (one e-mail per wait, digested with others).
    // Asked once per sweep, and only when a wait is due.
    nobodyOnline ??= options.staffOnline ? !(await options.staffOnline()) : false
    if (nobodyOnline) {
      await queueEmailAlert(payload, {
        kind: 'visitor-waiting',
        summary: alertSummary(pushPayload(alert)),
        dedupeKey: waitEmailKey(wait.conversationId, wait.messageId),
        conversationId: wait.conversationId,
      })
    }
  }
  return sent
}

/** The sweep every `intervalMs` (server.ts); an overlapping run is skipped, a failed one logged. */
export function startWaitSweep(payload: Payload, intervalMs: number, options: TriggerOptions = {}): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    sweepWaitingVisitors(payload, options)
      .catch((error: unknown) => payload.logger.error({ err: error }, 'waiting-visitor alert sweep failed'))
      .finally(() => (running = false))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
