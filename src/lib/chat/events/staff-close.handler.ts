import { closeConversation } from '../conversation-updates'
import { staffConversationView } from '../views'
import type { StaffHandler } from './handler-context'

/** Closes a conversation; the collection hook tells the visitor and every console. */
export const staffCloseHandler: StaffHandler<'staff:close'> = async ({ payload, user }, { conversationId }) =>
  staffConversationView(await closeConversation(payload, user, conversationId))
