import { STAFF_ROOM } from '../broadcast'
import { assertVisitorMayType } from '../conversations'
import type { VisitorHandler } from './handler-context'

/**
 * The visitor is typing in their own open conversation: staff consoles show it for a few seconds.
 * Checked on every signal (one indexed read): typing ends with the conversation.
 */
export const chatTypingHandler: VisitorHandler<'chat:typing'> = async (
  { io, payload, visitorId, typing },
  { conversationId },
) => {
  await assertVisitorMayType(payload, visitorId, conversationId)
  if (typing.shouldSignal()) io.to(STAFF_ROOM).emit('staff:typing', { conversationId })
  return null
}
