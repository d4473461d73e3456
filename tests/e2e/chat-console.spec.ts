import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { signCalendly } from '../../src/lib/bookings/confirmed/signature'
import { ask, chatSocket, clientId, connected, staffCookie, visitorCookie } from '../support/chat-clients'
import { loginAs } from '../support/login'
import { openConsole, openWidget } from './chat-helpers'
import {
  type ChatRefusal,
  clickHeaderBookCall,
  E2E_ADMIN_PASSWORD,
  expect,
  expectNoAxeViolations,
  expectToast,
  presetConsent,
  routeChatSocket,
  test,
} from './fixtures'
import { adminToken } from './staff'

/** A signed-in /admin/chat in its own browser context. */
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

/** The visitor starts a chat and minimises the widget; staff open that conversation in the console. */
async function startChatAndOpenIt(page: Page, staff: Page, visitor: { name: string; email: string; message: string }) {
  const widget = await openWidget(page)
  await widget.getByPlaceholder('Your name *').fill(visitor.name)
  await widget.getByPlaceholder('you@example.com').fill(visitor.email)
  await widget.getByLabel('Message').fill(visitor.message)
  await widget.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(widget.getByPlaceholder('Your name *')).toBeHidden()
  await widget.getByRole('button', { name: 'Minimise chat' }).click()
  await staff
    .getByTestId('conversation-list')
    .getByRole('button', { name: new RegExp(visitor.name) })
    .click()
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
  await page
    .getByRole('alertdialog', { name: 'Close this conversation?' })
    .getByRole('button', { name: 'Close conversation' })
    .click()
}

/** The console's tab title as unread total and page title (other tests may leave chats unread). */
function titleParts(title: string) {
  const match = /^\((\d+)\) (.*)$/.exec(title)
  return match ? { unread: Number(match[1]), base: match[2]! } : { unread: 0, base: title }
}
const titleWith = (base: string, unread: number) => (unread > 0 ? `(${unread}) ${base}` : base)

test.describe('chat presence and typing', () => {
  test('the widget shows whether the team is online; typing shows both ways and expires', async ({
    page,
    browser,
    baseURL,
  }) => {
    await presetConsent(page)
    await page.goto('/about')
    const widget = await openWidget(page)
    // Away: one state, with the booking button at once and no reply-time promise.
    await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is away')
    const away = widget.getByTestId('chat-away')
    await expect(away).toContainText('We’re away right now. Leave a message and we’ll reply here or by email.')
    const book = away.getByRole('link', { name: /Book a free call/ })
    await expect(book).toHaveAttribute('href', /[?&]ref=chat-away$/)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('data-booking-link', '')
    await expect(widget.getByTestId('chat-typical-reply')).toHaveCount(0)
    await expect(widget.getByText(/within minutes/)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: test.info().outputPath('widget-away.png') })

    const staff = await openConsole(browser, baseURL!)
    await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is online')
    // The measured time once ten chats were answered in 30 days; before that the general promise.
    await expect(widget.getByTestId('chat-typical-reply')).toHaveText(
      /^Usually replies (within minutes|in under a minute|in about \d+ (minute|hour)s?)$/,
    )
    await expect(widget.getByTestId('chat-away')).toHaveCount(0)
    await expect(widget.getByText('Our team is away')).toHaveCount(0)

    const name = `Typist ${unique()}`
    await widget.getByPlaceholder('Your name *').fill(name)
    await widget.getByPlaceholder('you@example.com').fill('typist@example.com')
    await widget.getByLabel('Message').fill('Hello!')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await staff.page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()

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
  test('unread counts and the tab title reset on view; alerts while the tab is hidden', async ({
    page,
    browser,
    baseURL,
  }) => {
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
    await expect(
      staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) }),
    ).toBeVisible()
    await expect(entry.getByTestId('unread-count')).toHaveCount(0)
    await staff.context.close()

    const hidden = await openConsole(browser, baseURL!, { hiddenTab: true })
    const sound = hidden.page.getByRole('button', { name: 'Sound in this tab' })
    await expect(sound).toHaveAttribute('aria-pressed', 'false')
    await sound.click()
    await expect(sound).toHaveAttribute('aria-pressed', 'true')
    await widget.getByLabel('Message').fill('Are you still there?')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect
      .poll(() =>
        hidden.page.evaluate(
          () => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications,
        ),
      )
      .toEqual([{ title: `New message from ${name}`, body: 'Are you still there?' }])
    await expect(hidden.page).toHaveTitle(titleWith(base, before + 1))
    await hidden.context.close()
  })

  test('a refused reply and a refused Close Chat show their error toasts; the reply text is kept', async ({
    page,
    browser,
    baseURL,
  }) => {
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
    // The dialog stays for another try; Cancel leaves the conversation as it was.
    await staff.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(entry).toContainText('Open')
    await expect(entry).not.toContainText('Closed')
    await staff.context.close()
  })

  test('messages that fail to load are only logged: no toast, no error text', async ({ page, browser, baseURL }) => {
    const refused = new Map<string, ChatRefusal>([
      ['staff:messages', { code: 'not-found', error: 'This conversation does not exist.' }],
    ])
    const staff = await openConsole(browser, baseURL!, { refused })
    // The messages panel is 600 px tall.
    expect((await staff.page.getByRole('region', { name: /Messages/ }).boundingBox())!.height).toBe(600)
    const logged: string[] = []
    staff.page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    const name = `Unloaded ${unique()}`
    await startChat(page, name, 'unloaded@example.com', 'Will you see this?')
    await staff.page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()
    await expect.poll(() => logged.some((text) => text.includes('Could not load messages'))).toBe(true)
    await expect(staff.page.locator('[data-sonner-toast]')).toHaveCount(0)
    await expect(staff.page.getByText('This conversation does not exist.')).toHaveCount(0)
    await staff.context.close()
  })

  test('the list says it is loading until it arrives; a failed load is not shown as an empty inbox', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    let release!: () => void
    const refused = new Map<string, ChatRefusal>()
    await routeChatSocket(page, refused, new Map([['staff:list', new Promise<void>((resolve) => (release = resolve))]]))
    await loginAs(page.request, 'admin', E2E_ADMIN_PASSWORD)
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

  test('open conversations first, open/closed filter, search by name, e-mail or message', async ({
    browser,
    baseURL,
  }) => {
    // Three browser contexts (staff and two visitors) and an axe scan: more than the default minute on a busy machine.
    test.slow()
    const staff = await openConsole(browser, baseURL!)
    // Two visitors: each browser context is one visitor (one visitor cookie).
    const visitors = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })]
    const id = unique()
    const closedName = `Closed ${id}`
    const openName = `Open ${id}`
    await startChat(await visitors[0]!.newPage(), closedName, `closed-${id}@example.com`, 'Please call me back')
    await startChat(
      await visitors[1]!.newPage(),
      openName,
      `open-${id}@example.com`,
      `Question about zebra-${id} promotions`,
    )

    const list = staff.page.getByTestId('conversation-list')
    const filters = staff.page.getByRole('group', { name: 'Status' })
    // The console opens on open conversations.
    await expect(filters.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true')
    await list.getByRole('button', { name: new RegExp(closedName) }).click()
    await closeSelected(staff.page)
    await expect(staff.page.getByText('This conversation is closed.')).toBeVisible()
    // Closed while open on the right: it stays listed (and selected) until the agent moves on.
    const closedEntry = list.getByRole('button', { name: new RegExp(closedName) })
    await expect(closedEntry).toContainText('Closed')
    await expect(closedEntry).toHaveAttribute('aria-current', 'true')
    await list.getByRole('button', { name: new RegExp(openName) }).click()
    await expect(staff.page.getByRole('heading', { name: new RegExp(`Messages · ${openName}`) })).toBeVisible()
    await expect(closedEntry).toHaveCount(0)
    await filters.getByRole('button', { name: 'All' }).click()
    await expect(list.getByRole('button', { name: new RegExp(closedName) })).toContainText('Closed')

    // Every open conversation comes before every closed one.
    const statuses = await list
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => (b.textContent?.includes('Closed') ? 'closed' : 'open')))
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

  test('staff export a transcript; an admin deletes a visitor’s conversations and the widget starts afresh', async ({
    page,
    browser,
    baseURL,
  }) => {
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
    const text = await readFile(await download.path(), 'utf8')
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
  test('past one page of conversations, "Show older conversations" loads the next page', async ({
    browser,
    baseURL,
  }) => {
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
        const sent = await ask<{ conversation: { id: number } }>(socket, 'chat:send', {
          clientId: clientId(),
          message: 'Hello',
          identity,
        })
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
    // The console opens on open conversations; these are closed.
    await staff.page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click()
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

test.describe('closing, reopening and the list (issue 25)', () => {
  test('Close Chat asks first; typing ends with the conversation; staff reopen it and the visitor writes again', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The visitor's clock is controlled: a "typing…" line can only go because the conversation closed.
    await page.clock.install()
    const staff = await openConsole(browser, baseURL!)
    const name = `Reopen ${unique()}`
    const widget = await startChat(page, name, 'reopen@example.com', 'First question')
    const list = staff.page.getByTestId('conversation-list')
    await list.getByRole('button', { name: new RegExp(name) }).click()

    await staff.page.getByLabel('Reply').pressSequentially('Let me check', { delay: 20 })
    const typing = widget.getByText('Support Team is typing…')
    await expect(typing).toBeVisible()
    await page.clock.pauseAt(Date.now() + 500)

    // Cancel changes nothing.
    await staff.page.getByRole('button', { name: 'Close Chat' }).click()
    const dialog = staff.page.getByRole('alertdialog', { name: 'Close this conversation?' })
    await expect(dialog).toContainText(`${name} sees that the chat is closed`)
    await expectNoAxeViolations(staff.page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(staff.page.getByText('This conversation is closed.')).toBeHidden()

    await closeSelected(staff.page)
    await expect(widget.getByText('Our team has closed this conversation.')).toBeVisible()
    await expect(typing).toBeHidden()
    await expect(staff.page.getByLabel('Reply')).toBeHidden()
    await page.clock.resume()

    // The closed conversation stays listed while open (its visitor's name starts with "Reopen" too).
    await staff.page.getByRole('button', { name: 'Reopen', exact: true }).click()
    await expect(
      staff.page.locator('[data-sonner-toast]').filter({ hasText: 'The conversation is open again.' }),
    ).toBeVisible()
    await expect(widget.getByText('Our team has closed this conversation.')).toBeHidden()
    await expect(list.getByRole('button', { name: new RegExp(name) })).toContainText('Open')

    await widget.getByLabel('Message').fill('Thanks for reopening')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    // The same conversation: its history stays, and the console shows the new message in it.
    await expect(widget.getByTestId('chat-message')).toHaveText([/First question/, /Thanks for reopening/])
    const panel = staff.page.getByRole('region', { name: /Messages/ })
    await expect(panel.getByTestId('chat-message')).toHaveText([/First question/, /Thanks for reopening/])
    await expect(list.getByRole('button', { name: new RegExp(name) })).toHaveCount(1)
    await staff.context.close()
  })

  test('each conversation previews its last message on one line, kept current live', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const name = `Preview ${unique()}`
    const widget = await startChat(page, name, 'preview@example.com', 'What does the first month cost?')
    const entry = staff.page.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) })
    const preview = entry.getByTestId('conversation-preview')
    await expect(preview).toHaveText('What does the first month cost?')

    await entry.click()
    await staff.page.getByLabel('Reply').fill('Nothing: the first call is free.')
    await staff.page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(preview).toHaveText('You: Nothing: the first call is free.')

    const long = `And after that? ${'I would like to know every detail of the pricing model. '.repeat(6)}`.trim()
    await widget.getByLabel('Message').fill(long)
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(preview).toHaveText(new RegExp(`^${long.slice(0, 40).replace(/[?]/g, '\\?')}`))
    // One line, cut with an ellipsis.
    const box = await preview.evaluate((el) => {
      const style = getComputedStyle(el)
      return {
        whiteSpace: style.whiteSpace,
        overflow: style.textOverflow,
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight),
      }
    })
    expect(box.whiteSpace).toBe('nowrap')
    expect(box.overflow).toBe('ellipsis')
    expect(box.height).toBeLessThanOrEqual(box.lineHeight + 1)

    // A reload shows the same preview from the server.
    await staff.page.reload()
    await expect(
      staff.page
        .getByTestId('conversation-list')
        .getByRole('button', { name: new RegExp(name) })
        .getByTestId('conversation-preview'),
    ).toHaveText(new RegExp(`^${long.slice(0, 40).replace(/[?]/g, '\\?')}`))
    await staff.context.close()
  })

  test('at 390 px: the list, then the thread full-screen with a way back; header and thread buttons wrap, all in view', async ({
    page,
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const phone = await context.newPage()
    await loginAs(phone.request, 'admin', E2E_ADMIN_PASSWORD)
    await phone.goto('/admin/chat')
    await expect(phone.getByText('Connecting…')).toBeHidden()

    const name = `Phone ${unique()}`
    await startChat(page, name, 'phone@example.com', 'Hello from a phone-sized console test')
    const list = phone.getByTestId('conversation-list')
    const entry = list.getByRole('button', { name: new RegExp(name) })
    await expect(entry).toBeVisible()
    await expect(phone.getByTestId('messages-panel')).toBeHidden()

    // Header buttons wrap onto as few lines as they need: each whole on screen, none on another, no sideways scroll.
    const within = (selector: string) =>
      phone
        .getByTestId(selector)
        .locator('> *')
        .evaluateAll((items) =>
          items.map((item) => {
            const box = (item.matches('details') ? item.querySelector('summary')! : item).getBoundingClientRect()
            return { left: box.left, right: box.right, top: box.top, bottom: box.bottom }
          }),
        )
    const apart = (boxes: { left: number; right: number; top: number; bottom: number }[]) =>
      boxes.every((a, i) =>
        boxes.every(
          (b, j) => i === j || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
        ),
      )
    const header = await within('console-actions')
    expect(header.length).toBeGreaterThanOrEqual(3)
    expect(header.every((box) => box.left >= 0 && box.right <= 390)).toBe(true)
    expect(apart(header)).toBe(true)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.screenshot({ path: test.info().outputPath('console-390-list.png'), fullPage: true })

    await entry.click()
    const panel = phone.getByTestId('messages-panel')
    await expect(panel.getByTestId('chat-message')).toHaveText([/Hello from a phone-sized console test/])
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    await expect(list).toBeHidden()
    // Every action of the thread in view, wrapped, not scrolled out of sight.
    const actions = await within('thread-actions')
    expect(actions.length).toBeGreaterThanOrEqual(4)
    expect(actions.every((box) => box.left >= 0 && box.right <= 390)).toBe(true)
    expect(apart(actions)).toBe(true)
    await expect(phone.getByLabel('Reply')).toBeInViewport()
    await expectNoAxeViolations(phone)
    await phone.screenshot({ path: test.info().outputPath('console-390-thread.png') })

    await phone.getByRole('button', { name: 'Back to conversations' }).click()
    await expect(entry).toBeVisible()
    await expect(panel).toBeHidden()

    // At 1280 px both columns show at once and there is no back button.
    await phone.setViewportSize({ width: 1280, height: 900 })
    await entry.click()
    await expect(panel).toBeVisible()
    await expect(list).toBeVisible()
    await expect(phone.getByRole('button', { name: 'Back to conversations' })).toBeHidden()
    expect((await panel.boundingBox())!.height).toBe(600)
    await phone.screenshot({ path: test.info().outputPath('console-1280.png') })
    await context.close()
  })
})

test.describe('console attention and layout', () => {
  test('signed in through the form, the tab title counts unread messages live and drops the count once read', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL })
    const staff = await context.newPage()
    await staff.goto('/admin/login')
    await staff.getByLabel('Username').fill('admin')
    await staff.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
    await staff.getByRole('button', { name: 'Sign in' }).click()
    await expect(staff).toHaveURL(/\/admin\/chat$/)
    await expect(staff.getByText('Connecting…')).toBeHidden()
    // Earlier tests may have left chats unread: count from the title once the list has loaded.
    const list = staff.getByTestId('conversation-list')
    await expect(staff.getByRole('status').filter({ hasText: 'Loading conversations...' })).toBeHidden()
    await expect(async () => {
      const { base } = titleParts(await staff.title())
      expect(base).toMatch(/^Live chat \| /)
    }).toPass()
    const { unread: before, base } = titleParts(await staff.title())
    await expect(staff.locator('head > title')).toHaveCount(1)

    const visitor = await browser.newContext({ baseURL })
    const name = `Title ${unique()}`
    const widget = await startChat(await visitor.newPage(), name, 'title@example.com', 'Is anyone there?')
    await expect(staff).toHaveTitle(titleWith(base, before + 1))
    await widget.getByLabel('Message').fill('Hello again')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(staff).toHaveTitle(titleWith(base, before + 2))
    await list.getByRole('button', { name: new RegExp(name) }).click()
    await expect(staff).toHaveTitle(titleWith(base, before))

    // Leaving the console takes its title along; coming back brings it, still counting.
    await staff.getByRole('link', { name: 'Reports' }).click()
    await expect(staff).toHaveURL(/\/admin\/reports$/)
    await expect(staff).toHaveTitle(/^Reports \| /)
    await staff.goBack()
    await expect(staff).toHaveURL(/\/admin\/chat$/)
    await expect(list.getByRole('button', { name: new RegExp(name) })).toBeVisible()
    // The list loaded afresh (its first page may now end one conversation earlier): count from what it shows.
    const again = titleParts(await staff.title())
    expect(again.base).toBe(base)
    await widget.getByLabel('Message').fill('One more thing')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(staff).toHaveTitle(titleWith(base, again.unread + 1))
    await visitor.close()
    await context.close()
  })

  test('the two filter rows are groups named by their visible labels', async ({ browser, baseURL }) => {
    const staff = await openConsole(browser, baseURL!)
    for (const [label, buttons] of [
      ['Status', ['All', 'Open', 'Closed']],
      ['Assigned', ['All', 'Mine', 'Unassigned']],
    ] as const) {
      const group = staff.page.getByRole('group', { name: label, exact: true })
      await expect(group).toBeVisible()
      await expect(group.getByText(label, { exact: true })).toBeVisible()
      await expect(group.getByRole('button')).toHaveText([...buttons])
    }
    await expectNoAxeViolations(staff.page)
    await staff.context.close()
  })

  test('at 1280×800 eight conversations, twelve messages and the reply box are in view in a 600 px panel; at 1024×700 the reply box too', async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    // Nine more open conversations than the list would otherwise hold, made through the chat server.
    const fit = unique()
    await Promise.all(
      Array.from({ length: 9 }, async (_, i) => {
        const socket = chatSocket(baseURL!, 'visitor', await visitorCookie(baseURL!))
        try {
          await connected(socket)
          const sent = await ask(socket, 'chat:send', {
            clientId: clientId(),
            message: 'Do you manage accounts in Europe?',
            identity: { name: `Fit ${fit} ${i}`, email: `fit-${i}@example.com` },
          })
          if (!sent.ok) throw new Error(sent.error)
        } finally {
          socket.close()
        }
      }),
    )
    const staff = await openConsole(browser, baseURL!)
    const visitor = await browser.newContext({ baseURL })
    const name = `Layout ${unique()}`
    const widget = await startChat(
      await visitor.newPage(),
      name,
      'layout@example.com',
      'Hi, do you work with new creators?',
    )
    await staff.page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()
    const panel = staff.page.getByTestId('messages-panel')
    const reply = staff.page.getByLabel('Reply')
    // A typical exchange: short one-line questions and answers, both ways.
    const lines = [
      ['Yes, we do. How long have you been creating?', 'About six months now.'],
      ['Great. Which platforms are you on?', 'Mostly Instagram and TikTok.'],
      ['And how many followers in total?', 'Around 40k combined.'],
      ['That is a good start. Shall we book a call?', 'Sure, tomorrow works for me.'],
      ['Morning or afternoon?', 'Afternoon, please.'],
      ['Two o’clock your time?', 'Perfect, thank you!'],
    ]
    for (const [answer, question] of lines) {
      await reply.fill(answer!)
      await reply.press('Enter')
      await expect(widget.getByText(answer!)).toBeVisible()
      await widget.getByLabel('Message').fill(question!)
      await widget.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(panel.getByText(question!)).toBeVisible()
    }
    const messages = panel.getByTestId('chat-message')
    await expect(messages).toHaveCount(13)

    const inside = (
      box: { x: number; y: number; width: number; height: number },
      frame: { x: number; y: number; width: number; height: number },
    ) =>
      box.x >= frame.x - 0.5 &&
      box.y >= frame.y - 0.5 &&
      box.x + box.width <= frame.x + frame.width + 0.5 &&
      box.y + box.height <= frame.y + frame.height + 0.5

    const viewport = { x: 0, y: 0, width: 1280, height: 800 }
    expect((await panel.boundingBox())!.height).toBe(600)
    expect(inside((await panel.boundingBox())!, viewport)).toBe(true)
    const log = (await panel.getByRole('log').boundingBox())!
    expect(inside(log, viewport)).toBe(true)
    const visible = []
    for (const message of await messages.all()) {
      const box = (await message.boundingBox())!
      if (inside(box, log)) visible.push(box)
    }
    expect(visible.length).toBeGreaterThanOrEqual(12)
    for (const control of [reply, staff.page.getByRole('button', { name: 'Send', exact: true })]) {
      expect(inside((await control.boundingBox())!, viewport)).toBe(true)
    }
    // The list shows at least eight whole conversations without scrolling (the load-older button, when there is
    // one, scrolls after them).
    const listBox = (await staff.page.getByTestId('conversation-scroller').boundingBox())!
    const seen = []
    for (const entry of await staff.page.getByTestId('conversation-list').locator('li').all()) {
      const box = await entry.boundingBox()
      if (box && inside(box, listBox) && inside(box, viewport)) seen.push(box)
    }
    expect(seen.length).toBeGreaterThanOrEqual(8)
    await expectNoAxeViolations(staff.page)
    await staff.page.screenshot({ path: test.info().outputPath('console-1280x800.png') })

    await staff.page.setViewportSize({ width: 1024, height: 700 })
    const small = { x: 0, y: 0, width: 1024, height: 700 }
    await expect(staff.page.getByTestId('conversation-list')).toBeVisible()
    expect(inside((await panel.boundingBox())!, small)).toBe(true)
    for (const control of [reply, staff.page.getByRole('button', { name: 'Send', exact: true })]) {
      expect(inside((await control.boundingBox())!, small)).toBe(true)
    }
    expect((await panel.getByRole('log').boundingBox())!.height).toBeGreaterThan(150)
    await staff.page.screenshot({ path: test.info().outputPath('console-1024x700.png') })

    await staff.page.setViewportSize({ width: 375, height: 812 })
    await expect(reply).toBeInViewport()
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await staff.page.screenshot({ path: test.info().outputPath('console-375-thread.png') })
    await staff.page.getByRole('button', { name: 'Back to conversations' }).click()
    await staff.page.screenshot({ path: test.info().outputPath('console-375-list.png'), fullPage: true })
    await visitor.close()
    await staff.context.close()
  })
})

test.describe('widget across pages (issue 25)', () => {
  test('a reply read before moving to another page is not unread there; the teaser stays away during a chat', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const name = `Navigator ${unique()}`
    const widget = await startChat(page, name, 'navigator@example.com', 'Quick question')
    await staff.page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()
    await staff.page.getByLabel('Reply').fill('Ask away!')
    await staff.page.getByRole('button', { name: 'Send', exact: true }).click()
    // Read in the open window.
    await expect(widget.getByText('Ask away!')).toBeVisible()

    await page.goto('/about')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // The widget loads by itself for an open conversation and catches up (its window stays closed).
    await expect(page.locator('#chat-window').getByText('Ask away!')).toBeAttached()
    await expect(page.getByTestId('chat-unread')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open live chat', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Chat with a team member' })).toBeHidden()

    // A reply that arrives while the window is closed is the one unread.
    await staff.page.getByLabel('Reply').fill('Are you still there?')
    await staff.page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByTestId('chat-unread')).toHaveText('1')
    await page.goto('/services')
    await expect(page.getByTestId('chat-unread')).toHaveText('1')
    await expect(page.getByRole('button', { name: 'Chat with a team member' })).toBeHidden()
    const reopened = await openWidget(page)
    await expect(reopened.getByText('Are you still there?')).toBeVisible()
    await expect(page.getByTestId('chat-unread')).toHaveCount(0)
    await page.goto('/faq')
    await expect(page.locator('#chat-window').getByText('Are you still there?')).toBeAttached()
    await expect(page.getByTestId('chat-unread')).toHaveCount(0)
    await staff.context.close()
  })
})

test.describe('answering faster: canned replies, notes, assignment, shortcuts (issue 26)', () => {
  test('"/" lists canned replies, typing filters, Enter inserts it filled in, Enter sends it to the visitor', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const name = `Canned ${unique()}`
    const widget = await startChat(page, name, 'canned@example.com', 'How much does it cost?')
    await staff.page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()

    const box = staff.page.getByLabel('Reply')
    await box.fill('/')
    const list = staff.page.getByRole('listbox', { name: 'Canned replies' })
    await expect(list.getByRole('option')).toHaveCount(5)
    await box.pressSequentially('pri')
    await expect(list.getByRole('option')).toHaveText([/^Pricing/, /^Privacy and discretion/])
    await expect(list.getByRole('option', { name: /^Pricing/ })).toHaveAttribute('aria-selected', 'true')
    await staff.page.screenshot({ path: test.info().outputPath('console-canned-1280.png') })
    await box.press('ArrowDown')
    await expect(list.getByRole('option', { name: /^Privacy/ })).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowUp')
    await expectNoAxeViolations(staff.page)
    await box.press('Enter')
    await expect(list).toBeHidden()
    await expect(box).toHaveValue(/^We work on a revenue share.*https:\/\/\S+ref=chat$/)

    await box.press('Enter')
    await expect(widget.getByTestId('chat-message').last()).toContainText('We work on a revenue share')
    // The booking link in the reply reaches the visitor as a Book a call button.
    await expect(
      widget
        .getByTestId('chat-message')
        .last()
        .getByRole('link', { name: /Book a call/i }),
    ).toHaveAttribute('href', /ref=chat/)

    // Escape closes the list and leaves the text; typing on opens it again.
    await box.fill('/welc')
    await expect(list.getByRole('option')).toHaveText([/^Welcome/])
    await box.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveValue('/welc')
    await box.press('o')
    await expect(list.getByRole('option')).toHaveText([/^Welcome/])
    await box.press('Enter')
    await expect(box).toHaveValue(
      `Hi ${name}, thanks for reaching out! I’m Administrator. What would you like to know about working with us?`,
    )
    await staff.context.close()
  })

  test('a note stays in the console: shown between the messages for staff, never in the widget', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const colleague = await openConsole(browser, baseURL!)
    const name = `Note ${unique()}`
    const widget = await startChat(page, name, 'note@example.com', 'I have 40k followers')
    for (const console of [staff, colleague])
      await console.page
        .getByTestId('conversation-list')
        .getByRole('button', { name: new RegExp(name) })
        .click()

    await staff.page.getByRole('group', { name: 'Write' }).getByRole('button', { name: 'Note' }).click()
    await expect(staff.page.getByLabel('Internal note')).toBeVisible()
    await staff.page.getByLabel('Internal note').fill('Big account: offer the Friday slot')
    await staff.page.getByRole('button', { name: 'Add note' }).click()
    const note = staff.page.getByTestId('chat-note')
    await expect(note).toContainText('Note by You')
    await expect(note).toContainText('Big account: offer the Friday slot')
    await expect(colleague.page.getByTestId('chat-note')).toContainText('Note by You')
    await expect(colleague.page.getByTestId('chat-note')).toContainText('Big account: offer the Friday slot')

    await staff.page.getByRole('group', { name: 'Write' }).getByRole('button', { name: 'Reply' }).click()
    await staff.page.getByLabel('Reply').fill('Congratulations on 40k!')
    await staff.page.getByLabel('Reply').press('Enter')
    await expect(widget.getByTestId('chat-message').last()).toContainText('Congratulations on 40k!')
    await expect(widget).not.toContainText('Friday slot')
    // After a reload the note is still there, between the visitor's message and the reply.
    await staff.page.reload()
    await staff.page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()
    await expect(staff.page.locator('[data-testid=chat-message], [data-testid=chat-note]')).toHaveText([
      /40k followers/,
      /Friday slot/,
      /Congratulations/,
    ])
    await expectNoAxeViolations(staff.page)
    await staff.page.getByRole('group', { name: 'Write' }).getByRole('button', { name: 'Note' }).click()
    await staff.page.screenshot({ path: test.info().outputPath('console-note-1280.png') })
    await staff.context.close()
    await colleague.context.close()
  })

  test('Take it assigns the conversation to me; Mine and Unassigned filter the list; it can be released', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const name = `Assign ${unique()}`
    await startChat(page, name, 'assign@example.com', 'Who is my manager?')
    const list = staff.page.getByTestId('conversation-list')
    const entry = list.getByRole('button', { name: new RegExp(name) })
    const filters = staff.page.getByRole('group', { name: 'Assigned' })

    await filters.getByRole('button', { name: 'Mine' }).click()
    await expect(entry).toHaveCount(0)
    await filters.getByRole('button', { name: 'Unassigned' }).click()
    await entry.click()
    await staff.page.getByRole('button', { name: 'Take it' }).click()
    await expect(staff.page.getByLabel('Assigned to')).toHaveValue(/^\d+$/)
    await expect(staff.page.getByRole('button', { name: 'Take it' })).toBeHidden()
    // No longer unassigned, but open on the right: it stays listed under "Unassigned".
    await expect(entry.getByTestId('conversation-assignee')).toHaveText('You')
    await filters.getByRole('button', { name: 'Mine' }).click()
    await expect(entry.getByTestId('conversation-assignee')).toHaveText('You')

    await staff.page.getByLabel('Assigned to').selectOption({ label: 'Unassigned' })
    await expect(entry.getByTestId('conversation-assignee')).toHaveCount(0)
    await expect(entry).toBeVisible()
    // Picking a filter that does not show it lets it go.
    await filters.getByRole('button', { name: 'Mine' }).click()
    await expect(entry).toHaveCount(0)
    await filters.getByRole('button', { name: 'All' }).click()
    await expect(entry.getByTestId('conversation-assignee')).toHaveCount(0)
    await staff.context.close()
  })

  test('the agent sees the visitor’s page live as they move, how the visit began, and their local time', async ({
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const visitorContext = await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' })
    const page = await visitorContext.newPage()
    // Functional consent: the tab keeps this visit's pages until a chat starts.
    await presetConsent(page, { performance: false, functional: true, marketing: false })
    await page.goto('/?utm_source=newsletter&utm_campaign=winter')
    // The launcher (which keeps the visit) loads once the page is idle.
    await expect(page.getByRole('button', { name: /^Open live chat/ })).toBeVisible()
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('chat:visit'))).toContain('newsletter')
    await page.goto('/services')
    const name = `Context ${unique()}`
    const widget = await openWidget(page)
    await widget.getByPlaceholder('Your name *').fill(name)
    await widget.getByPlaceholder('you@example.com').fill('context@example.com')
    await widget.getByLabel('Message').fill('Which plan fits me?')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByPlaceholder('Your name *')).toBeHidden()

    await staff.page
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()
    const panel = staff.page.getByTestId('visitor-panel')
    await expect(panel.getByTestId('visitor-page')).toHaveText('Now on /services')
    // Where the visit came from shows without opening the details.
    await expect(panel.getByTestId('visitor-source')).toHaveText('From Direct or unknown · Campaign: winter')
    const tokyo = new Date().toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' })
    await expect(panel).toContainText(`${tokyo} their time`)

    // The visitor follows a link (client-side navigation): the console follows without a reload.
    await widget.getByRole('button', { name: 'Minimise chat' }).click()
    await page.getByRole('link', { name: 'About', exact: true }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(panel.getByTestId('visitor-page')).toHaveText('Now on /about')

    await panel.locator('summary').click()
    await expect(panel.getByTestId('visitor-trail').getByRole('listitem')).toHaveText([
      /^\//,
      /^\/services/,
      /^\/about/,
    ])
    await expect(panel).toContainText('source: newsletter · campaign: winter')
    await expect(panel).toContainText('Computer · Chrome')
    await expectNoAxeViolations(staff.page)
    await staff.page.screenshot({ path: test.info().outputPath('console-visitor-context-1280.png') })

    // The visitor closes the tab: the console stops saying where they are (a page load reconnects at once, so it
    // waits a few seconds), and says so again once they come back.
    await page.close()
    await expect(panel.getByTestId('visitor-page')).toHaveText('Left the site · last on /about', { timeout: 20_000 })
    const back = await visitorContext.newPage()
    await back.goto('/faq')
    await expect(panel.getByTestId('visitor-page')).toHaveText('Now on /faq', { timeout: 20_000 })
    await visitorContext.close()
    await staff.context.close()
  })

  test('a booking click of a visitor in a chat shows in the console live, and in the reports, which one range drives', async ({
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const visitorContext = await browser.newContext({ baseURL })
    // The scheduling page opens in a new tab; here it is a stand-in.
    await visitorContext.route(/^https:\/\/calendly\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Scheduling</title>' }),
    )
    const page = await visitorContext.newPage()
    await presetConsent(page, { performance: false, functional: true, marketing: false })
    await page.goto('/services')
    await startChatAndOpenIt(page, staff.page, {
      name: `Booker ${unique()}`,
      email: 'booker@example.com',
      message: 'Can I book a call?',
    })
    await expect(staff.page.getByTestId('visitor-page')).toHaveText('Now on /services')
    await clickHeaderBookCall(page)
    await expect(staff.page.getByTestId('booking-click')).toHaveText(/^Clicked Book a Call on \/services at /)
    await staff.page.getByTestId('visitor-panel').locator('summary').click()
    await expect(staff.page.getByTestId('visitor-panel')).toContainText(/\/services · nav/)

    await staff.page.getByRole('link', { name: 'Reports' }).click()
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
    // One range for every section: the last 30 days, compared with the 30 before.
    const range = staff.page.getByTestId('report-range')
    await expect(range.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
    await expect(range.getByTestId('report-range-text')).toHaveText(/ \(30 days\)$/)
    await expect(range.getByTestId('report-compared-with')).toHaveText(/^Compared with /)
    // The headline figures hold this chat and this click, each with its change from the period before.
    await expect(staff.page.getByTestId('headline-conversations').locator('dd').first()).toHaveText(/^[1-9]/)
    await expect(staff.page.getByTestId('headline-clicks').locator('dd').first()).toHaveText(/^[1-9]/)
    await expect(staff.page.getByTestId('headline-clicks')).toContainText(
      /the 30 days before|None in the 30 days before/,
    )
    await expect(staff.page.getByRole('img', { name: 'Visitors and booked calls per day' })).toBeVisible()
    // What the chats led to: shares of the same chats.
    await expect(staff.page.getByTestId('conversion')).toHaveText(
      /^[1-9]\d* of [1-9]\d* chats were followed by a booking click \((100|\d{1,2}(\.\d)?)%\)\.$/,
    )
    // The details are folded until opened.
    const pages = staff.page.getByTestId('fold-clicks-by-page')
    await expect(pages.getByTestId('clicks-by-page')).toBeHidden()
    await pages.locator('summary').click()
    await expect(pages.getByTestId('clicks-by-page').getByRole('row', { name: /^\/services\b/ })).toBeVisible()
    const links = staff.page.getByTestId('fold-links')
    await links.locator('summary').click()
    await expect(links.getByTestId('funnel-by-link_source').getByRole('row', { name: /^nav\b/ })).toBeVisible()
    const weeks = staff.page.getByTestId('fold-weeks')
    await weeks.locator('summary').click()
    // 30 days touch five or six Monday weeks.
    expect(await weeks.getByTestId('funnel-weeks').locator('tbody tr').count()).toBeGreaterThanOrEqual(5)
    const download = staff.page.waitForEvent('download')
    await range.getByRole('link', { name: 'Download CSV' }).click()
    const csv = await download
    expect(csv.suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await readFile(await csv.path(), 'utf8')).toMatch(
      /^section,value,title,from,to,visitors,chats,booking clicks,calls booked/,
    )
    await expectNoAxeViolations(staff.page)
    await staff.page.screenshot({ path: test.info().outputPath('reports-1280.png'), fullPage: true })

    // A quick range moves every section: the last 7 days still hold today's click.
    await range.getByRole('link', { name: 'Last 7 days' }).click()
    await expect(range.getByTestId('report-range-text')).toHaveText(/ \(7 days\)$/)
    await expect(range.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page')
    await expect(staff.page.getByTestId('headline-clicks').locator('dd').first()).toHaveText(/^[1-9]/)
    // The custom range is a plain GET form: one day long ago shows nothing, and says so.
    await range.getByText('Custom range').click()
    await range.getByLabel('From', { exact: true }).fill('2025-01-06')
    await range.getByLabel('To', { exact: true }).fill('2025-01-06')
    await range.getByRole('button', { name: 'Show' }).click()
    await expect(staff.page).toHaveURL(/\/admin\/reports\?from=2025-01-06&to=2025-01-06$/)
    await expect(range.getByTestId('report-range-text')).toHaveText('Jan 6, 2025 to Jan 6, 2025 (1 day)')
    await expect(staff.page.getByTestId('headline-clicks').locator('dd').first()).toHaveText('0')
    await expect(staff.page.getByTestId('headline-clicks')).toContainText('None in the 1 day before either')
    await expect(staff.page.getByTestId('chat-path')).toContainText('No chats were started in these days.')
    const chats = staff.page.getByTestId('fold-chats')
    await chats.locator('summary').click()
    await expect(chats.getByTestId('chats-per-week').locator('tbody tr')).toHaveCount(1)
    await expect(range.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/reports/funnel?from=2025-01-06&to=2025-01-06&format=csv',
    )
    await staff.page.goBack()
    await staff.page.goBack()
    await expect(range.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
    await staff.page.setViewportSize({ width: 390, height: 844 })
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(staff.page)
    await staff.page.screenshot({ path: test.info().outputPath('reports-390.png'), fullPage: true })
    await visitorContext.close()
    await staff.context.close()
  })

  test('a visitor from a campaign chats and books a call: the scheduler’s webhook joins the click, and staff see the booked call live with its campaign', async ({
    browser,
    baseURL,
    request,
  }) => {
    const key = `calendly-key-${unique()}`
    const token = await adminToken(request)
    const settings = (data: object) =>
      request.post('/api/globals/site-settings', { headers: { authorization: `JWT ${token}` }, data })
    expect((await settings({ newCalendlyWebhookSecret: key })).status()).toBe(200)
    try {
      const staff = await openConsole(browser, baseURL!)
      // A browser's own User-Agent: the headless one is counted as a bot, and this visit is to be counted.
      const visitorContext = await browser.newContext({ baseURL, userAgent: DESKTOP_CHROME })
      const campaign = `launch-${unique()}`
      // The scheduling page opens in a new tab; here it is a stand-in, and nothing leaves the machine.
      const scheduler: string[] = []
      await visitorContext.route(/^https:\/\/calendly\.com\//, (route) => {
        scheduler.push(route.request().url())
        return route.fulfill({ contentType: 'text/html', body: '<title>Scheduling</title>' })
      })
      const page = await visitorContext.newPage()
      await page.goto(`/?utm_source=news&utm_campaign=${campaign}`)
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Manage Preferences' })
        .click()
      const preferences = page.getByRole('dialog', { name: 'Cookie Preferences' })
      await preferences.getByRole('switch', { name: 'Functional' }).click()
      await preferences.getByRole('button', { name: 'Save Preferences' }).click()
      await expect(preferences).toBeHidden()

      const name = `Campaign booker ${unique()}`
      await startChatAndOpenIt(page, staff.page, {
        name,
        email: 'campaign.booker@example.com',
        message: 'I saw your launch post. Can we talk?',
      })
      await expect(staff.page.getByTestId('visitor-page')).toHaveText('Now on /')
      await clickHeaderBookCall(page)
      await expect(staff.page.getByTestId('booking-click')).toBeVisible()
      // The scheduler was asked for with the click's reference and the visit's campaign.
      expect(scheduler).toHaveLength(1)
      const opened = new URL(scheduler[0]!)
      const reference = opened.searchParams.get('utm_content') ?? ''
      expect(reference).toMatch(/^[0-9a-f]{32}$/)
      expect(opened.searchParams.get('utm_source')).toBe('news')
      expect(opened.searchParams.get('utm_campaign')).toBe(campaign)
      await expect(page.getByRole('banner').getByRole('link', { name: /Book Call/ })).toHaveAttribute(
        'href',
        new RegExp(`utm_content=${reference}`),
      )

      // Calendly reports the booking, carrying the reference in the invitee's tracking.
      const body = JSON.stringify({
        event: 'invitee.created',
        created_at: new Date().toISOString(),
        payload: {
          uri: `https://api.calendly.com/scheduled_events/E2E/invitees/${reference}`,
          name,
          email: 'campaign.booker@example.com',
          rescheduled: false,
          old_invitee: null,
          scheduled_event: { start_time: '2026-12-03T15:00:00.000000Z', end_time: '2026-12-03T15:30:00.000000Z' },
          tracking: {
            utm_source: 'news',
            utm_medium: null,
            utm_campaign: campaign,
            utm_content: reference,
            utm_term: null,
            salesforce_uuid: null,
          },
        },
      })
      const delivered = await request.post('/api/bookings/webhook/calendly', {
        headers: {
          'content-type': 'application/json',
          'calendly-webhook-signature': signCalendly(key, body, new Date()),
        },
        data: body,
      })
      expect(delivered.status(), await delivered.text()).toBe(201)

      await expect(staff.page.getByTestId('booking')).toHaveText(/^Booked a call for .*Dec.* 3/)
      await expect(staff.page.getByLabel('Outcome')).toHaveValue('booked')
      const panel = staff.page.getByTestId('visitor-panel')
      await panel.locator('summary').click()
      await expect(panel.getByTestId('bookings')).toContainText(
        new RegExp(`Booked a call for .* · from nav on / · Campaign: ${campaign}`),
      )
      await expectNoAxeViolations(staff.page)
      await staff.page.screenshot({ path: test.info().outputPath('console-booked-call-1280.png') })
      // On reload it is still there.
      await staff.page.reload()
      await staff.page
        .getByTestId('conversation-list')
        .getByRole('button', { name: new RegExp(name) })
        .click()
      await expect(staff.page.getByTestId('booking')).toHaveText(/^Booked a call for /)

      // The owner's funnel: this campaign brought one visitor, one chat, one booking click and one booked call.
      await staff.page.goto('/admin/reports')
      const campaigns = staff.page.getByTestId('fold-campaigns')
      const byCampaign = staff.page
        .getByTestId('funnel-by-utm_campaign')
        .getByRole('row', { name: new RegExp(`^${campaign}\\b`) })
      // Visits are written in batches every couple of seconds.
      await expect(async () => {
        await staff.page.reload()
        await campaigns.locator('summary').click()
        await expect(byCampaign.getByRole('cell').first()).toHaveText('1', { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      const [visitors, chats, clicks, booked] = await byCampaign.getByRole('cell').allTextContents()
      expect({ visitors, chats, clicks, booked }).toEqual({ visitors: '1', chats: '1', clicks: '1', booked: '1' })
      await visitorContext.close()
      await staff.context.close()
    } finally {
      expect((await settings({ removeCalendlyWebhookSecret: true })).status()).toBe(200)
    }
  })

  test('office hours at a fixed clock: on Saturday the widget says when the team is back and offers the booking link; on Monday morning it does not', async ({
    browser,
    baseURL,
    request,
  }) => {
    const token = await adminToken(request)
    const saveHours = async (enabled: boolean) => {
      const response = await request.post('/api/globals/site-settings', {
        headers: { authorization: `JWT ${token}` },
        data: {
          officeHours: {
            enabled,
            timeZone: 'Europe/London',
            spans: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
          },
        },
      })
      expect(response.status()).toBe(200)
    }
    await saveHours(true)
    try {
      const context = await browser.newContext({ baseURL, timezoneId: 'America/New_York' })
      const saturday = await context.newPage()
      // Saturday 28 November, noon in London: back on Monday at 09:00 London, 4:00 AM in New York.
      await saturday.clock.setFixedTime(new Date('2026-11-28T12:00:00Z'))
      await presetConsent(saturday)
      await saturday.goto('/faq')
      const widget = await openWidget(saturday)
      const notice = widget.getByTestId('chat-out-of-hours')
      await expect(notice).toContainText('We’re back Monday 4:00 AM (your time).', { timeout: 15_000 })
      const book = notice.getByRole('link', { name: /Book a free call/ })
      await expect(book).toHaveAttribute('href', /[?&]ref=chat-away$/)
      await expect(book).toHaveAttribute('target', '_blank')
      await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is away')
      // One state: no away notice of its own beside it, no reply-time promise.
      await expect(widget.getByTestId('chat-away')).toHaveCount(0)
      await expect(widget.getByTestId('chat-typical-reply')).toHaveCount(0)
      await expectNoAxeViolations(saturday)
      await saturday.screenshot({ path: test.info().outputPath('widget-out-of-hours.png') })

      const monday = await context.newPage()
      await monday.clock.setFixedTime(new Date('2026-11-30T10:00:00Z'))
      await presetConsent(monday)
      await monday.goto('/faq')
      const open = await openWidget(monday)
      await expect(open.getByTestId('chat-presence')).toBeVisible()
      await expect(open.getByTestId('chat-out-of-hours')).toHaveCount(0)
      await context.close()
    } finally {
      await saveHours(false)
    }
  })

  test('keyboard: Alt+/ shows the shortcut sheet, Alt+↓/↑ move between conversations, Alt+R and Alt+N focus the box', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const first = `KeysA ${unique()}`
    await startChat(page, first, 'keys-a@example.com', 'first chat')
    const secondVisitor = await browser.newPage({ baseURL })
    const second = `KeysB ${unique()}`
    await startChat(secondVisitor, second, 'keys-b@example.com', 'second chat')
    const list = staff.page.getByTestId('conversation-list')
    await expect(list.getByRole('button', { name: new RegExp(second) })).toBeVisible()
    await staff.page.getByLabel('Search conversations').fill('Keys')
    await expect(list.getByRole('button')).toHaveCount(2)

    await staff.page.keyboard.press('Alt+Slash')
    const sheet = staff.page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(sheet).toBeVisible()
    await expect(sheet).toContainText('Next conversation')
    await expectNoAxeViolations(staff.page)
    await staff.page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()

    // Newest activity first: the second chat heads the list.
    await staff.page.keyboard.press('Alt+ArrowDown')
    await expect(list.getByRole('button', { name: new RegExp(second) })).toHaveAttribute('aria-current', 'true')
    await staff.page.keyboard.press('Alt+ArrowDown')
    await expect(list.getByRole('button', { name: new RegExp(first) })).toHaveAttribute('aria-current', 'true')
    await staff.page.keyboard.press('Alt+ArrowUp')
    await expect(list.getByRole('button', { name: new RegExp(second) })).toHaveAttribute('aria-current', 'true')

    await staff.page.keyboard.press('Alt+KeyN')
    await expect(staff.page.getByLabel('Internal note')).toBeFocused()
    await staff.page.keyboard.press('Alt+KeyR')
    await expect(staff.page.getByLabel('Reply')).toBeFocused()
    // From inside the box too: the next conversation.
    await staff.page.keyboard.press('Alt+KeyJ')
    await expect(list.getByRole('button', { name: new RegExp(first) })).toHaveAttribute('aria-current', 'true')
    await staff.page.keyboard.press('Alt+KeyC')
    await expect(staff.page.getByRole('alertdialog', { name: 'Close this conversation?' })).toBeVisible()
    await staff.page.keyboard.press('Escape')
    await secondVisitor.close()
    await staff.context.close()
  })
})
