import { markSeenByVisitor } from '../messages'
import type { VisitorHandler } from './handler-context'

/** The visitor saw their conversation in the open widget: staff replies so far will not be e-mailed. */
export const chatSeenHandler: VisitorHandler<'chat:seen'> = async ({ payload, visitorId }, { conversationId }) => {
  await markSeenByVisitor(payload, visitorId, conversationId)
  return null
}
