import { findOpenConversation, hasConversations } from '../conversations'
import { conversationMessages } from '../messages'
import { messageView, visitorConversationView } from '../views'
import type { VisitorHandler } from './handler-context'

/** The latest open conversation with its messages, and whether the visitor already told us who they are. */
export const chatResumeHandler: VisitorHandler<'chat:resume'> = async ({ payload, visitorId }) => {
  const conversation = await findOpenConversation(payload, visitorId)
  const messages = conversation ? await conversationMessages(payload, conversation.id) : []
  return {
    conversation: conversation ? visitorConversationView(conversation) : null,
    messages: messages.map(messageView),
    identityKnown: await hasConversations(payload, visitorId),
  }
}
