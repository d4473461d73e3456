import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { escapeHtml, headerSafe } from '@/lib/contact/mail'
import { databasePool } from '@/lib/db/pool'
import { wasLogged } from '@/lib/email/adapter'
import { EMAIL_QUEUE } from '@/lib/email/queue'
import type { ChatConversation, ChatMessage } from '@/payload-types'

import { claimReplyEmail, releaseReplyEmail } from './sql'

/** The job that e-mails unseen replies (src/jobs/chat-reply-email.ts runs it). */
export const CHAT_REPLY_EMAIL_TASK = 'chat-reply-email'

/**
 * Queues the e-mail of a staff reply to a conversation, in the reply's own transaction, to run after
 * CHAT_REPLY_EMAIL_DELAY_MS: unless the visitor sees the reply in the widget first.
 */
export async function queueReplyEmail(req: PayloadRequest, conversationId: number): Promise<void> {
  await req.payload.jobs.queue({
    task: CHAT_REPLY_EMAIL_TASK,
    queue: EMAIL_QUEUE,
    input: { conversationId },
    waitUntil: new Date(Date.now() + env().CHAT_REPLY_EMAIL_DELAY_MS),
    req,
  })
}

export type ReplyMail = { to: string; subject: string; text: string; html: string }

/** The e-mail a visitor receives for staff replies they did not see in the widget. */
export function replyMail(
  conversation: Pick<ChatConversation, 'visitorName' | 'visitorEmail'>,
  replies: Pick<ChatMessage, 'message'>[],
  { agencyName, siteUrl }: { agencyName: string; siteUrl: string },
): ReplyMail {
  const greeting = `Hi ${conversation.visitorName || 'there'},`
  const intro = `you chatted with ${agencyName} on our website and left before our team answered. Here ${replies.length === 1 ? 'is the reply' : 'are the replies'}:`
  const outro = `To carry on, reply to this e-mail or open the chat on ${siteUrl} from the same browser.`
  return {
    to: headerSafe(conversation.visitorEmail ?? ''),
    subject: headerSafe(`${agencyName} replied to your chat`),
    text: [greeting, '', intro, '', ...replies.map((r) => `> ${r.message.replace(/\n/g, '\n> ')}\n`), outro, ''].join(
      '\n',
    ),
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      replies.map((r) => `<blockquote style="white-space:pre-wrap">${escapeHtml(r.message)}</blockquote>`).join('') +
      `<p>${escapeHtml(outro)}</p>`,
  }
}

/** `seen`: nothing left to send (seen in the widget, or e-mailed by another run). */
type Outcome = 'sent' | 'logged' | 'seen' | 'no-email' | 'gone'

/**
 * Sends the staff replies of one conversation that its visitor has neither seen in the widget nor
 * received by e-mail yet, in one e-mail, and records up to which reply was e-mailed. Several
 * replies queue several runs; the first sends them all and the others find nothing left.
 */
export async function emailUnseenReplies(
  payload: Payload,
  conversationId: number,
  site: { agencyName: string; siteUrl: string; replyTo: string },
): Promise<Outcome> {
  // Deleted meanwhile: nothing to send. A database error throws, so the job retries.
  const conversation = await payload.findByID({
    collection: 'chat-conversations',
    id: conversationId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!conversation) return 'gone'
  if (!conversation.visitorEmail) return 'no-email'
  const after = [conversation.visitorSeenAt, conversation.replyEmailedAt]
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1)
  const { docs: replies } = await payload.find({
    collection: 'chat-messages',
    where: {
      conversation: { equals: conversationId },
      senderType: { equals: 'admin' },
      ...(after ? { createdAt: { greater_than: after } } : {}),
    },
    sort: ['createdAt', 'id'],
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (replies.length === 0) return 'seen'
  const pool = databasePool(payload)
  const previous = conversation.replyEmailedAt ?? null
  const upTo = replies.at(-1)!.createdAt
  // Several runs (one per reply) can be due at once: only the one that claims the replies sends them.
  if (!(await claimReplyEmail(pool, conversationId, previous, upTo))) return 'seen'
  let info: unknown
  try {
    info = await payload.sendEmail({ ...replyMail(conversation, replies, site), replyTo: site.replyTo })
  } catch (error) {
    await releaseReplyEmail(pool, conversationId, previous, upTo)
    throw error
  }
  if (wasLogged(info)) {
    // MAIL_TRANSPORT=log: the visitor got nothing, so the conversation must not say "reply e-mailed".
    await releaseReplyEmail(pool, conversationId, previous, upTo)
    return 'logged'
  }
  return 'sent'
}
