import type { Payload } from 'payload'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { env } from '../../src/config/env'
import type { Ack, ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { newVisitorId, signVisitorId, VISITOR_COOKIE } from '../../src/lib/chat/visitor-id'
import { ILL_FORMED_TEXT } from '../../src/lib/validation/text'
import { ask, clientId, socketPool } from '../support/chat-clients'
import { type InProcessRealtime, startRealtimeInProcess } from '../support/realtime-in-process'

/** What a visitor's socket may send: only well-formed text reaches the database. */
let realtime: InProcessRealtime
let payload: Payload
const sockets = socketPool()

beforeAll(async () => {
  realtime = await startRealtimeInProcess('chat_visitor_input')
  payload = realtime.payload
})

afterAll(async () => {
  sockets.closeAll()
  await realtime?.close()
})

afterEach(() => {
  sockets.closeAll()
})

type Sent = { message: ChatMessageView; conversation: VisitorConversationView }

function data<T>(answer: Ack<T>): T {
  if (!answer.ok) throw new Error(`${answer.code}: ${answer.error}`)
  return answer.data
}

const visitorCookie = () => `${VISITOR_COOKIE}=${signVisitorId(newVisitorId(), env().PAYLOAD_SECRET)}`

async function widgetWithChat(): Promise<{ widget: Socket; conversationId: number }> {
  const widget = await sockets.open(realtime.url, 'visitor', visitorCookie())
  const sent = data(await ask<Sent>(widget, 'chat:send', { clientId: clientId(), message: 'Hello', identity: { name: 'Noor', email: 'noor@example.com' } }))
  return { widget, conversationId: sent.conversation.id }
}

describe('ill-formed Unicode from a visitor', () => {
  it('a lone surrogate in the page, trail or UTM values of chat:context is refused with a reason; nothing is stored', async () => {
    const { widget, conversationId } = await widgetWithChat()
    const at = '2026-11-26T09:00:00.000Z'
    const broken = [
      { page: '/services\ud800' },
      { page: '/', trail: [{ path: '/\udc00', at }] },
      { page: '/', landing: { path: '/', referrer: null, utm: { source: 'news\ud83d' } } },
      { page: '/', landing: { path: '/\udfff', referrer: null, utm: {} } },
    ]
    for (const input of broken) {
      const answer = await ask(widget, 'chat:context', input)
      expect(answer).toMatchObject({ ok: false, code: 'invalid' })
      expect(!answer.ok && answer.error).toContain(ILL_FORMED_TEXT)
    }
    const stored = await payload.findByID({ collection: 'chat-conversations', id: conversationId, overrideAccess: true })
    expect(stored.visitorContext ?? null).toBeNull()

    // Whole characters beyond the BMP are text like any other.
    expect(data(await ask(widget, 'chat:context', { page: '/', landing: { path: '/', referrer: null, utm: { source: 'news 👋' } } }))).toEqual({ conversationId })
  })

  it('a lone surrogate in a message or a name is refused the same way', async () => {
    const widget = await sockets.open(realtime.url, 'visitor', visitorCookie())
    for (const input of [
      { clientId: clientId(), message: 'Hi\ud800', identity: { name: 'Noor', email: 'noor@example.com' } },
      { clientId: clientId(), message: 'Hi', identity: { name: 'No\udc00or', email: 'noor@example.com' } },
    ]) {
      const answer = await ask(widget, 'chat:send', input)
      expect(answer).toMatchObject({ ok: false, code: 'invalid' })
      expect(!answer.ok && answer.error).toContain(ILL_FORMED_TEXT)
    }
  })
})
