import { visitorConversation } from '../conversations'
import { conversationMessages } from '../messages'
import { messageView, visitorConversationView } from '../views'
import type { VisitorHandler } from './handler-context'

/** Catch-up after a reconnect: the visitor's conversation and its messages near or after `since`. */
export const chatSyncHandler: VisitorHandler<'chat:sync'> = async (
  { payload, visitorId },
  { conversationId, since },
) => {
  const conversation = await visitorConversation(payload, visitorId, conversationId)
  const messages = await conversationMessages(payload, conversationId, since)
  return { conversation: visitorConversationView(conversation), messages: messages.map(messageView) }
}
