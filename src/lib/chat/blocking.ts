import type { Payload } from 'payload'

import { afterCommit } from '@/lib/db/after-commit'
import { databasePool } from '@/lib/db/pool'

import { endVisitorSockets } from './broadcast'
import { findOpenConversation, readableConversation } from './conversations'
import { ChatError, REFUSALS } from './refusals'
import { isVisitorBlocked } from './sql'
import { assertChatStaff, staffTransaction } from './staff-writes'
import type { StaffUser } from './views'

/**
 * Blocks the visitor behind a conversation labelled spam, or lifts the block. A block is one
 * transaction: the blocked-visitor row and the close of their open conversation commit together,
 * and only then are their sockets ended in every process. Reconnected, everything they send is
 * refused politely and nothing is stored.
 */
export async function setVisitorBlocked(
  payload: Payload,
  user: StaffUser,
  conversationId: number,
  blocked: boolean,
): Promise<{ blocked: boolean }> {
  assertChatStaff(user)
  if (!blocked) {
    await staffTransaction(payload, user, async (req) => {
      const conversation = await readableConversation(payload, user, conversationId, req)
      await payload.delete({
        collection: 'chat-blocked-visitors',
        where: { visitorId: { equals: conversation.visitorId } },
        depth: 0,
        user,
        overrideAccess: false,
        req,
      })
    })
    return { blocked: false }
  }
  let visitorId: string | undefined
  try {
    await staffTransaction(payload, user, async (req) => {
      const conversation = await readableConversation(payload, user, conversationId, req)
      visitorId = conversation.visitorId
      if (conversation.outcome !== 'spam') throw new ChatError('invalid', REFUSALS.blockNeedsSpam)
      const { totalDocs } = await payload.count({
        collection: 'chat-blocked-visitors',
        where: { visitorId: { equals: conversation.visitorId } },
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) {
        await payload.create({
          collection: 'chat-blocked-visitors',
          data: { visitorId: conversation.visitorId, visitorName: conversation.visitorName, blockedBy: user.id },
          depth: 0,
          overrideAccess: true,
          req,
        })
      }
      const open = await findOpenConversation(payload, conversation.visitorId, req)
      if (open)
        await payload.update({
          collection: 'chat-conversations',
          id: open.id,
          data: { status: 'closed' },
          depth: 0,
          user,
          overrideAccess: false,
          req,
        })
      await afterCommit(req, () => endVisitorSockets(conversation.visitorId))
    })
  } catch (error) {
    // Blocked at the same moment from another console: its transaction did all of it (the unique visitor id keeps one
    // row).
    if (visitorId && !(error instanceof ChatError) && (await isVisitorBlocked(databasePool(payload), visitorId)))
      return { blocked: true }
    throw error
  }
  return { blocked: true }
}

/** Whether staff blocked this visitor. */
export const visitorBlocked = (payload: Payload, visitorId: string): Promise<boolean> =>
  isVisitorBlocked(databasePool(payload), visitorId)
