import type { Payload, TaskConfig } from 'payload'
import type { Pool } from 'pg'

import { siteConfig } from '@/config/site'
import { contactMail } from '@/lib/contact/mail'
import { LOCK_KEYS } from '@/lib/db/advisory-lock'
import { databasePool } from '@/lib/db/pool'
import { wasLogged } from '@/lib/email/adapter'

import { whileRunning } from './stale-jobs'

export const DELIVER_CONTACT_TASK = 'deliver-contact-message'
export const EMAIL_QUEUE = 'email'
/**
 * Attempts of every e-mail job (contact messages, chat replies): with exponential backoff from
 * CONTACT_RETRY_DELAY_MS (30 s) the last one comes a day or so after the first, so an SMTP outage
 * shorter than that loses no e-mail.
 */
export const EMAIL_ATTEMPTS = 12

type DeliveryIO = { input: { messageId: number }; output: { status: 'sent' | 'logged' | 'already-sent' } }

/** Writing down a sent message is retried for about a minute before the job fails (and a retry would send it again). */
const RECORD_ATTEMPTS = 14

type Delivered = { status: 'sent' | 'logged'; attempts: number; deliveredAt: string | null }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Messages this process has e-mailed but not yet written down as sent (the database went away in
 * between). The advisory lock ended with the broken connection, so another run in this process (a
 * retry, a cron run) must learn from here that the mail is already out.
 */
const sentNotRecorded = new Set<number>()

function recordDelivered(db: Pick<Pool, 'query'>, messageId: number, { status, attempts, deliveredAt }: Delivered) {
  return db.query(`UPDATE contact_messages SET delivery_status = $2, delivery_attempts = $3, delivered_at = $4, last_delivery_error = NULL, updated_at = now() WHERE id = $1`, [
    messageId,
    status,
    attempts,
    deliveredAt,
  ])
}

/**
 * Sends one stored contact message to the agency. A failure is recorded on the message and thrown,
 * so the job queue retries with exponential backoff; a message already sent (or logged) is never sent again.
 *
 * Payload's queue can start one job twice at once (the endpoint's immediate run next to a cron run,
 * or two processes), so a run holds a PostgreSQL advisory lock on the message while it checks, sends
 * and records; a run that finds it held fails and its retry finds the message sent. The lock lives on
 * one connection, the only one a run uses meanwhile (parallel runs cannot starve the pool), and ends
 * with it: a process that dies mid-send leaves nothing stuck. Once the mail is out, a database
 * outage is waited out before giving up on writing that down.
 */
export async function deliverContactMessage(payload: Payload, messageId: number): Promise<DeliveryIO['output']> {
  if (sentNotRecorded.has(messageId)) throw new Error(`contact message ${messageId} was sent; writing that down is under way`)
  const message = await payload.findByID({ collection: 'contact-messages', id: messageId, overrideAccess: true })
  if (message.deliveryStatus === 'sent' || message.deliveryStatus === 'logged') return { status: 'already-sent' }
  const pool = databasePool(payload)

  const client = await pool.connect()
  let locked = false
  let delivered: Delivered | undefined
  let recorded = false
  let broken: Error | undefined
  try {
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [LOCK_KEYS.contactDelivery, messageId])
    locked = Boolean(lock.rows[0]?.locked)
    if (!locked) throw new Error(`contact message ${messageId} is being delivered by another run`)
    const { rows } = await client.query<{ status: string; attempts: string }>(
      'SELECT delivery_status AS status, delivery_attempts AS attempts FROM contact_messages WHERE id = $1',
      [messageId],
    )
    if (!rows[0] || rows[0].status === 'sent' || rows[0].status === 'logged') return { status: 'already-sent' }
    const attempts = Number(rows[0].attempts) + 1
    let info: unknown
    try {
      info = await payload.sendEmail(contactMail(message, siteConfig().contactEmail))
    } catch (error) {
      await client.query(`UPDATE contact_messages SET delivery_status = 'failed', delivery_attempts = $2, last_delivery_error = $3, updated_at = now() WHERE id = $1`, [
        messageId,
        attempts,
        String((error as Error).message ?? error).slice(0, 500),
      ])
      throw error
    }
    // MAIL_TRANSPORT=log: nobody received it, and /cms must not say it was sent.
    delivered = wasLogged(info) ? { status: 'logged', attempts, deliveredAt: null } : { status: 'sent', attempts, deliveredAt: new Date().toISOString() }
    await recordDelivered(client, messageId, delivered)
    recorded = true
  } catch (error) {
    if (!delivered) throw error
    broken = error as Error
  } finally {
    if (locked && !broken) await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_KEYS.contactDelivery, messageId]).catch((error: Error) => (broken = error))
    // A connection that failed is discarded, which also ends the lock it held.
    client.release(broken)
  }

  if (!recorded) sentNotRecorded.add(messageId)
  try {
    for (let attempt = 1; !recorded; attempt++) {
      try {
        await recordDelivered(pool, messageId, delivered)
        recorded = true
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS) throw error
        await sleep(Math.min(250 * 2 ** attempt, 5_000))
      }
    }
  } finally {
    sentNotRecorded.delete(messageId)
  }
  return { status: delivered.status }
}

export function deliverContactMessageTask(retryDelayMs: number): TaskConfig<DeliveryIO> {
  return {
    slug: DELIVER_CONTACT_TASK,
    label: 'Deliver contact message',
    inputSchema: [{ name: 'messageId', type: 'number', required: true }],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    retries: { attempts: EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ input, job, req }) => ({ output: await whileRunning(job.id, () => deliverContactMessage(req.payload, input.messageId)) }),
  }
}
