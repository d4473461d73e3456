import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ChatMessageView, VisitorConversationView } from '../../src/lib/chat/types'
import { verifySignature } from '../../src/lib/webhook/signature'
import { ask, clientId, socketPool, staffCookie, visitorCookie } from '../support/chat-clients'
import { type Site, startSite } from '../support/server-process'

const ADMIN_PASSWORD = 'webhook-admin-password'
const SECRET = 'webhook-test-secret-0123456789abcdef'

type Received = { headers: http.IncomingHttpHeaders; body: string; answered: number }

let server: Site
let receiver: http.Server
const received: Received[] = []
const sockets = socketPool()

beforeAll(async () => {
  // The CRM stand-in fails the first attempt of every delivery, then takes it.
  const attempts = new Map<string, number>()
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const id = String(req.headers['x-agency-delivery'])
      const attempt = (attempts.get(id) ?? 0) + 1
      attempts.set(id, attempt)
      const status = attempt === 1 ? 503 : 204
      received.push({ headers: req.headers, body, answered: status })
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const { port } = receiver.address() as AddressInfo

  server = await startSite('chat_webhook', {
    ADMIN_PASSWORD,
    CHAT_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/chat`,
    CHAT_WEBHOOK_SECRET: SECRET,
    CHAT_WEBHOOK_RETRY_DELAY_MS: '200',
    EMAIL_QUEUE_CRON: '* * * * * *',
  })
})

afterAll(async () => {
  sockets.closeAll()
  await server?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

const delivered = (event: string) => received.filter((r) => r.answered === 204 && r.headers['x-agency-event'] === event)

describe('chat webhook', () => {
  it('posts a new conversation, a booking click and an outcome, signed, and retries a receiver that fails first', async () => {
    const cookie = await visitorCookie(server.url)
    const widget = await sockets.open(server.url, 'visitor', cookie)
    const sent = await ask<{ message: ChatMessageView; conversation: VisitorConversationView }>(widget, 'chat:send', {
      clientId: clientId(),
      message: 'Do you work with new creators?',
      identity: { name: 'Wren', email: 'wren@example.com' },
    })
    if (!sent.ok) throw new Error(sent.error)
    const conversationId = sent.data.conversation.id

    const clicked = await fetch(`${server.url}/api/booking-click`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ref: 'hero', page: '/', link: true }),
    })
    expect(clicked.status).toBe(201)

    const console = await sockets.open(server.url, 'staff', await staffCookie(server.url, 'admin', ADMIN_PASSWORD))
    const labelled = await ask(console, 'staff:outcome', { conversationId, outcome: 'booked' })
    expect(labelled.ok).toBe(true)

    await vi.waitFor(
      () => {
        for (const event of ['conversation.started', 'booking.clicked', 'conversation.outcome'])
          expect(delivered(event), event).toHaveLength(1)
      },
      { timeout: 30_000, interval: 200 },
    )

    const bodyOf = (event: string) =>
      JSON.parse(delivered(event)[0]!.body) as {
        id: string
        event: string
        occurredAt: string
        data: Record<string, unknown>
      }
    expect(bodyOf('conversation.started')).toMatchObject({
      event: 'conversation.started',
      data: { conversationId, visitorName: 'Wren', visitorEmail: 'wren@example.com', visitorPhone: null },
    })
    expect(bodyOf('booking.clicked')).toMatchObject({ data: { source: 'hero', page: '/', conversationId } })
    expect(bodyOf('conversation.outcome')).toMatchObject({
      data: { conversationId, outcome: 'booked', by: 'Administrator' },
    })

    for (const delivery of received) {
      // Signed with the shared secret, over the exact body; the delivery id is the body's id.
      expect(verifySignature(SECRET, delivery.body, String(delivery.headers['x-agency-signature']), new Date())).toBe(
        true,
      )
      expect(
        verifySignature(
          'another-secret-of-the-same-length!!',
          delivery.body,
          String(delivery.headers['x-agency-signature']),
          new Date(),
        ),
      ).toBe(false)
      expect((JSON.parse(delivery.body) as { id: string }).id).toBe(delivery.headers['x-agency-delivery'])
      expect(delivery.headers['content-type']).toBe('application/json')
    }
    // Each delivery was refused once and taken on a later attempt, with the same id and body.
    const ids = new Set(received.map((r) => String(r.headers['x-agency-delivery'])))
    expect(ids.size).toBe(3)
    for (const id of ids) {
      const attempts = received.filter((r) => r.headers['x-agency-delivery'] === id)
      expect(attempts.map((r) => r.answered)).toEqual([503, 204])
      expect(attempts[1]!.body).toBe(attempts[0]!.body)
    }
  })
})
