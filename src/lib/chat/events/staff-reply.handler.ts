import { staffReply } from '../messages'
import { messageView } from '../views'
import type { StaffHandler } from './handler-context'

/** A staff reply (input: ./staff-reply.schema.ts), stored once per client id. */
export const staffReplyHandler: StaffHandler<'staff:reply'> = async ({ payload, user }, input) =>
  messageView((await staffReply(payload, user, input)).message)
