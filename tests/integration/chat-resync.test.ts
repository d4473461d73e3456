import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESYNC_MS } from '../../src/lib/chat/client/resync'
import { staffCookie, visitorCookie } from '../support/chat-clients'
import { type TestDatabase } from '../support/postgres'
import { type Site, startSite } from '../support/server-process'
import { eventually, WidgetStaff, WidgetVisitor } from '../support/widget-client'

/**
 * A message can be committed by a process that stops before passing it on (through Redis) to the
 * process its reader is connected to. The reader never reconnects, so its catch-up at connect never
 * runs: the widget and the console ask again while connected (src/lib/chat/client/resync.ts). Here
 * such messages are written straight into the database, never broadcast, and must still arrive.
 */
const ADMIN_PASSWORD = 'chat-resync-admin-password'

let db: TestDatabase
let server: Site
const clients: { close: () => void }[] = []

async function commitUnannounced(conversationId: number, senderType: 'visitor' | 'admin', clientId: string) {
  const client = new pg.Client({ connectionString: db.uri })
  await client.connect()
  try {
    await client.query(
      'INSERT INTO chat_messages (conversation_id, sender_type, sender_name, message, client_id) VALUES ($1, $2, $3, $4, $5)',
      [
        conversationId,
        senderType,
        senderType === 'admin' ? 'Support Team' : 'Visitor resync',
        `unannounced ${senderType} message`,
        clientId,
      ],
    )
  } finally {
    await client.end()
  }
}

describe('chat readers that stay connected', () => {
  beforeAll(async () => {
    server = await startSite('chat_resync', { ADMIN_PASSWORD, CHAT_CONVERSATIONS_PER_IP: '1000' })
    db = server.db
  })

  afterAll(async () => {
    for (const client of clients) client.close()
    await server?.close('SIGTERM')
  })

  it(
    'receive a message committed but never broadcast, within one resync interval and without reconnecting',
    { timeout: 3 * RESYNC_MS + 30_000 },
    async () => {
      const visitor = new WidgetVisitor(server.url, await visitorCookie(server.url), {
        name: 'Visitor resync',
        email: 'resync@example.com',
      })
      const staff = new WidgetStaff(server.url, await staffCookie(server.url, 'admin', ADMIN_PASSWORD))
      clients.push(visitor, staff)
      await eventually(() => visitor.connects > 0 && staff.connects > 0, 10_000)
      const first = await visitor.send('Hello, is anyone there?')
      await eventually(
        () => staff.seen().has(first.clientId),
        10_000,
        () => '(the first message did not reach the console)',
      )

      // Positive control: a reply sent the normal way arrives live.
      const live = await staff.reply(first.conversationId, 'Yes, we are here.')
      await eventually(() => visitor.messages.some((m) => m.clientId === live.clientId), 10_000)

      await commitUnannounced(first.conversationId, 'admin', 'unannounced-reply')
      await commitUnannounced(first.conversationId, 'visitor', 'unannounced-visitor-message')
      const started = Date.now()
      await eventually(
        () => visitor.messages.some((m) => m.clientId === 'unannounced-reply'),
        RESYNC_MS + 10_000,
        () => '(the visitor never saw the reply)',
      )
      await eventually(
        () => staff.seen().has('unannounced-visitor-message'),
        RESYNC_MS + 10_000,
        () => '(the console never saw the message)',
      )
      expect(visitor.connects).toBe(1)
      expect(staff.connects).toBe(1)
      console.info(
        `chat-resync: both unannounced messages arrived within ${Date.now() - started} ms, with no reconnect`,
      )
    },
  )
})
