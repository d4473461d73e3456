import { createHash } from 'node:crypto'

import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { siteConfig } from '@/config/site'
import { DELIVER_CONTACT_TASK, type DeliveryInput } from '@/jobs/deliver-contact-message'
import { alertContactMessage } from '@/lib/alerts/contact'
import { databasePool } from '@/lib/db/pool'
import { EMAIL_QUEUE } from '@/lib/email/queue'
import { experimentsSeen } from '@/lib/experiments/seen'
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { payloadEndpoint, rateLimiterFor } from '@/lib/http/payload-endpoint'
import { queueWebhook } from '@/lib/webhook/events'

import { confirmationLimitKey } from './mail'
import { validateContact } from './schema'

export const CONTACT_RATE_LIMIT = ENDPOINTS.sendContactEmail.rateLimit
/**
 * Confirmations one recipient address receives (docs/decisions/0036-contact-confirmation-and-the-contact-submitted-event.md): anyone can
 * type someone else's address, so the form must not become a way to mail strangers. Messages over the
 * limit still reach the agency. A limiter that cannot be read sends no confirmation.
 */
export const CONFIRMATION_RATE_LIMIT = {
  keyPrefix: 'contact-confirmation',
  points: 1,
  durationSeconds: 60 * 60,
  refuseOnStorageError: true,
}

const json = (status: number, body: object) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/send-contact-email: validate (the form's own schema), limit per client IP, store the
 * message, then hand delivery to the job queue: the agency's notification, the sender's confirmation
 * (at most one per address an hour) and the `contact.submitted` webhook event. Success means
 * "stored": mail failures are retried.
 */
export const sendContactEmailEndpoint = payloadEndpoint(ENDPOINTS.sendContactEmail, async (req, call) => {
  const { payload } = req
  const agencyEmail = siteConfig().contactEmail
  const body = await call.text()
  if (body === null) return json(413, { message: 'Your message is too long to send.' })

  let input: unknown
  try {
    input = JSON.parse(body)
  } catch {
    return json(400, { message: 'The request could not be read. Please try again.' })
  }

  // Honeypot: people never see this field; a filled one is a bot, answered as if it had worked.
  const website = (input as { website?: unknown } | null)?.website
  if (typeof website === 'string' && website.trim() !== '') return json(200, { ok: true })

  const checked = validateContact(input)
  if (!checked.ok) return json(400, { message: 'Please correct the highlighted fields.', errors: checked.errors })

  const ip = req.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
  const limit = await call.rateLimit()
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60)
    return json(429, {
      message: `Too many messages sent from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or email us at ${agencyEmail}.`,
    })
  }

  // Counted before the message is stored (a write that then fails has used the hour's confirmation),
  // under a hash: the limit's table keeps no address.
  const recipientKey = createHash('sha256').update(confirmationLimitKey(checked.data.email)).digest('base64url')
  const confirm = (await rateLimiterFor(payload, CONFIRMATION_RATE_LIMIT).consume(recipientKey)).allowed

  // The message, its delivery jobs and its webhook event commit together: a database that drops
  // between the writes must not leave a message answered "received" that nothing would ever deliver.
  const experiments = await experimentsSeen(databasePool(payload), ip, req.headers.get('user-agent') ?? '')
  const jobIds: (number | string)[] = []
  let stored: { id: number; name: string } | undefined
  const local = await createLocalReq({}, payload)
  const ownsTransaction = await initTransaction(local)
  try {
    const created = await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { ...checked.data, deliveryStatus: 'pending', deliveryAttempts: 0, experiments },
      req: local,
    })
    const messageId = Number(created.id)
    stored = { id: messageId, name: created.name }
    const deliveries: DeliveryInput[] = confirm ? [{ messageId }, { messageId, confirmation: true }] : [{ messageId }]
    for (const input of deliveries)
      jobIds.push((await payload.jobs.queue({ task: DELIVER_CONTACT_TASK, queue: EMAIL_QUEUE, input, req: local })).id)
    await queueWebhook(local, {
      event: 'contact.submitted',
      data: {
        messageId,
        name: created.name,
        email: created.email,
        subject: created.subject,
        message: created.message,
        firstTouch: checked.data.firstTouch ?? null,
      },
    })
    if (ownsTransaction) await commitTransaction(local)
  } catch (error) {
    if (ownsTransaction) await killTransaction(local)
    payload.logger.error({ err: error }, 'could not store a contact message')
    return json(500, {
      message: `We could not save your message. Please try again later or contact us directly at ${agencyEmail}.`,
    })
  }

  await alertContactMessage(payload, stored)

  // First attempts right away, each on its own; on failure the queue's cron retries each with backoff.
  for (const jobId of jobIds) {
    void payload.jobs.runByID({ id: jobId, silent: true }).catch((error: unknown) => {
      payload.logger.warn({ err: error }, `contact delivery job ${jobId}: first attempt failed`)
    })
  }
  return json(200, { ok: true })
})
