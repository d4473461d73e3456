import { setVisitorBlocked } from '../blocking'
import type { StaffHandler } from './handler-context'

/** Blocks the visitor behind a conversation labelled spam, or lifts the block (input: ./staff-block.schema.ts). */
export const staffBlockHandler: StaffHandler<'staff:block'> = ({ payload, user }, { conversationId, blocked }) =>
  setVisitorBlocked(payload, user, conversationId, blocked)
