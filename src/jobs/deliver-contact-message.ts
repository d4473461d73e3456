import type { Payload, TaskConfig } from 'payload'
import type { Pool, PoolClient } from 'pg'

import { env } from '@/config/env'
import { siteConfig } from '@/config/site'
import { getSiteContent } from '@/content/site-content'
import { bookingHref } from '@/lib/bookings/links'
import { type ContactMail, contactConfirmationMail, contactMail } from '@/lib/contact/mail'
import { LOCK_KEYS } from '@/lib/db/advisory-lock'
import { databasePool } from '@/lib/db/pool'
import { wasLogged } from '@/lib/email/adapter'

import { whileRunning } from './stale-jobs'

export const DELIVER_CONTACT_TASK = 'deliver-contact-message'
/**
 * Attempts of every e-mail job (contact messages, chat replies): with exponential backoff from
 * CONTACT_RETRY_DELAY_MS (30 s) the last one comes a day or so after the first, so an SMTP outage
 * shorter than that loses no e-mail.
 */
export const EMAIL_ATTEMPTS = 12
/** The `ref` of the booking link in the sender's confirmation. */
export const CONFIRMATION_BOOKING_REF = 'contact-email'

/**
 * One job per e-mail of a message: the agency's notification (`confirmation` unset) and, when the
 * endpoint allowed one, the sender's confirmation. Each has its own retries and its own record of
 * having been sent, so neither can hold up, repeat or lose the other.
 */
export type DeliveryInput = { messageId: number; confirmation?: boolean | null }
type DeliveryIO = { input: DeliveryInput; output: { status: 'sent' | 'logged' | 'already-sent' | 'gone' } }

/** Writing down a sent message is retried for about a minute before the job fails (and a retry would send it again). */
const RECORD_ATTEMPTS = 14

type Delivered = { status: 'sent' | 'logged'; attempts: number; deliveredAt: string | null }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Where one kind of e-mail keeps, per message, whether it went out. */
type DeliveryRecord = {
  /** Error messages name the e-mail, e.g. "contact message 7". */
  label: (messageId: number) => string
  lockKey: number
  /** Attempts so far, or `done` once sent (or logged). */
  read: (db: PoolClient, messageId: number) => Promise<{ done: boolean; attempts: number }>
  failed: (db: PoolClient, messageId: number, attempts: number, error: string) => Promise<unknown>
  delivered: (db: Pick<Pool, 'query'>, messageId: number, delivered: Delivered) => Promise<unknown>
  /**
   * E-mails this process has sent but not yet written down as sent (the database went away in
   * between). The advisory lock ended with the broken connection, so another run in this process (a
   * retry, a cron run) must learn from here that the mail is already out.
   */
  sentNotRecorded: Set<number>
}

/** The agency's notification: its state is on the message (shown in /cms). */
const agencyRecord: DeliveryRecord = {
  label: (id) => `contact message ${id}`,
  lockKey: LOCK_KEYS.contactDelivery,
  read: async (db, id) => {
    const { rows } = await db.query<{ status: string; attempts: string }>(
      'SELECT delivery_status AS status, delivery_attempts AS attempts FROM contact_messages WHERE id = $1',
      [id],
    )
    return {
      done: !rows[0] || rows[0].status === 'sent' || rows[0].status === 'logged',
      attempts: Number(rows[0]?.attempts ?? 0),
    }
  },
  failed: (db, id, attempts, error) =>
    db.query(
      `UPDATE contact_messages SET delivery_status = 'failed', delivery_attempts = $2, last_delivery_error = $3, updated_at = now() WHERE id = $1`,
      [id, attempts, error],
    ),
  delivered: (db, id, { status, attempts, deliveredAt }) =>
    db.query(
      `UPDATE contact_messages SET delivery_status = $2, delivery_attempts = $3, delivered_at = $4, last_delivery_error = NULL, updated_at = now() WHERE id = $1`,
      [id, status, attempts, deliveredAt],
    ),
  sentNotRecorded: new Set(),
}

/** The key-value row (payload_kv, unique key) that records a message's confirmation. */
export const confirmationKey = (messageId: number) => `contact-confirmation:${messageId}`

/**
 * The sender's confirmation: its state is a key-value row, `{ status, attempts, at }`, which names
 * nobody (the job's own log keeps the last error), so it needs no erasing with the message.
 */
const confirmationRecord: DeliveryRecord = {
  label: (id) => `the confirmation of contact message ${id}`,
  lockKey: LOCK_KEYS.contactConfirmation,
  read: async (db, id) => {
    const { rows } = await db.query<{ status: string | null; attempts: string | null }>(
      `SELECT data->>'status' AS status, data->>'attempts' AS attempts FROM payload_kv WHERE key = $1`,
      [confirmationKey(id)],
    )
    return {
      done: rows[0]?.status === 'sent' || rows[0]?.status === 'logged',
      attempts: Number(rows[0]?.attempts ?? 0),
    }
  },
  failed: (db, id, attempts) =>
    upsertConfirmation(db, id, { status: 'failed', attempts, at: new Date().toISOString() }),
  delivered: (db, id, { status, attempts, deliveredAt }) =>
    upsertConfirmation(db, id, { status, attempts, at: deliveredAt }),
  sentNotRecorded: new Set(),
}

function upsertConfirmation(db: Pick<Pool, 'query'>, messageId: number, data: Record<string, unknown>) {
  return db.query(
    `INSERT INTO payload_kv (key, data) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data`,
    [confirmationKey(messageId), JSON.stringify(data)],
  )
}

/**
 * Sends one e-mail of a stored contact message. A failure is recorded and thrown, so the job queue
 * retries with exponential backoff; an e-mail already sent (or logged) is never sent again.
 *
 * Payload's queue can start one job twice at once (the endpoint's immediate run next to a cron run,
 * or two processes), so a run holds a PostgreSQL advisory lock on the message while it checks, sends
 * and records; a run that finds it held fails and its retry finds the message sent. The lock lives on
 * one connection, the only one a run uses meanwhile (parallel runs cannot starve the pool), and ends
 * with it: a process that dies mid-send leaves nothing stuck. Once the mail is out, a database
 * outage is waited out before giving up on writing that down.
 */
async function deliverOnce(
  payload: Payload,
  record: DeliveryRecord,
  messageId: number,
  mail: () => ContactMail,
): Promise<DeliveryIO['output']> {
  if (record.sentNotRecorded.has(messageId))
    throw new Error(`${record.label(messageId)} was sent; writing that down is under way`)
  const pool = databasePool(payload)

  const client = await pool.connect()
  let locked = false
  let delivered: Delivered | undefined
  let recorded = false
  let broken: Error | undefined
  try {
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
      record.lockKey,
      messageId,
    ])
    locked = Boolean(lock.rows[0]?.locked)
    if (!locked) throw new Error(`${record.label(messageId)} is being delivered by another run`)
    const state = await record.read(client, messageId)
    if (state.done) return { status: 'already-sent' }
    const attempts = state.attempts + 1
    let info: unknown
    try {
      info = await payload.sendEmail(mail())
    } catch (error) {
      await record.failed(client, messageId, attempts, String((error as Error).message ?? error).slice(0, 500))
      throw error
    }
    // MAIL_TRANSPORT=log: nobody received it, and /cms must not say it was sent.
    delivered = wasLogged(info)
      ? { status: 'logged', attempts, deliveredAt: null }
      : { status: 'sent', attempts, deliveredAt: new Date().toISOString() }
    await record.delivered(client, messageId, delivered)
    recorded = true
  } catch (error) {
    if (!delivered) throw error
    broken = error as Error
  } finally {
    if (locked && !broken)
      await client
        .query('SELECT pg_advisory_unlock($1, $2)', [record.lockKey, messageId])
        .catch((error: Error) => (broken = error))
    // A connection that failed is discarded, which also ends the lock it held.
    client.release(broken)
  }

  if (!recorded) record.sentNotRecorded.add(messageId)
  try {
    for (let attempt = 1; !recorded; attempt++) {
      try {
        await record.delivered(pool, messageId, delivered)
        recorded = true
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS) throw error
        await sleep(Math.min(250 * 2 ** attempt, 5_000))
      }
    }
  } finally {
    record.sentNotRecorded.delete(messageId)
  }
  return { status: delivered.status }
}

/** Sends one stored contact message to the agency, once (see deliverOnce). */
export async function deliverContactMessage(payload: Payload, messageId: number): Promise<DeliveryIO['output']> {
  if (agencyRecord.sentNotRecorded.has(messageId))
    throw new Error(`${agencyRecord.label(messageId)} was sent; writing that down is under way`)
  const message = await payload.findByID({ collection: 'contact-messages', id: messageId, overrideAccess: true })
  if (message.deliveryStatus === 'sent' || message.deliveryStatus === 'logged') return { status: 'already-sent' }
  return deliverOnce(payload, agencyRecord, messageId, () => contactMail(message, siteConfig().contactEmail))
}

/** Sends the sender of one stored contact message its confirmation, once (see deliverOnce). */
export async function confirmContactMessage(payload: Payload, messageId: number): Promise<DeliveryIO['output']> {
  if (confirmationRecord.sentNotRecorded.has(messageId))
    throw new Error(`${confirmationRecord.label(messageId)} was sent; writing that down is under way`)
  // Deleted meanwhile (a privacy request): nothing to confirm. A database error throws, so the job retries.
  const message = await payload.findByID({
    collection: 'contact-messages',
    id: messageId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!message) return { status: 'gone' }
  return deliverOnce(payload, confirmationRecord, messageId, () => {
    const site = siteConfig()
    const thanks = getSiteContent(site).contactForm
    return contactConfirmationMail(message, {
      agencyName: site.agencyName,
      agencyEmail: site.contactEmail,
      siteUrl: env().SITE_URL.replace(/\/+$/, ''),
      bookingLink: bookingHref(site.bookingUrl, CONFIRMATION_BOOKING_REF),
      replyTime: thanks.thanksReplyTime,
      book: thanks.thanksBook,
    })
  })
}

export function deliverContactMessageTask(retryDelayMs: number): TaskConfig<DeliveryIO> {
  return {
    slug: DELIVER_CONTACT_TASK,
    label: 'Deliver contact message',
    inputSchema: [
      { name: 'messageId', type: 'number', required: true },
      { name: 'confirmation', type: 'checkbox' },
    ],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    retries: { attempts: EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ input, job, req }) => ({
      output: await whileRunning(job.id, () =>
        input.confirmation
          ? confirmContactMessage(req.payload, input.messageId)
          : deliverContactMessage(req.payload, input.messageId),
      ),
    }),
  }
}
