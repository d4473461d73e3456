import type { PayloadRequest } from 'payload'

import { queueWebhook } from '@/lib/webhook/events'
import type { ChatConversation } from '@/payload-types'

/** The chat's CRM webhook events, queued in the writer's transaction (delivered by src/jobs/deliver-webhook.ts). */

/** `conversation.started` for the CRM, in the transaction that created the conversation (sent only if it commits). */
export async function queueConversationStarted(
  req: PayloadRequest,
  conversation: Pick<ChatConversation, 'id' | 'visitorName' | 'visitorEmail' | 'visitorPhone'>,
): Promise<void> {
  await queueWebhook(req, {
    event: 'conversation.started',
    data: {
      conversationId: conversation.id,
      visitorName: conversation.visitorName,
      visitorEmail: conversation.visitorEmail ?? null,
      visitorPhone: conversation.visitorPhone ?? null,
      page: null,
    },
  })
}

/** `conversation.outcome`: a new outcome label, set `by` a staff member (or 'system'), in the save's transaction. */
export async function queueConversationOutcome(
  req: PayloadRequest,
  conversation: Pick<ChatConversation, 'id' | 'outcome'>,
  by: string,
): Promise<void> {
  await queueWebhook(req, {
    event: 'conversation.outcome',
    data: { conversationId: conversation.id, outcome: conversation.outcome ?? null, by },
  })
}
