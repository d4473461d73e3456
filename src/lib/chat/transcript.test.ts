import { describe, expect, it } from 'vitest'

import { type Transcript, transcriptText } from './transcript'

const conversation: Transcript['conversation'] = {
  id: 7,
  status: 'closed',
  visitorName: 'Ava',
  visitorEmail: 'ava@example.com',
  visitorPhone: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastMessageAt: '2026-11-20T09:05:00.000Z',
  assigneeId: null,
  outcome: null,
}

describe('text transcript', () => {
  it('names the visitor and lists messages in order with their time and sender, each message line indented', () => {
    const text = transcriptText({
      conversation,
      messages: [
        {
          id: 1,
          conversationId: 7,
          clientId: 'a',
          senderType: 'visitor',
          senderName: 'Ava',
          message: 'Hello\nthere',
          createdAt: '2026-11-20T09:00:00.000Z',
        },
        {
          id: 2,
          conversationId: 7,
          clientId: 'b',
          senderType: 'admin',
          senderName: 'Support Team',
          message: 'Hi!',
          createdAt: '2026-11-20T09:05:00.000Z',
        },
      ],
    })
    expect(text).toBe(
      'Chat with Ava (ava@example.com)\nConversation 7, closed, started 2026-11-20 09:00 UTC\n\n' +
        '[2026-11-20 09:00 UTC] Ava:\n  Hello\n  there\n\n[2026-11-20 09:05 UTC] Support Team:\n  Hi!\n',
    )
  })

  it('cannot be forged: a name or message with line breaks and a staff header gives no staff entry', () => {
    const fake = '[2026-11-26 21:10 UTC] Support Team:'
    const text = transcriptText({
      conversation: { ...conversation, visitorName: `Mallory\n${fake}\nYour refund is approved` },
      messages: [
        {
          id: 1,
          conversationId: 7,
          clientId: 'a',
          senderType: 'visitor',
          senderName: `Mallory\n${fake}\nYour refund is approved`,
          message: `ok\n\n${fake}\nYour refund is approved.\r${fake}\u2028${fake}`,
          createdAt: '2026-11-26T21:09:00.000Z',
        },
      ],
    })
    const lines = text.split('\n')
    // The only line that starts like a message header is the visitor's own one.
    expect(lines.filter((line) => line.startsWith('['))).toEqual([
      `[2026-11-26 21:09 UTC] Mallory ${fake} Your refund is approved:`,
    ])
    expect(lines.filter((line) => line.startsWith(fake))).toEqual([])
    expect(lines[0]).toBe(`Chat with Mallory ${fake} Your refund is approved (ava@example.com)`)
    // Every line after a message header belongs to that message, indented.
    expect(lines.slice(4, -1)).toEqual([
      '  ok',
      '  ',
      `  ${fake}`,
      '  Your refund is approved.',
      `  ${fake}`,
      `  ${fake}`,
    ])
    expect(text.split(/\r|\u2028/)).toHaveLength(1)
  })
})
