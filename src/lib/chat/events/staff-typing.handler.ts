import { visitorRoom } from '../broadcast'
import { assertOpenForTyping, conversationVisitorId } from '../conversations'
import type { StaffHandler } from './handler-context'

/** Staff typing in an open conversation: the visitor's widget shows it for a few seconds. */
export const staffTypingHandler: StaffHandler<'staff:typing'> = async (
  { io, payload, user, visitorOf, typing },
  { conversationId },
) => {
  let visitorId = visitorOf.get(conversationId)
  if (!visitorId) {
    visitorId = await conversationVisitorId(payload, user, conversationId)
    visitorOf.set(conversationId, visitorId)
  }
  await assertOpenForTyping(payload, conversationId)
  if (typing.shouldSignal()) io.to(visitorRoom(visitorId)).emit('chat:typing', { conversationId })
  return null
}
