import type { Payload, PayloadRequest } from 'payload'

import { alertConversationStartedLater } from '@/lib/alerts/triggers'
import { afterCommit } from '@/lib/db/after-commit'
import type { ChatConversation } from '@/payload-types'

import { queueConversationStarted } from './webhooks'

/**
 * What a new conversation sets off, from the transaction that creates it: the CRM's `conversation.started` webhook
 * (queued in the transaction, sent only if it commits) and the staff alert (once committed; the visitor's answer never
 * waits for it).
 */
export async function announceConversationStarted(
  payload: Payload,
  req: PayloadRequest,
  conversation: ChatConversation,
): Promise<void> {
  await queueConversationStarted(req, conversation)
  await afterCommit(req, () => alertConversationStartedLater(payload, conversation.id))
}
