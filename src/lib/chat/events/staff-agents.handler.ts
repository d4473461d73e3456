import { chatAgents } from '../staff-directory'
import type { StaffHandler } from './handler-context'

/** Staff who answer chats, for the console's "hand over to" list. */
export const staffAgentsHandler: StaffHandler<'staff:agents'> = ({ payload, user }) => chatAgents(payload, user)
