import { setOutcome } from '../conversation-updates'
import { staffConversationView } from '../views'
import type { StaffHandler } from './handler-context'

/** Labels how a conversation ended (input: ./staff-outcome.schema.ts). */
export const staffOutcomeHandler: StaffHandler<'staff:outcome'> = async (
  { payload, user },
  { conversationId, outcome },
) => staffConversationView(await setOutcome(payload, user, conversationId, outcome))
