import { staffConversations } from '../conversation-list'
import type { StaffHandler } from './handler-context'

/** One page of the console's list (input: ./staff-list.schema.ts). */
export const staffListHandler: StaffHandler<'staff:list'> = ({ payload, user }, page) =>
  staffConversations(payload, user, page)
