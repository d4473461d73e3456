import type { TaskConfig } from 'payload'

import { env } from '@/config/env'
import { siteConfig } from '@/config/site'
import { CHAT_REPLY_EMAIL_TASK, emailUnseenReplies } from '@/lib/chat/reply-mail'

import { EMAIL_ATTEMPTS } from './deliver-contact-message'

type ReplyEmailIO = { input: { conversationId: number }; output: { status: string } }

/**
 * Queued for each staff reply to run after CHAT_REPLY_EMAIL_DELAY_MS: e-mails the replies the
 * visitor has not seen by then (widget closed or visitor gone), if they left an e-mail address.
 */
export function chatReplyEmailTask(retryDelayMs: number): TaskConfig<ReplyEmailIO> {
  return {
    slug: CHAT_REPLY_EMAIL_TASK,
    label: 'E-mail unseen chat replies',
    inputSchema: [{ name: 'conversationId', type: 'number', required: true }],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    retries: { attempts: EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs } },
    handler: async ({ input, req }) => {
      const site = siteConfig()
      const status = await emailUnseenReplies(req.payload, input.conversationId, {
        agencyName: site.agencyName,
        siteUrl: env().SITE_URL,
        replyTo: site.contactEmail,
      })
      return { output: { status } }
    },
  }
}
