import { conversationContext } from '../conversation-list'
import { visitorConnected } from '../presence'
import type { StaffHandler } from './handler-context'

/**
 * The visitor's context, their other conversations, booking clicks and bookings, whether they are blocked, and
 * whether a widget of theirs is connected now.
 */
export const staffContextHandler: StaffHandler<'staff:context'> = ({ io, payload, user }, { conversationId }) =>
  conversationContext(payload, user, conversationId, (visitorId) => visitorConnected(io, visitorId))
