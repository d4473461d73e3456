import { deleteVisitorConversations } from '../conversation-updates'
import type { StaffHandler } from './handler-context'

/** A privacy request (admins): every conversation of the visitor behind this one, and their bookings. */
export const staffDeleteVisitorHandler: StaffHandler<'staff:delete-visitor'> = (
  { payload, user },
  { conversationId },
) => deleteVisitorConversations(payload, user, conversationId)
