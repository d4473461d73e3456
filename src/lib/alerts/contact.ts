import type { Payload } from 'payload'

import { queueEmailAlert } from './email-queue'
import { alertSettings } from './settings'

/** The least a colleague needs: the first word of the name a visitor gave, short. */
export function firstNameOf(name: string): string {
  return (name.trim().split(/\s+/)[0] ?? '').slice(0, 40) || 'A visitor'
}

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
      summary: `Contact message from ${firstNameOf(message.name)}`,
      dedupeKey: `contact:${message.id}`,
      contactMessageId: message.id,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `contact message ${message.id}: the alert e-mail could not be queued`)
  }
}
