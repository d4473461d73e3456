import { cannedReplies } from '../staff-directory'
import type { StaffHandler } from './handler-context'

/** The canned replies the user may read. */
export const staffCannedHandler: StaffHandler<'staff:canned'> = ({ payload, user }) => cannedReplies(payload, user)
