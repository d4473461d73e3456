import type { Payload } from 'payload'
import { io, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '../../src/config/env'
import { RESYNC_MS } from '../../src/lib/chat/client/resync'
import { TYPING_THROTTLE_MS } from '../../src/lib/chat/constants'
import { TOO_MANY_SOCKETS } from '../../src/lib/chat/refusals'
import { VISITOR_EVENT_COSTS, VISITOR_EVENT_POINTS, VISITOR_EVENT_WINDOW_S } from '../../src/lib/chat/socket'
import type { Ack, ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { newVisitorId, signVisitorId, VISITOR_COOKIE } from '../../src/lib/chat/visitor-id'
import { ILL_FORMED_TEXT } from '../../src/lib/validation/text'
import { ask, clientId, socketPool } from '../support/chat-clients'
import { type InProcessRealtime, startRealtimeInProcess } from '../support/realtime-in-process'

/**
 * What a visitor's sockets may send: only well-formed text reaches the database; one client holds at
 * most CHAT_SOCKETS_PER_CLIENT sockets, and each socket's events are limited by their cost. Behind one
 * trusted proxy, so each test can be a client of its own (X-Forwarded-For).
 */
/** Lower than the default (50), so the test opens fewer sockets. */
const SOCKETS_PER_CLIENT = 12
let realtime: InProcessRealtime
let payload: Payload
const sockets = socketPool()

beforeAll(async () => {
  realtime = await startRealtimeInProcess('chat_visitor_input', {
    env: { TRUST_PROXY: '1', CHAT_SOCKETS_PER_CLIENT: String(SOCKETS_PER_CLIENT) },
  })
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
  const sent = data(
    await ask<Sent>(widget, 'chat:send', {
      clientId: clientId(),
      message: 'Hello',
      identity: { name: 'Noor', email: 'noor@example.com' },
    }),
  )
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
    const stored = await payload.findByID({
      collection: 'chat-conversations',
      id: conversationId,
      overrideAccess: true,
    })
    expect(stored.visitorContext ?? null).toBeNull()

    // Whole characters beyond the BMP are text like any other.
    expect(
      data(
        await ask(widget, 'chat:context', {
          page: '/',
          landing: { path: '/', referrer: null, utm: { source: 'news 👋' } },
        }),
      ),
    ).toEqual({ conversationId })
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

/** A socket from `ip` (as the proxy forwards it): connected, or the reason it was refused. */
function socketFrom(ip: string, cookie?: string): Promise<{ socket: Socket; refused?: string }> {
  const socket = sockets.track(
    io(realtime.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { as: 'visitor' },
      extraHeaders: { origin: realtime.url, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    }),
  )
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket }))
    socket.once('connect_error', (error) => resolve({ socket, refused: error.message }))
  })
}

describe('sockets per client', () => {
  it(`one client holds at most ${SOCKETS_PER_CLIENT} at once, an IPv6 client per /64, even when they all connect at once`, async () => {
    const attempts = await Promise.all(
      Array.from({ length: SOCKETS_PER_CLIENT + 10 }, (_, i) => socketFrom(`2001:db8:1:2::${(i + 1).toString(16)}`)),
    )
    const connected = attempts.filter((a) => !a.refused)
    expect(connected).toHaveLength(SOCKETS_PER_CLIENT)
    expect(attempts.filter((a) => a.refused).map((a) => a.refused)).toEqual(Array<string>(10).fill(TOO_MANY_SOCKETS))
    // Another address of the same /64 is the same client; another /64 or an IPv4 address is not.
    expect((await socketFrom('2001:db8:1:2:ffff::1')).refused).toBe(TOO_MANY_SOCKETS)
    expect((await socketFrom('2001:db8:1:3::1')).refused).toBeUndefined()
    expect((await socketFrom('203.0.113.9')).refused).toBeUndefined()

    // A socket that closes frees its place.
    connected[0]!.socket.close()
    await vi.waitFor(async () => {
      const { socket, refused } = await socketFrom('2001:db8:1:2::beef')
      if (refused) socket.close()
      expect(refused).toBeUndefined()
    })
  })
})

describe('visitor events by cost', () => {
  it('the widget’s busiest normal use stays within the limits', async () => {
    const { socket: widget } = await socketFrom('198.51.100.20', visitorCookie())
    const answers: Ack<unknown>[] = []
    const connect = async () =>
      answers.push(
        await ask(widget, 'chat:resume'),
        await ask(widget, 'chat:presence'),
        await ask(widget, 'chat:hours'),
      )
    // Connected: catch up, presence, office hours; the visitor starts a chat and the page is reported.
    await connect()
    const sent = data(
      await ask<Sent>(widget, 'chat:send', {
        clientId: clientId(),
        message: 'Hello',
        identity: { name: 'Noor', email: 'noor@example.com' },
      }),
    )
    const conversationId = sent.conversation.id
    answers.push(await ask(widget, 'chat:context', { page: '/services' }))
    // Within one window, all at once: typing as often as the widget signals it, a staff reply seen (or a
    // tab shown again) just as often, the resync while connected plus a catch-up, and a second catch-up
    // (the conversation started in another tab).
    const window = VISITOR_EVENT_WINDOW_S * 1000
    for (let i = 0; i < Math.ceil(window / TYPING_THROTTLE_MS); i++) {
      answers.push(
        await ask(widget, 'chat:typing', { conversationId }),
        await ask(widget, 'chat:seen', { conversationId }),
      )
    }
    for (let i = 0; i <= Math.ceil(window / RESYNC_MS); i++)
      answers.push(await ask(widget, 'chat:sync', { conversationId, since: sent.message.createdAt }))
    await connect()
    expect(answers.filter((answer) => !answer.ok)).toEqual([])
  })

  it('a flood of any event is refused past the socket’s budget with a reason; another socket is not held back', async () => {
    const cookie = visitorCookie()
    const { socket: flooder } = await socketFrom('198.51.100.21', cookie)
    const { conversation } = data(
      await ask<Sent>(flooder, 'chat:send', {
        clientId: clientId(),
        message: 'Hi',
        identity: { name: 'Flo', email: 'flo@example.com' },
      }),
    )
    const ref = { conversationId: conversation.id }

    const seen = await Promise.all(Array.from({ length: 200 }, () => ask(flooder, 'chat:seen', ref)))
    expect(seen.filter((answer) => answer.ok)).toHaveLength(
      Math.floor(VISITOR_EVENT_POINTS / VISITOR_EVENT_COSTS['chat:seen']),
    )
    const refused = seen.find((answer) => !answer.ok)
    expect(refused).toMatchObject({ ok: false, code: 'rate-limited' })
    expect(!refused?.ok && refused?.error).toMatch(
      /^Too many chat requests \(chat:seen\) from this page\. Please wait \d+ seconds? and try again\.$/,
    )

    // Every event without a limit of its own draws on the same budget.
    for (const [event, input] of [
      ['chat:resume', undefined],
      ['chat:presence', undefined],
      ['chat:hours', undefined],
      ['chat:sync', ref],
      ['chat:typing', ref],
    ] as const) {
      expect(await ask(flooder, event, ...(input ? [input] : [])), event).toMatchObject({
        ok: false,
        code: 'rate-limited',
      })
    }

    // The visitor's other tab has its own budget.
    const { socket: otherTab } = await socketFrom('198.51.100.21', cookie)
    expect(await ask(otherTab, 'chat:seen', ref)).toEqual({ ok: true, data: null })
  })
})
