import { reopenConversation } from '../conversation-updates'
import { staffConversationView } from '../views'
import type { StaffHandler } from './handler-context'

/** Reopens a closed conversation (refused while the visitor has another open one). */
export const staffReopenHandler: StaffHandler<'staff:reopen'> = async ({ payload, user }, { conversationId }) =>
  staffConversationView(await reopenConversation(payload, user, conversationId))
