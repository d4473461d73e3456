import { readFile } from 'node:fs/promises'

import type { Browser, Page } from '@playwright/test'

import { ask, chatSocket, clientId, connected, staffCookie, visitorCookie } from '../support/chat-clients'
import { type ChatRefusal, E2E_ADMIN_PASSWORD, expect, expectNoAxeViolations, expectToast, presetConsent, routeChatSocket, test } from './fixtures'

/** A signed-in /admin/chat in its own browser context. */
async function openConsole(browser: Browser, baseURL: string, options: { hiddenTab?: boolean; refused?: Map<string, ChatRefusal> } = {}) {
  const context = await browser.newContext({ baseURL, permissions: ['notifications'] })
  const page = await context.newPage()
  if (options.refused) await routeChatSocket(page, options.refused)
  if (options.hiddenTab) {
    // The tab reports itself hidden, and notifications are recorded instead of shown.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
      const shown: { title: string; body?: string }[] = []
      ;(window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown
      class RecordedNotification {
        static permission = 'granted'
        static requestPermission = async () => 'granted'
        onclick: (() => void) | null = null
        constructor(title: string, options?: { body?: string }) {
          shown.push({ title, body: options?.body })
        }
        close() {}
      }
      ;(window as unknown as { Notification: unknown }).Notification = RecordedNotification
    })
  }
  const login = await page.request.post('/api/users/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })
  expect(login.status()).toBe(200)
  await page.goto('/admin/chat')
  await expect(page.getByText('Connecting…')).toBeHidden()
  return { context, page }
}

async function openWidget(page: Page) {
  await page.getByRole('button', { name: /^Open live chat/ }).click()
  const widget = page.getByRole('dialog', { name: 'Chat with our team' })
  await expect(widget).toBeVisible()
  return widget
}

/** Opens the widget on a fresh visitor page and sends a first message. */
async function startChat(page: Page, name: string, email: string, message: string) {
  await presetConsent(page)
  await page.goto('/')
  const widget = await openWidget(page)
  await widget.getByPlaceholder('Your name *').fill(name)
  await widget.getByPlaceholder('you@example.com').fill(email)
  await widget.getByLabel('Message').fill(message)
  await widget.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(widget.getByPlaceholder('Your name *')).toBeHidden()
  return widget
}

const unique = () => Date.now().toString(36)

/** Close Chat, confirmed in its dialog. */
async function closeSelected(page: Page) {
  await page.getByRole('button', { name: 'Close Chat' }).click()
  await page.getByRole('alertdialog', { name: 'Close this conversation?' }).getByRole('button', { name: 'Close conversation' }).click()
}

/** The console's tab title as unread total and page title (other tests may leave chats unread). */
function titleParts(title: string) {
  const match = /^\((\d+)\) (.*)$/.exec(title)
  return match ? { unread: Number(match[1]), base: match[2]! } : { unread: 0, base: title }
}
const titleWith = (base: string, unread: number) => (unread > 0 ? `(${unread}) ${base}` : base)

test.describe('chat presence and typing', () => {
  test('the widget shows whether the team is online; typing shows both ways and expires', async ({ page, browser, baseURL }) => {
    await presetConsent(page)
    await page.goto('/about')
    const widget = await openWidget(page)
    await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is away')
    await expect(widget.getByText('Our team is away right now, so replies may take a little longer.')).toBeVisible()
    await expectNoAxeViolations(page)

    const staff = await openConsole(browser, baseURL!)
    await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is online')
    await expect(widget.getByText('Our team is away right now')).toBeHidden()

    const name = `Typist ${unique()}`
    await widget.getByPlaceholder('Your name *').fill(name)
    await widget.getByPlaceholder('you@example.com').fill('typist@example.com')
    await widget.getByLabel('Message').fill('Hello!')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) }).click()

    // Visitor → staff: shown in the panel and in the list, gone a few seconds after the last keystroke.
    await widget.getByLabel('Message').pressSequentially('Another question', { delay: 20 })
    const typingLine = staff.page.getByText(`${name} is typing…`)
    await expect(typingLine.first()).toBeVisible()
    await expect(typingLine).toHaveCount(0, { timeout: 9_000 })

    // Staff → visitor: shown until the reply arrives.
    await staff.page.getByLabel('Reply').pressSequentially('Sure', { delay: 20 })
    await expect(widget.getByText('Support Team is typing…')).toBeVisible()
    await staff.page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByText('Sure', { exact: true })).toBeVisible()
    await expect(widget.getByText('Support Team is typing…')).toBeHidden()

    await staff.context.close()
    await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is away')
  })
})

test.describe('staff console tools', () => {
  test('unread counts and the tab title reset on view; alerts while the tab is hidden', async ({ page, browser, baseURL }) => {
    const staff = await openConsole(browser, baseURL!)
    const { unread: before, base } = titleParts(await staff.page.title())

    const name = `Unread ${unique()}`
    const widget = await startChat(page, name, 'unread@example.com', 'First question')
    const entry = staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) })
    await expect(entry).toHaveAccessibleName(/\b1 unread\b/)
    await expect(staff.page).toHaveTitle(titleWith(base, before + 1))
    await widget.getByLabel('Message').fill('Second question')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(entry).toHaveAccessibleName(/\b2 unread\b/)
    await expect(staff.page).toHaveTitle(titleWith(base, before + 2))

    await entry.click()
    await expect(entry.getByTestId('unread-count')).toHaveCount(0)
    await expect(staff.page).toHaveTitle(titleWith(base, before))
    // A reload agrees: the server recorded the view.
    await staff.page.reload()
    await expect(staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) })).toBeVisible()
    await expect(entry.getByTestId('unread-count')).toHaveCount(0)
    await staff.context.close()

    const hidden = await openConsole(browser, baseURL!, { hiddenTab: true })
    await hidden.page.getByRole('button', { name: 'Turn on alerts' }).click()
    await expect(hidden.page.getByRole('button', { name: 'Alerts on' })).toHaveAttribute('aria-pressed', 'true')
    await widget.getByLabel('Message').fill('Are you still there?')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect
      .poll(() => hidden.page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications))
      .toEqual([{ title: `New message from ${name}`, body: 'Are you still there?' }])
    await expect(hidden.page).toHaveTitle(titleWith(base, before + 1))
    await hidden.context.close()
  })

  test('a refused reply and a refused Close Chat show their error toasts; the reply text is kept', async ({ page, browser, baseURL }) => {
    const refused = new Map<string, ChatRefusal>()
    const staff = await openConsole(browser, baseURL!, { refused })
    const name = `Refused ${unique()}`
    await startChat(page, name, 'refused-reply@example.com', 'Can you hear me?')
    const entry = staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) })
    await entry.click()
    const panel = staff.page.getByRole('region', { name: /Messages/ })
    await expect(panel.getByTestId('chat-message')).toHaveText([/Can you hear me\?/])

    const gone = { code: 'not-found', error: 'This conversation does not exist.' } as const
    refused.set('staff:reply', gone)
    await staff.page.getByLabel('Reply').fill('Loud and clear.')
    await staff.page.getByRole('button', { name: 'Send', exact: true }).click()
    await expectToast(staff.page, 'Error', 'Failed to send message')
    await expect(staff.page.getByLabel('Reply')).toHaveValue('Loud and clear.')
    await expect(panel.getByTestId('chat-message')).toHaveText([/Can you hear me\?/])

    refused.set('staff:close', gone)
    await closeSelected(staff.page)
    await expectToast(staff.page, 'Error', 'Failed to close conversation')
    await expect(entry).toContainText('Open')
    await expect(entry).not.toContainText('Closed')
    await staff.context.close()
  })

  test('messages that fail to load are only logged: no toast, no error text', async ({ page, browser, baseURL }) => {
    const refused = new Map<string, ChatRefusal>([['staff:messages', { code: 'not-found', error: 'This conversation does not exist.' }]])
    const staff = await openConsole(browser, baseURL!, { refused })
    // The messages panel is 600 px tall.
    expect((await staff.page.getByRole('region', { name: /Messages/ }).boundingBox())!.height).toBe(600)
    const logged: string[] = []
    staff.page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    const name = `Unloaded ${unique()}`
    await startChat(page, name, 'unloaded@example.com', 'Will you see this?')
    await staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) }).click()
    await expect.poll(() => logged.some((text) => text.includes('Could not load messages'))).toBe(true)
    await expect(staff.page.locator('[data-sonner-toast]')).toHaveCount(0)
    await expect(staff.page.getByText('This conversation does not exist.')).toHaveCount(0)
    await staff.context.close()
  })

  test('the list says it is loading until it arrives; a failed load is not shown as an empty inbox', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    let release!: () => void
    const refused = new Map<string, ChatRefusal>()
    await routeChatSocket(page, refused, new Map([['staff:list', new Promise<void>((resolve) => (release = resolve))]]))
    const login = await page.request.post('/api/users/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })
    expect(login.status()).toBe(200)
    await page.goto('/admin/chat')
    const loading = page.getByRole('status').filter({ hasText: 'Loading conversations...' })
    await expect(loading).toBeVisible()
    await expect(page.getByText(/^No conversations yet/)).toBeHidden()
    release()
    await expect(loading).toBeHidden()

    refused.set('staff:list', { code: 'invalid', error: 'Unavailable' })
    await page.reload()
    await expect(page.getByText('Connecting…')).toBeHidden()
    await expect(loading).toBeHidden()
    await expect(page.getByText(/^No conversations yet/)).toBeHidden()
    await expect(page.getByTestId('conversation-list')).toBeHidden()
    await context.close()
  })

  test('open conversations first, open/closed filter, search by name, e-mail or message', async ({ browser, baseURL }) => {
    const staff = await openConsole(browser, baseURL!)
    // Two visitors: each browser context is one visitor (one visitor cookie).
    const visitors = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })]
    const id = unique()
    const closedName = `Closed ${id}`
    const openName = `Open ${id}`
    await startChat(await visitors[0]!.newPage(), closedName, `closed-${id}@example.com`, 'Please call me back')
    await startChat(await visitors[1]!.newPage(), openName, `open-${id}@example.com`, `Question about zebra-${id} promotions`)

    const list = staff.page.getByTestId('conversation-list')
    const filters = staff.page.getByRole('group', { name: 'Show conversations' })
    // The console opens on open conversations.
    await expect(filters.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true')
    await list.getByRole('button', { name: new RegExp(closedName) }).click()
    await closeSelected(staff.page)
    await expect(staff.page.getByText('This conversation is closed.')).toBeVisible()
    await expect(list.getByRole('button', { name: new RegExp(closedName) })).toHaveCount(0)
    await filters.getByRole('button', { name: 'All' }).click()
    await expect(list.getByRole('button', { name: new RegExp(closedName) })).toContainText('Closed')

    // Every open conversation comes before every closed one.
    const statuses = await list.getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b.textContent?.includes('Closed') ? 'closed' : 'open')))
    expect(statuses.indexOf('closed')).toBeGreaterThan(statuses.lastIndexOf('open'))

    await filters.getByRole('button', { name: 'Open' }).click()
    await expect(list.getByRole('button', { name: new RegExp(openName) })).toBeVisible()
    await expect(list.getByRole('button', { name: new RegExp(closedName) })).toHaveCount(0)
    await filters.getByRole('button', { name: 'Closed' }).click()
    await expect(list.getByRole('button', { name: new RegExp(closedName) })).toBeVisible()
    await expect(list.getByRole('button', { name: new RegExp(openName) })).toHaveCount(0)
    await filters.getByRole('button', { name: 'All' }).click()

    const search = staff.page.getByRole('searchbox', { name: 'Search conversations' })
    await search.fill(`ZEBRA-${id}`)
    await expect(list.getByRole('button')).toHaveCount(1)
    await expect(list.getByRole('button')).toContainText(openName)
    await search.fill(`closed-${id}@example`)
    await expect(list.getByRole('button')).toHaveCount(1)
    await expect(list.getByRole('button')).toContainText(closedName)
    await search.fill(`no such thing ${id}`)
    await expect(staff.page.getByText('No conversations match.')).toBeVisible()
    await search.fill('')
    await expect(list.getByRole('button', { name: new RegExp(openName) })).toBeVisible()
    await expectNoAxeViolations(staff.page)

    for (const context of visitors) await context.close()
    await staff.context.close()
  })

  test('staff export a transcript; an admin deletes a visitor’s conversations and the widget starts afresh', async ({ page, browser, baseURL }) => {
    const staff = await openConsole(browser, baseURL!)
    const name = `Private ${unique()}`
    const widget = await startChat(page, name, 'private@example.com', 'Please delete my data afterwards')
    const entry = staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) })
    await entry.click()
    await staff.page.getByLabel('Reply').fill('Of course.')
    await staff.page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByText('Of course.')).toBeVisible()

    const downloading = staff.page.waitForEvent('download')
    await staff.page.getByRole('link', { name: 'Export text' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^chat-\d+\.txt$/)
    const text = await readFile((await download.path())!, 'utf8')
    expect(text).toContain(`Chat with ${name} (private@example.com)`)
    expect(text.indexOf('Please delete my data afterwards')).toBeLessThan(text.indexOf('Of course.'))

    await staff.page.getByRole('button', { name: 'Delete visitor data' }).click()
    const dialog = staff.page.getByRole('alertdialog', { name: 'Delete this visitor’s conversations?' })
    await expect(dialog).toContainText(name)
    await expectNoAxeViolations(staff.page)
    await dialog.getByRole('button', { name: 'Delete for good' }).click()
    await expect(staff.page.getByText('The visitor’s conversations were deleted.')).toBeVisible()
    await expect(entry).toHaveCount(0)
    await expect(staff.page.getByText('Select a conversation to view messages.')).toBeVisible()

    // The visitor's widget forgets the deleted conversation and asks who they are again.
    await expect(widget.getByText('Of course.')).toBeHidden()
    await expect(widget.getByPlaceholder('Your name *')).toBeVisible()
    await staff.context.close()
  })

  // Last in this file: the 200 closed conversations it adds are older than any a later test makes.
  test('past one page of conversations, "Show older conversations" loads the next page', async ({ browser, baseURL }) => {
    test.slow()
    // A full page of closed conversations, made through the chat server as visitors and staff would.
    const closer = chatSocket(baseURL!, 'staff', await staffCookie(baseURL!, 'admin', E2E_ADMIN_PASSWORD))
    await connected(closer)
    const tag = unique()
    const archived = async (i: number) => {
      const socket = chatSocket(baseURL!, 'visitor', await visitorCookie(baseURL!))
      try {
        await connected(socket)
        const identity = { name: `Archive ${tag} ${i}`, email: `archive-${i}@example.com` }
        const sent = await ask<{ conversation: { id: number } }>(socket, 'chat:send', { clientId: clientId(), message: 'Hello', identity })
        if (!sent.ok) throw new Error(sent.error)
        const closed = await ask(closer, 'staff:close', { conversationId: sent.data.conversation.id })
        if (!closed.ok) throw new Error(closed.error)
      } finally {
        socket.close()
      }
    }
    // The first one made is older than the page of them that follows, so it is not on the first page.
    await archived(-1)
    for (let i = 0; i < 200; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => archived(i + j)))
    closer.close()

    const staff = await openConsole(browser, baseURL!)
    const list = staff.page.getByTestId('conversation-list')
    const rows = list.locator('li')
    await expect(rows).toHaveCount(200)
    const first = list.getByRole('button', { name: `Archive ${tag} -1` })
    await expect(first).toHaveCount(0)
    // A search finds it all the same.
    await staff.page.getByPlaceholder(/^Search name/).fill(`Archive ${tag} -1`)
    await expect(first).toBeVisible()
    await staff.page.getByPlaceholder(/^Search name/).fill('')

    const older = staff.page.getByRole('button', { name: 'Show older conversations' })
    await older.click()
    await expect.poll(() => rows.count()).toBeGreaterThan(200)
    // The second page was not full: nothing older is left to offer.
    await expect(older).toBeHidden()
    await staff.context.close()
  })
})
