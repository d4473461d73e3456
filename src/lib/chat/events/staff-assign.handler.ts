import { assignConversation } from '../conversation-updates'
import { staffConversationView } from '../views'
import type { StaffHandler } from './handler-context'

/** Takes, hands over or releases a conversation (input: ./staff-assign.schema.ts). */
export const staffAssignHandler: StaffHandler<'staff:assign'> = async (
  { payload, user },
  { conversationId, assigneeId },
) => staffConversationView(await assignConversation(payload, user, conversationId, assigneeId))
