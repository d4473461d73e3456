import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { databasePool } from '@/lib/db/pool'
import type { ExperimentSeen } from '@/lib/experiments/seen'

import { emitMessage } from './broadcast'
import { DEFAULT_VISITOR_NAME } from './constants'
import { announceConversationStarted } from './conversation-started'
import { findOpenConversation, previousIdentity, visitorConversation } from './conversations'
import type { VisitorSendInput } from './events/inputs'
import { existingVisitorMessage, type SendResult } from './messages'
import { blockedMessage, ChatError, REFUSALS } from './refusals'
import { appendVisitorMessage, isVisitorBlocked } from './sql'
import { messageView, visitorConversationView } from './views'

/**
 * A visitor's message, stored and announced: to their open conversation on the single-statement path (./sql.ts),
 * then to their sockets and the staff room; or, starting a new conversation, with what that sets off
 * (./conversation-started.ts).
 */

type VisitorSendOptions = {
  visitorId: string
  input: VisitorSendInput
  /** Consulted only when the message starts a new conversation (rate limit per client IP). */
  mayStartConversation: () => Promise<boolean>
  /** The experiments' arms the visitor was shown today: a new conversation carries them. */
  experimentsSeen?: () => Promise<ExperimentSeen[]>
  /** The sending socket, which learns of the message from its acknowledgement instead. */
  socketId?: string
}

/**
 * A visitor's message. It goes to the given conversation (theirs, still open), else to their latest
 * open one, else it starts a new conversation, with the identity given or, after staff closed the
 * previous one, the identity the visitor gave then. Messages to an open conversation take the
 * single-statement path (./sql.ts); a new conversation and its first message commit together.
 */
export async function sendVisitorMessage(
  payload: Payload,
  { visitorId, input, mayStartConversation, experimentsSeen, socketId }: VisitorSendOptions,
): Promise<SendResult> {
  const append = async (conversationId: number): Promise<SendResult | null> => {
    const stored = await appendVisitorMessage(databasePool(payload), {
      visitorId,
      conversationId,
      clientId: input.clientId,
      message: input.message,
      fallbackName: DEFAULT_VISITOR_NAME,
    })
    if (stored) {
      emitMessage(stored.message, stored.conversation, socketId)
      return { message: stored.message, conversation: { id: stored.conversation.id, status: 'open' }, duplicate: false }
    }
    // Nothing stored: a repeat of a stored message, or the conversation is not (or no longer) open.
    return existingVisitorMessage(payload, visitorId, input.clientId)
  }

  if (input.conversationId !== undefined) {
    const sent = await append(input.conversationId)
    if (sent) return sent
    // Refuses someone else's conversation; a closed one of theirs falls through to a new conversation.
    await visitorConversation(payload, visitorId, input.conversationId)
  } else {
    const repeated = await existingVisitorMessage(payload, visitorId, input.clientId)
    if (repeated) return repeated
    const open = await findOpenConversation(payload, visitorId)
    if (open) {
      const sent = await append(open.id)
      if (sent) return sent
    }
  }

  // A socket opened before its visitor was blocked, on any process, starts nothing.
  if (await isVisitorBlocked(databasePool(payload), visitorId)) throw new ChatError('blocked', blockedMessage())
  const identity = input.identity ?? (await previousIdentity(payload, visitorId))
  if (!identity) throw new ChatError('invalid', REFUSALS.identityRequired)
  if (!(await mayStartConversation())) {
    throw new ChatError('rate-limited', REFUSALS.tooManyConversations)
  }

  const experiments = (await experimentsSeen?.()) ?? []
  const req = await createLocalReq({}, payload)
  const ownsTransaction = await initTransaction(req)
  try {
    const now = new Date().toISOString()
    const conversation = await payload.create({
      collection: 'chat-conversations',
      data: {
        visitorId,
        visitorName: identity.name,
        visitorEmail: identity.email ?? null,
        visitorPhone: identity.phone ?? null,
        status: 'open',
        lastMessageAt: now,
        experiments,
      },
      req,
      depth: 0,
      overrideAccess: true,
    })
    const message = await payload.create({
      collection: 'chat-messages',
      data: {
        conversation: conversation.id,
        senderType: 'visitor',
        senderName: conversation.visitorName || DEFAULT_VISITOR_NAME,
        message: input.message,
        clientId: input.clientId,
      },
      req,
      depth: 0,
      overrideAccess: true,
    })
    // The CRM's webhook in this transaction; staff devices hear of the new chat once it is committed.
    await announceConversationStarted(payload, req, conversation)
    if (ownsTransaction) await commitTransaction(req)
    return { message: messageView(message), conversation: visitorConversationView(conversation), duplicate: false }
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    // The same client id sent twice at once: the other attempt stored it.
    const raced = await existingVisitorMessage(payload, visitorId, input.clientId)
    if (raced) return raced
    throw error
  }
}
