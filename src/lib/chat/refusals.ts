import { siteConfig } from '@/config/site'

import type { ChatErrorCode } from './types'

/**
 * Why a chat request is refused: the error handlers throw (its code and words become the
 * acknowledgement) and every reason a visitor or staff member reads, in one place. The inputs'
 * validation messages are the schemas' (CHAT_MESSAGES in ./schema.ts).
 */

export class ChatError extends Error {
  constructor(
    public readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'ChatError'
  }
}

export const REFUSALS = {
  notYours: 'This conversation does not belong to you.',
  notFound: 'This conversation does not exist.',
  closed: 'This conversation is closed.',
  identityRequired: 'Please enter your name and your email or phone number to start a chat.',
  tooManyConversations: 'Too many chats were started from your connection. Please try again later or email us.',
  noChatAccess: 'This account has no access to the chat console.',
  messageIdUsed: 'This message id is already used.',
  noteIdUsed: 'This note id is already used.',
  assigneeNotChatStaff: 'Only staff who answer chats can be given a conversation.',
  blockNeedsSpam: 'Label the conversation as spam before blocking its visitor.',
  reopenConflict: 'This visitor has started a new conversation since; reply to them there.',
  tooManyContextReports: 'Too many page reports. Please slow down.',
  notAllowed: 'You are not allowed to do that.',
  serverError: 'Something went wrong. Please try again.',
  sessionExpired: 'Your chat session has expired. Please reload the page.',
  staffSignInRequired: 'Staff sign-in required',
} as const

/** A connection refused past CHAT_SOCKETS_PER_CLIENT open ones from one client. */
export const TOO_MANY_SOCKETS = 'Too many chat connections from your network. Please close some tabs and try again.'

/** A visitor over their event budget for `event`, able to try again in `seconds`. */
export const tooManyRequests = (event: string, seconds: number) =>
  `Too many chat requests (${event}) from this page. Please wait ${seconds} seconds and try again.`

/** A visitor over their messages a minute, able to send again in `seconds`. */
export const sendingTooQuickly = (seconds: number) =>
  `You're sending messages too quickly. Please wait ${seconds} seconds and try again.`

/** What a blocked visitor is told when they write: no detail on why, and another way to reach the team. */
export const blockedMessage = () =>
  `Sorry, we can’t take messages from this chat. If you think this is a mistake, email us at ${siteConfig().contactEmail}.`
