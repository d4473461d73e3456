import { emitVisitorContext } from '../broadcast'
import { storeReportedContext } from '../conversations'
import type { VisitorHandler } from './handler-context'

/**
 * The page the visitor is on, while they have an open conversation (input: visitorContextInputSchema in ../context.ts).
 */
export const chatContextHandler: VisitorHandler<'chat:context'> = async (
  { payload, visitorId, blocked, limits, agent },
  input,
) => {
  if (blocked) return null
  await limits.withinContextLimit(visitorId)
  const stored = await storeReportedContext(payload, visitorId, input, agent)
  if (!stored) return null
  // Consoles show it live.
  emitVisitorContext(stored.conversationId, stored.context)
  return { conversationId: stored.conversationId }
}
