import type { Page } from '@playwright/test'

import { ask, chatSocket, clientId, connected, visitorCookie } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { ensureTestPostgres } from '../support/postgres-server'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { E2E_ADMIN_PASSWORD, E2E_GA_ID, expect, expectToast, presetConsent, test } from './fixtures'

/**
 * The limit on new chats per client IP at its default (6 per 12 hours), seen by a visitor in the
 * widget. The shared end-to-end server lifts the limit for everyone else's tests, so this file starts
 * its own production server with the default and its own database.
 */
const REFUSAL = 'Too many chats were started from your connection. Please try again later or email us.'

let postgres: Awaited<ReturnType<typeof ensureTestPostgres>>
let db: TestDatabase
let server: ServerProcess

test.beforeAll(async () => {
  test.setTimeout(120_000)
  postgres = await ensureTestPostgres()
  db = await createTestDatabase('e2e_chat_limit', postgres.url)
  server = await spawnServer(
    productionEnv(db.uri, { ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, GA_MEASUREMENT_ID: E2E_GA_ID }),
  )
})

test.afterAll(async () => {
  await server?.stop('SIGKILL')
  await db?.drop()
  await postgres?.stop()
})

async function openWidget(page: Page) {
  await presetConsent(page)
  await page.goto(`${server.url}/`)
  await page.getByRole('button', { name: /^Open live chat/ }).click()
  const widget = page.getByRole('dialog', { name: 'Chat with our team' })
  await expect(widget).toBeVisible()
  await widget.getByPlaceholder('Your name *').fill('Mila')
  await widget.getByPlaceholder('you@example.com').fill('mila@example.com')
  return widget
}

/** A chat started from this machine (127.0.0.1, as the browser) by another visitor, over the real socket. */
async function chatFromAnotherVisitor() {
  const socket = chatSocket(server.url, 'visitor', await visitorCookie(server.url))
  try {
    await connected(socket)
    const sent = await ask(socket, 'chat:send', {
      clientId: clientId('e2e-limit'),
      message: 'Hello from next door.',
      identity: { name: 'Noor', email: 'noor@example.com' },
    })
    expect(sent).toMatchObject({ ok: true })
  } finally {
    socket.close()
  }
}

test('the seventh chat from one connection in 12 hours is refused with a message; the text stays in the input', async ({
  page,
  browser,
}) => {
  // The visitor's own first chat is one of the six.
  const first = await openWidget(page)
  await first.getByLabel('Message').fill('My first question')
  await first.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(first.getByTestId('chat-message')).toHaveText([/My first question/])

  for (let i = 0; i < 5; i++) await chatFromAnotherVisitor()

  // A new visitor (own cookie) on the same connection: the seventh chat.
  const context = await browser.newContext()
  try {
    const other = await context.newPage()
    const widget = await openWidget(other)
    const message = widget.getByLabel('Message')
    await message.fill('Can I start one more chat?')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expectToast(other, 'Error', REFUSAL, 'error')
    await expect(message).toHaveValue('Can I start one more chat?')
    await expect(widget.getByTestId('chat-message')).toHaveCount(0)
    await expect(widget.getByPlaceholder('Your name *')).toBeVisible()
  } finally {
    await context.close()
  }

  // The chat that was started before the limit goes on.
  await first.getByLabel('Message').fill('And a follow-up')
  await first.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(first.getByTestId('chat-message')).toHaveText([/My first question/, /And a follow-up/])
})
