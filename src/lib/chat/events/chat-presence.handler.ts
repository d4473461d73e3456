import type { VisitorHandler } from './handler-context'

/** Whether a staff member has the console open on any process. */
export const chatPresenceHandler: VisitorHandler<'chat:presence'> = ({ presence }) => presence.current()
