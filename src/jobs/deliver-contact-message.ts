import type { Payload, TaskConfig } from 'payload'

import { env } from '@/config/env'
import { contactMail } from '@/lib/contact/mail'
import { LOCK_KEYS, LockBusyError, withAdvisoryLock } from '@/lib/db/advisory-lock'
import { wasLogged } from '@/lib/email/adapter'
import { poolOf } from '@/server/close-pool'

export const DELIVER_CONTACT_TASK = 'deliver-contact-message'
export const EMAIL_QUEUE = 'email'

type DeliveryIO = { input: { messageId: number }; output: { status: 'sent' | 'logged' | 'already-sent' } }

/**
 * Sends one stored contact message to the agency. A failure is recorded on the message and thrown,
 * so the job queue retries with exponential backoff; a message already sent (or logged) is never sent again.
 */
export async function deliverContactMessage(payload: Payload, messageId: number): Promise<DeliveryIO['output']> {
  const pool = poolOf(payload.db)
  if (!pool) return attemptDelivery(payload, messageId)
  // One job can run twice at once: the endpoint runs it by id while the queue's cron (in this or
  // another process) may pick it up too. Only the run holding the message's lock reads and sends;
  // the other fails this attempt, and the queue's retry then finds the message sent.
  try {
    return await withAdvisoryLock(pool, [LOCK_KEYS.contactDelivery, messageId], () => attemptDelivery(payload, messageId), { wait: false })
  } catch (error) {
    if (error instanceof LockBusyError) throw new Error(`contact message ${messageId} is being delivered by another run`)
    throw error
  }
}

async function attemptDelivery(payload: Payload, messageId: number): Promise<DeliveryIO['output']> {
  const message = await payload.findByID({ collection: 'contact-messages', id: messageId, overrideAccess: true })
  if (message.deliveryStatus === 'sent' || message.deliveryStatus === 'logged') return { status: 'already-sent' }
  const attempts = Number(message.deliveryAttempts ?? 0) + 1
  let info: unknown
  try {
    info = await payload.sendEmail(contactMail(message, env().CONTACT_EMAIL))
  } catch (error) {
    // Recorded outside the job's transaction, so the failure stays visible after the rollback.
    await payload.update({
      collection: 'contact-messages',
      id: messageId,
      overrideAccess: true,
      data: { deliveryStatus: 'failed', deliveryAttempts: attempts, lastDeliveryError: String((error as Error).message ?? error).slice(0, 500) },
    })
    throw error
  }
  if (wasLogged(info)) {
    // MAIL_TRANSPORT=log: nobody received it, and /cms must not say it was sent.
    await payload.update({
      collection: 'contact-messages',
      id: messageId,
      overrideAccess: true,
      data: { deliveryStatus: 'logged', deliveryAttempts: attempts, lastDeliveryError: null },
    })
    return { status: 'logged' }
  }
  await payload.update({
    collection: 'contact-messages',
    id: messageId,
    overrideAccess: true,
    data: { deliveryStatus: 'sent', deliveryAttempts: attempts, deliveredAt: new Date().toISOString(), lastDeliveryError: null },
  })
  return { status: 'sent' }
}

export function deliverContactMessageTask(retryDelayMs: number): TaskConfig<DeliveryIO> {
  return {
    slug: DELIVER_CONTACT_TASK,
    label: 'Deliver contact message',
    inputSchema: [{ name: 'messageId', type: 'number', required: true }],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    retries: { attempts: 12, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ input, req }) => ({ output: await deliverContactMessage(req.payload, input.messageId) }),
  }
}
