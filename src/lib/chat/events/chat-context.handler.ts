import { reportVisitorContext } from '../data'
import type { VisitorHandler } from './handler-context'

/** The page the visitor is on, while they have an open conversation (input: visitorContextInputSchema in ../context.ts). */
export const chatContextHandler: VisitorHandler<'chat:context'> = async (
  { payload, visitorId, blocked, limits, agent },
  input,
) => {
  if (blocked) return null
  await limits.withinContextLimit(visitorId)
  return reportVisitorContext(payload, visitorId, input, agent)
}
