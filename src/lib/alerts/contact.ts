import type { Payload } from 'payload'

import { queueEmailAlert } from './email-queue'
import { firstName } from './notification'
import { alertSettings } from './settings'

/**
 * A new contact message alerts the alert address, unless that is the contact e-mail, which the
 * message itself has just been sent to. Never throws: the message is stored and answered already.
 */
export async function alertContactMessage(payload: Payload, message: { id: number; name: string }): Promise<void> {
  const { alertEmail, contactEmail } = alertSettings()
  if (alertEmail.toLowerCase() === contactEmail.toLowerCase()) return
  try {
    await queueEmailAlert(payload, {
      kind: 'contact-message',
      summary: `Contact message from ${firstName(message.name)}`,
      dedupeKey: `contact:${message.id}`,
      contactMessageId: message.id,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `contact message ${message.id}: the alert e-mail could not be queued`)
  }
}
