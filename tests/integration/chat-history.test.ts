import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { conversationMessages, sendVisitorMessage } from '../../src/lib/chat/service'
import { bootPayload, type TestPayload } from '../support/payload'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootPayload('chat_history')
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.close()
})

describe('a conversation’s history', () => {
  it('comes in order and, past its limit, is the newest messages; catch-up returns those after the last one held', async () => {
    const visitorId = randomUUID()
    const send = (message: string, identity?: { name: string; email: string }) =>
      sendVisitorMessage(payload, {
        visitorId,
        input: { clientId: randomUUID(), message, ...(identity ? { identity } : {}) },
        mayStartConversation: async () => true,
      })
    const first = await send('message 1', { name: 'Long Talker', email: 'long@example.com' })
    const conversationId = first.conversation.id
    for (let i = 2; i <= 8; i++) await send(`message ${i}`)

    const all = await conversationMessages(payload, conversationId)
    expect(all.map((m) => m.message)).toEqual(Array.from({ length: 8 }, (_, i) => `message ${i + 1}`))

    const newest = await conversationMessages(payload, conversationId, undefined, 5)
    expect(newest.map((m) => m.message)).toEqual(['message 4', 'message 5', 'message 6', 'message 7', 'message 8'])

    const later = await send('message 9')
    const caughtUp = await conversationMessages(payload, conversationId, newest.at(-1)!.createdAt)
    expect(caughtUp.map((m) => m.message)).toContain(later.message.message)
  })
})
