import { STAFF_ROOM } from '../broadcast'
import { markSeenByStaff } from '../messages'
import type { StaffHandler } from './handler-context'

/** Viewed in one console: the unread count resets in every console. */
export const staffSeenHandler: StaffHandler<'staff:seen'> = async ({ io, payload, user }, { conversationId }) => {
  await markSeenByStaff(payload, user, conversationId)
  io.to(STAFF_ROOM).emit('staff:seen', { conversationId })
  return null
}
