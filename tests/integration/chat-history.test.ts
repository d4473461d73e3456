import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { conversationMessages, SYNC_OVERLAP_MS } from '../../src/lib/chat/messages'
import { sendVisitorMessage } from '../../src/lib/chat/visitor-send'
import { poolOf } from '../../src/lib/db/pool'
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
    const send = (
      message: string,
      extra: { identity?: { name: string; email: string }; conversationId?: number } = {},
    ) =>
      sendVisitorMessage(payload, {
        visitorId,
        input: { clientId: randomUUID(), message, ...extra },
        mayStartConversation: () => Promise.resolve(true),
      })
    const first = await send('message 1', { identity: { name: 'Long Talker', email: 'long@example.com' } })
    const conversationId = first.conversation.id
    const sent = [first]
    for (let i = 2; i <= 9; i++) sent.push(await send(`message ${i}`))
    const late = await send('late commit', { conversationId })

    // Times set apart (minutes; one just inside catch-up's look-back before message 8), so which
    // messages catch-up returns does not depend on how fast they were written.
    const start = Date.parse('2030-01-01T10:00:00Z')
    const at = async (id: number, ms: number) =>
      poolOf(payload.db)!.query('UPDATE chat_messages SET created_at = $1 WHERE id = $2', [
        new Date(ms).toISOString(),
        id,
      ])
    for (const [i, { message }] of sent.entries()) await at(message.id, start + (i + 1) * 60_000)
    await at(late.message.id, start + 8 * 60_000 - SYNC_OVERLAP_MS / 2)

    const all = await conversationMessages(payload, conversationId)
    expect(all.map((m) => m.message)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
      'message 6',
      'message 7',
      'late commit',
      'message 8',
      'message 9',
    ])

    const newest = await conversationMessages(payload, conversationId, undefined, 5)
    expect(newest.map((m) => m.message)).toEqual(['message 6', 'message 7', 'late commit', 'message 8', 'message 9'])

    // Catch-up from message 8: what came after it, plus what was committed just before it within the
    // look-back (the widget drops what it already has); nothing older.
    const caughtUp = await conversationMessages(payload, conversationId, newest.at(-2)!.createdAt)
    expect(caughtUp.map((m) => m.message)).toEqual(['late commit', 'message 8', 'message 9'])
  })
})
