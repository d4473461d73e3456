import { searchStaffConversations } from '../conversation-list'
import type { StaffHandler } from './handler-context'

/** Conversations whose visitor or messages contain the query (input: ./staff-search.schema.ts). */
export const staffSearchHandler: StaffHandler<'staff:search'> = ({ payload, user }, { query }) =>
  searchStaffConversations(payload, user, query)
