import { describe, expect, it } from 'vitest'

import { transcriptText } from './transcript'

describe('text transcript', () => {
  it('names the visitor and lists messages in order with their time and sender', () => {
    const text = transcriptText({
      conversation: {
        id: 7,
        status: 'closed',
        visitorName: 'Ava',
        visitorEmail: 'ava@example.com',
        visitorPhone: null,
        createdAt: '2026-11-20T09:00:00.000Z',
        lastMessageAt: '2026-11-20T09:05:00.000Z',
        assigneeId: null,
        outcome: null,
      },
      messages: [
        { id: 1, conversationId: 7, clientId: 'a', senderType: 'visitor', senderName: 'Ava', message: 'Hello', createdAt: '2026-11-20T09:00:00.000Z' },
        { id: 2, conversationId: 7, clientId: 'b', senderType: 'admin', senderName: 'Support Team', message: 'Hi!', createdAt: '2026-11-20T09:05:00.000Z' },
      ],
    })
    expect(text).toBe(
      'Chat with Ava (ava@example.com)\nConversation 7, closed, started 2026-11-20 09:00 UTC\n\n' +
        '[2026-11-20 09:00 UTC] Ava:\nHello\n\n[2026-11-20 09:05 UTC] Support Team:\nHi!\n',
    )
  })
})
