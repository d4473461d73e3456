import { staffMessages } from '../messages'
import { messageView } from '../views'
import type { StaffHandler } from './handler-context'

/** A conversation's messages in order, optionally those near or after `since`. */
export const staffMessagesHandler: StaffHandler<'staff:messages'> = async (
  { payload, user },
  { conversationId, since },
) => (await staffMessages(payload, user, conversationId, since)).map(messageView)
