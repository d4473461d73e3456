import { existingVisitorMessage } from '../messages'
import { blockedMessage, ChatError } from '../refusals'
import { sendVisitorMessage } from '../visitor-send'
import type { VisitorHandler } from './handler-context'

/** A visitor's message (input: ./chat-send.schema.ts): stored once per client id, announced after commit. */
export const chatSendHandler: VisitorHandler<'chat:send'> = async (
  { payload, visitorId, blocked, limits, socketId, experimentsSeen },
  input,
) => {
  if (blocked) throw new ChatError('blocked', blockedMessage())
  try {
    await limits.withinMessageLimit(visitorId)
  } catch (error) {
    // A retry of a message already stored is answered again, whatever the limit says: refusing it
    // would make the widget offer the text for sending a second time.
    const repeated = await existingVisitorMessage(payload, visitorId, input.clientId)
    if (repeated) return { message: repeated.message, conversation: repeated.conversation }
    throw error
  }
  const { message, conversation } = await sendVisitorMessage(payload, {
    visitorId,
    input,
    mayStartConversation: limits.mayStartConversation,
    experimentsSeen,
    socketId,
  })
  return { message, conversation }
}
