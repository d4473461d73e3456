import { conversationContext } from '../conversation-list'
import type { StaffHandler } from './handler-context'

/** The visitor's context, their other conversations, booking clicks and bookings, and whether they are blocked. */
export const staffContextHandler: StaffHandler<'staff:context'> = ({ payload, user }, { conversationId }) =>
  conversationContext(payload, user, conversationId)
