import type { Browser, Page, Route } from '@playwright/test'

import { loginAs } from '../support/login'
import {
  type ChatRefusal,
  E2E_ADMIN_PASSWORD,
  expect,
  expectNoAxeViolations,
  expectToast,
  nextTask,
  presetConsent,
  routeChatSocket,
  test,
} from './fixtures'

/** Signs a context in through Payload's login endpoint (the cookie lands in the context). */
const signIn = (page: Page, username: string, password: string) => loginAs(page.request, username, password)

async function createUser(browser: Browser, baseURL: string, username: string, role: 'editor' | 'support') {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD)
  const response = await page.request.post('/api/users', {
    data: { username, password: `${username}-password copper lantern`, role },
    headers: { origin: baseURL },
  })
  expect([201, 400]).toContain(response.status()) // 400: created by an earlier test in this run
  await context.close()
}

async function openWidget(page: Page) {
  await page.getByRole('button', { name: /^Open live chat/ }).click()
  const widget = page.getByRole('dialog', { name: 'Chat with our team' })
  await expect(widget).toBeVisible()
  return widget
}

test.describe('visitor chat widget', () => {
  test('loads no chat code or socket until opened; the teaser can be dismissed', async ({ page }) => {
    await presetConsent(page)
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    // Every script the page loads, read: the chat's own code (its socket events) and socket.io-client
    // (its disconnect reasons) are recognised by strings only they contain.
    const chatScripts: string[] = []
    const scriptsRead: Promise<void>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      scriptsRead.push(
        response.text().then(
          (body) => void (/chat:send|io server disconnect/.test(body) && chatScripts.push(response.url())),
          () => undefined,
        ),
      )
    })
    await page.goto('/services')
    const teaser = page.getByRole('button', { name: 'Chat with a team member' })
    await expect(teaser).toBeVisible()
    // The launcher is mounted and showing its teaser; the page's scripts have all arrived.
    await page.waitForLoadState('networkidle')
    await Promise.all(scriptsRead)
    expect(chatScripts).toEqual([])
    expect(sockets.filter((url) => url.includes('/socket.io'))).toEqual([])

    await page.getByRole('button', { name: 'Dismiss chat invitation' }).click()
    await expect(teaser).toBeHidden()
    await page.goto('/about')
    await expect(page.getByRole('button', { name: /^Open live chat/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Chat with a team member' })).toBeHidden()

    const widget = await openWidget(page)
    await expect.poll(() => sockets.some((url) => url.includes('/socket.io'))).toBe(true)
    // Opening it loads exactly that code: the check above recognises it.
    await expect.poll(async () => (await Promise.all(scriptsRead), chatScripts.length)).toBeGreaterThan(0)
    // 96 × 500 units (384 × 500 px), at the bottom right of the 1280 × 800 window.
    const box = (await widget.boundingBox())!
    expect([box.width, box.height]).toEqual([384, 500])
    expect(1280 - (box.x + box.width)).toBeLessThanOrEqual(32)
    expect(800 - (box.y + box.height)).toBeLessThanOrEqual(120)
  })

  test('on a phone the teaser waits until the first screen is scrolled past, and the bubble hides no footer text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await presetConsent(page)
    await page.goto('/')
    const teaser = page.getByRole('button', { name: 'Chat with a team member' })
    const book = page.locator('a[href*="ref=hero"]')
    await expect(book).toBeVisible()
    // The launcher is there (its bubble shows) and has decided about the teaser: one task later, no teaser.
    await expect(page.getByRole('button', { name: /^Open live chat/ })).toBeVisible()
    await nextTask(page)
    await expect(teaser).toBeHidden()
    // A tap at the centre of the hero's booking button lands on that button.
    const box = (await book.boundingBox())!
    const tapped = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? '',
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(tapped).toContain('ref=hero')

    await page.mouse.wheel(0, 700)
    await expect(teaser).toBeVisible()

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    // Where the copyright line's words end (its box spans the padding the bubble sits over).
    const textRight = await page.getByText(/All rights reserved/).evaluate((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      return Math.max(...Array.from(range.getClientRects(), (rect) => rect.right))
    })
    const bubble = (await page.getByRole('button', { name: /^Open live chat/ }).boundingBox())!
    expect(textRight).toBeLessThanOrEqual(bubble.x)
  })

  test('validates the first message: name, and email or phone; Send disabled while blank', async ({ page }) => {
    await presetConsent(page)
    await page.goto('/')
    const widget = await openWidget(page)
    await expect(widget.getByPlaceholder('Your name *')).toBeFocused()
    await expect(widget.getByText('At least one of email or phone is required')).toBeVisible()
    const send = widget.getByRole('button', { name: 'Send', exact: true })
    await expect(send).toBeDisabled()
    await widget.getByLabel('Message').fill('   ')
    await expect(send).toBeDisabled()
    await widget.getByLabel('Message').fill('Hello there')
    await send.click()
    await expect(widget.getByText('Please enter your name')).toBeVisible()
    await expect(widget.getByText('Please enter your email or phone number')).toBeVisible()
    await expect(widget.getByPlaceholder('Your name *')).toHaveAttribute('aria-invalid', 'true')
    await widget.getByPlaceholder('Your name *').fill('Nora')
    await widget.getByPlaceholder('you@example.com').fill('not-an-email')
    await send.click()
    await expect(widget.getByText('Please enter a valid email address')).toBeVisible()
    await expect(widget.getByText('Please enter your name')).toBeHidden()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(widget).toBeHidden()
    await expect(page.getByRole('button', { name: /^Open live chat/ })).toBeFocused()
  })

  test('a refused start or later message shows the error toast and puts the text back in the input', async ({
    page,
  }) => {
    const refused = new Map<string, ChatRefusal>()
    await routeChatSocket(page, refused)
    await presetConsent(page)
    await page.goto('/')
    const widget = await openWidget(page)
    const message = widget.getByLabel('Message')
    const send = widget.getByRole('button', { name: 'Send', exact: true })
    await widget.getByPlaceholder('Your name *').fill(`Refused ${Date.now().toString(36)}`)
    await widget.getByPlaceholder('you@example.com').fill('refused@example.com')

    refused.set('chat:send', { code: 'no-session', error: 'Your chat session has expired. Please reload the page.' })
    await message.fill('Is anyone there?')
    await send.click()
    await expectToast(page, 'Error', 'Failed to start chat. Please try again.', 'error')
    await expect(message).toHaveValue('Is anyone there?')
    await expect(widget.getByTestId('chat-message')).toHaveCount(0)
    await expect(widget.getByPlaceholder('Your name *')).toBeVisible()

    // The server takes it on the next try; then a later message is refused.
    refused.clear()
    await send.click()
    await expect(widget.getByTestId('chat-message')).toHaveText([/Is anyone there\?/])
    await expect(widget.getByPlaceholder('Your name *')).toBeHidden()
    await expect(message).toHaveValue('')

    refused.set('chat:send', { code: 'forbidden', error: 'This conversation does not belong to you.' })
    await message.fill('Hello again')
    await send.click()
    await expectToast(page, 'Error', 'Failed to send message. Please try again.', 'error')
    await expect(message).toHaveValue('Hello again')
    await expect(widget.getByTestId('chat-message')).toHaveText([/Is anyone there\?/])
  })

  test('a browser that keeps no cookies asks for a session once more, not again and again', async ({ page }) => {
    // The session answer without its cookie: what a browser that refuses cookies ends up with.
    const sessionRequests: string[] = []
    await page.route('**/api/chat/session', (route) => {
      sessionRequests.push(route.request().method())
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' })
    })
    const sockets: string[] = []
    // Per connection, how many of its requests the server refused for want of a session (the
    // history and the staff presence each get one).
    const refusals: number[] = []
    page.on('websocket', (ws) => {
      sockets.push(ws.url())
      const index = refusals.push(0) - 1
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('no-session')) refusals[index]! += 1
      })
    })
    await presetConsent(page)
    await page.goto('/')
    await openWidget(page)
    await expect.poll(() => sessionRequests.length).toBe(2)
    // The connection after the renewed session is refused as well: that is when a loop would ask
    // again, at once. One more round trip, and the count still stands.
    await expect.poll(() => refusals.filter((n) => n >= 2).length).toBe(2)
    await page.evaluate(() => fetch('/api/health').then(() => null))
    expect(sessionRequests).toHaveLength(2)
    expect(sockets.filter((url) => url.includes('/socket.io')).length).toBeLessThanOrEqual(2)
  })

  test('the e-mail-or-phone error is read out on both contact fields, with the hint', async ({ page }) => {
    await presetConsent(page)
    await page.goto('/')
    const widget = await openWidget(page)
    await widget.getByPlaceholder('Your name *').fill('Iris')
    await widget.getByLabel('Message').fill('Hello')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    for (const field of [widget.getByPlaceholder('you@example.com'), widget.getByLabel(/^Phone/)]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(
        /Please enter your email or phone number.*At least one of email or phone is required/,
      )
    }
  })

  test('a conversation started in another tab hides the identity fields here as well', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()]
    for (const page of [first, second]) {
      await presetConsent(page)
      await page.goto('/')
    }
    const here = await openWidget(second)
    await expect(here.getByPlaceholder('Your name *')).toBeVisible()
    const there = await openWidget(first)
    await there.getByPlaceholder('Your name *').fill(`Two tabs ${Date.now().toString(36)}`)
    await there.getByPlaceholder('you@example.com').fill('two.tabs@example.com')
    await there.getByLabel('Message').fill('Started in the first tab')
    await there.getByRole('button', { name: 'Send', exact: true }).click()

    await expect(here.getByTestId('chat-message')).toHaveText([/Started in the first tab/])
    await expect(here.getByPlaceholder('Your name *')).toBeHidden()
    await here.getByLabel('Message').fill('And a word from the second')
    await here.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(there.getByTestId('chat-message')).toHaveText([
      /Started in the first tab/,
      /And a word from the second/,
    ])
  })

  test('while a message is on its way, Send reads "Sending…" and is disabled', async ({ page }) => {
    let release!: () => void
    await routeChatSocket(
      page,
      new Map(),
      new Map([['chat:send', new Promise<void>((resolve) => (release = resolve))]]),
    )
    await presetConsent(page)
    await page.goto('/')
    const widget = await openWidget(page)
    await widget.getByPlaceholder('Your name *').fill(`Patient ${Date.now().toString(36)}`)
    await widget.getByPlaceholder('you@example.com').fill('patient@example.com')
    await widget.getByLabel('Message').fill('Hello, is this thing on?')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    release()
    await expect(widget.getByTestId('chat-message')).toHaveText([/Hello, is this thing on\?/])
    await expect(widget.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  })
})

test.describe('visitor and staff, live', () => {
  test('a chat appears live in /admin/chat; replies, reload, close and a new conversation', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Visitor ${Date.now().toString(36)}`
    await presetConsent(page)
    await page.goto('/contact')

    const staffContext = await browser.newContext({ baseURL })
    const staff = await staffContext.newPage()
    await signIn(staff, 'admin', E2E_ADMIN_PASSWORD)
    await staff.goto('/admin/chat')
    await expect(staff.getByText('Select a conversation to view messages.')).toBeVisible()
    await expect(staff.getByText('Connecting…')).toBeHidden()

    const widget = await openWidget(page)
    await widget.getByPlaceholder('Your name *').fill(name)
    await widget.getByPlaceholder('+1 555 010 0000').fill('+1 555 010 4242')
    await widget.getByLabel('Message').fill('Do you work with new creators?')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByText('Do you work with new creators?')).toBeVisible()
    // Identity fields hide once the first message is stored.
    await expect(widget.getByPlaceholder('Your name *')).toBeHidden()

    const entry = staff.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) })
    await expect(entry).toBeVisible()
    await expect(entry).toContainText('+1 555 010 4242')
    await expect(entry).toContainText('Open')
    await entry.click()
    const panel = staff.getByRole('region', { name: /Messages/ })
    await expect(panel.getByText('Do you work with new creators?')).toBeVisible()
    await expectNoAxeViolations(staff)

    await staff.getByLabel('Reply').fill('Yes! Every partnership starts with a free call.')
    await staff.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByText('Yes! Every partnership starts with a free call.')).toBeVisible()
    await expect(widget.locator('[data-sender="admin"]')).toContainText('Support Team')

    // A later visitor message arrives live in the console too.
    await widget.getByLabel('Message').fill('Great, thanks')
    await page.keyboard.press('Enter')
    await expect(panel.getByText('Great, thanks')).toBeVisible()

    // Blank replies are ignored.
    await staff.getByLabel('Reply').fill('   ')
    await staff.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(panel.getByTestId('chat-message')).toHaveCount(3)

    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const reopened = await openWidget(page)
    await expect(reopened.getByTestId('chat-message')).toHaveText([
      /Do you work with new creators\?/,
      /Yes! Every partnership/,
      /Great, thanks/,
    ])
    await expect(reopened.getByPlaceholder('Your name *')).toBeHidden()

    await staff.getByRole('button', { name: 'Close Chat' }).click()
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Close conversation' }).click()
    await expect(staff.getByText('This conversation is closed.')).toBeVisible()
    // The console lists open conversations by default; the closed one stays listed while it is open.
    await expect(entry).toContainText('Closed')
    await staff.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click()
    await expect(entry).toContainText('Closed')
    await expect(reopened.getByText('Our team has closed this conversation.')).toBeVisible()

    await reopened.getByLabel('Message').fill('One more question')
    await reopened.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(reopened.getByTestId('chat-message')).toHaveText([/One more question/])
    await expect(staff.getByTestId('conversation-list').getByRole('button', { name: new RegExp(name) })).toHaveCount(2)
    await staffContext.close()
  })
})

test.describe('links in messages', () => {
  test('a reply’s http(s) links become links and the booking link a Book a call button, counted as a chat booking click tied to the chat; nothing else becomes markup', async ({
    browser,
    baseURL,
  }) => {
    const staffContext = await browser.newContext({ baseURL })
    const staff = await staffContext.newPage()
    await signIn(staff, 'admin', E2E_ADMIN_PASSWORD)
    await staff.goto('/admin/chat')
    await expect(staff.getByText('Connecting…')).toBeHidden()

    const visitorContext = await browser.newContext({ baseURL })
    // The scheduling page opens in a new tab; here it is a stand-in.
    await visitorContext.route(/^https:\/\/calendly\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Scheduling</title>' }),
    )
    await visitorContext.route(/^https:\/\/example\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Guide</title>' }),
    )
    const page = await visitorContext.newPage()
    const clicks: unknown[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/booking-click')) clicks.push(request.postDataJSON())
    })
    await presetConsent(page, { performance: false, functional: true, marketing: false })
    await page.goto('/services')
    const name = `Linked ${Date.now().toString(36)}`
    const widget = await openWidget(page)
    await widget.getByPlaceholder('Your name *').fill(name)
    await widget.getByPlaceholder('you@example.com').fill('linked@example.com')
    await widget.getByLabel('Message').fill('Where can I book?')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByPlaceholder('Your name *')).toBeHidden()

    await staff
      .getByTestId('conversation-list')
      .getByRole('button', { name: new RegExp(name) })
      .click()
    const reply =
      'Pick a time here: https://calendly.com/velora-creators/strategy-call?ref=chat. Our guide: https://example.com/guide, and <b>bold</b> <img src=x onerror=alert(1)> javascript:alert(1) stay text.'
    await staff.getByLabel('Reply').fill(reply)
    await staff.getByRole('button', { name: 'Send', exact: true }).click()

    const message = widget.locator('[data-sender="admin"]')
    await expect(message).toContainText('Pick a time here:')
    const book = message.getByRole('link', { name: /Book a call/ })
    await expect(book).toHaveAttribute('href', 'https://calendly.com/velora-creators/strategy-call?ref=chat')
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(book).toHaveAttribute('data-booking-link', '')
    const guide = message.getByRole('link', { name: 'https://example.com/guide' })
    await expect(guide).toHaveAttribute('href', 'https://example.com/guide')
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(guide).toHaveAttribute('target', '_blank')
    // Two links and nothing else: the markup is the text it was.
    await expect(message.locator('a')).toHaveCount(2)
    await expect(message.locator('b, img, script')).toHaveCount(0)
    // The button stands on its own line; the full stop that followed the link goes with it.
    await expect(message.locator('p').nth(1)).toContainText(/here: Book a call \(opens in a new tab\)Our guide: https/)
    await expect(message).toContainText(', and <b>bold</b> <img src=x onerror=alert(1)> javascript:alert(1) stay text.')
    await expectNoAxeViolations(page, '#chat-window')

    // In the console the links are links too (plain ones: staff clicks are no bookings).
    const panel = staff.getByRole('region', { name: /Messages/ })
    await expect(
      panel.getByRole('link', { name: 'https://calendly.com/velora-creators/strategy-call?ref=chat' }),
    ).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(panel.getByRole('link', { name: 'https://example.com/guide' })).toBeVisible()
    await expect(panel.locator('[data-booking-link]')).toHaveCount(0)

    const popup = page.waitForEvent('popup')
    await book.click()
    await (await popup).close()
    await expect.poll(() => clicks.map((click) => (click as { ref?: string }).ref)).toEqual(['chat'])
    await expect(staff.getByTestId('booking-click')).toHaveText(/^Clicked Book a Call on \/services at /)
    await staff.getByTestId('visitor-panel').locator('summary').click()
    await expect(staff.getByTestId('visitor-panel')).toContainText(/\/services · chat/)
    await visitorContext.close()
    await staffContext.close()
  })
})

test.describe('staff sign-in', () => {
  test('anonymous visitors of /admin/chat are sent to /admin/login, which has no violations', async ({ page }) => {
    await page.goto('/admin/chat')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expectNoAxeViolations(page)
  })

  test('wrong credentials, required fields and the sign-in throttle', async ({ page, browser, baseURL }) => {
    await createUser(browser, baseURL!, 'throttled-support', 'support')
    await page.goto('/admin/login')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Username is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()

    await page.getByLabel('Username').fill('nobody-here')
    await page.getByLabel('Password').fill('whatever-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Login failed: Invalid username or password')).toBeVisible()

    // Five failures of a username from one address are free; the sixth is checked and then opens a wait.
    await page.getByLabel('Username').fill('throttled-support')
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel('Password').fill(`wrong-${attempt}`)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    }
    const throttled = page.getByText('Login failed: Too many sign-in attempts. Please wait 1 min and try again.')
    await page.getByLabel('Password').fill('wrong-7')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(throttled).toBeVisible()
    await expect(throttled).toHaveCount(0, { timeout: 15_000 })
    // From this address the right password waits too; the account itself is not locked
    // (tests/integration/login-throttle.test.ts).
    await page.getByLabel('Password').fill('throttled-support-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(throttled).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('staff sign in (username in any case), reach the console and sign out', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill('ADMIN')
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
    // The request is held until the busy state has been checked.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/users/login', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Signing in...', exact: true })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0)
    // The console is held too, so the confirmation can be read where it is said: on the login page.
    let releaseConsole!: () => void
    const consoleHeld = new Promise<void>((resolve) => (releaseConsole = resolve))
    await page.route(/\/admin\/chat\?_rsc=/, async (route) => {
      await consoleHeld
      await route.continue()
    })
    release()
    await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible()
    releaseConsole()
    await expect(page).toHaveURL(/\/admin\/chat$/)
    // One confirmation: no toast over the console's header.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'Conversations' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /Messages/ })).toBeVisible()

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await page.goto('/admin/chat')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  for (const [failure, answer] of [
    ['fails on the network', (route: Route) => route.abort('failed')],
    [
      'meets a server fault',
      (route: Route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    ],
  ] as const) {
    test(`a login request that ${failure} shows the unexpected error and re-enables the button`, async ({ page }) => {
      await page.route('**/api/users/login', answer)
      await page.goto('/admin/login')
      await page.getByLabel('Username').fill('admin')
      await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(page.locator('[data-sonner-toast]')).toHaveText('An unexpected error occurred')
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
      await expect(page).toHaveURL(/\/admin\/login$/)
    })
  }

  test('signed-in users without a chat role are refused and redirected', async ({ page, browser, baseURL }) => {
    await createUser(browser, baseURL!, 'chat-e2e-editor', 'editor')
    await page.goto('/admin/login')
    await page.getByLabel('Username').fill('chat-e2e-editor')
    await page.getByLabel('Password').fill('chat-e2e-editor-password copper lantern')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Login failed: This account has no access to the chat console')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)

    await signIn(page, 'chat-e2e-editor', 'chat-e2e-editor-password copper lantern')
    await page.goto('/admin/chat')
    await expect(page).toHaveURL(/\/admin\/login$/)
    // They are told who they are, whom the page is for, and where they belong.
    const notice = page.getByRole('status').filter({ hasText: 'You are signed in as' })
    await expect(notice).toContainText('You are signed in as chat-e2e-editor (Editor).')
    await expect(notice).toContainText('The chat console is for support staff: Admin and Support accounts.')
    await expect(notice.getByRole('link', { name: 'Go to the CMS' })).toHaveAttribute('href', '/cms')
    await expectNoAxeViolations(page)

    // /monitoring's login speaks of monitoring, not chats, and names MONITORING_ROLES.
    await page.goto('/monitoring')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)
    await expect(page.getByText('Sign in to see the site’s health reports and run a check.')).toBeVisible()
    // (the username itself begins with "chat-")
    await expect(page.getByText(/(?<![\w-])chats?(?![\w-])/i)).toHaveCount(0)
    await expect(notice).toContainText('Site monitoring is for Admin and Support accounts.')
    await notice.getByRole('link', { name: 'Go to the CMS' }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
  })
})
