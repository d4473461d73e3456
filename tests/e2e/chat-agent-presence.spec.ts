/**
 * The chat as a visitor meets it when someone answers: the agent at the console wins over office hours,
 * their replies carry their name and initials, the open chat fills a phone's visible screen above its
 * keyboard, the teaser never sits on a form field or the contact thank-you, and a booking made from
 * inside a chat belongs to that chat whatever the cookie choice.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { openConsole, openWidget } from './chat-helpers'
import { clickHeaderBookCall, expect, expectNoAxeViolations, presetConsent, test } from './fixtures'
import { adminToken } from './staff'

const unique = () => Date.now().toString(36)
const PHONE = { width: 390, height: 844 }
const REJECTED = { performance: false, functional: false, marketing: false }

async function sendFirstMessage(page: Page, name: string, message: string) {
  const widget = await openWidget(page)
  await widget.getByPlaceholder('Your name *').fill(name)
  await widget.getByPlaceholder('you@example.com').fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`)
  await widget.getByLabel('Message').fill(message)
  await widget.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(widget.getByPlaceholder('Your name *')).toBeHidden()
  return widget
}

async function reply(staff: Page, visitorName: string, text: string) {
  await staff
    .getByTestId('conversation-list')
    .getByRole('button', { name: new RegExp(visitorName) })
    .click()
  await staff.getByLabel('Reply').fill(text)
  await staff.getByRole('button', { name: 'Send', exact: true }).click()
}

/** The seeded admin's display name, the name visitors see on its replies. */
async function setDisplayName(request: APIRequestContext, displayName: string | null) {
  const token = await adminToken(request)
  const me = await request.get('/api/users/me', { headers: { authorization: `JWT ${token}` } })
  const id = ((await me.json()) as { user: { id: number } }).user.id
  const saved = await request.patch(`/api/users/${id}`, {
    headers: { authorization: `JWT ${token}` },
    data: { displayName },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

async function saveOfficeHours(request: APIRequestContext, enabled: boolean) {
  const response = await request.post('/api/globals/site-settings', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
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

test.describe('the chat never contradicts the person answering', () => {
  test('outside office hours an agent at the console is online, and their reply carries their name and initials; once they leave, the out-of-hours notice returns', async ({
    browser,
    baseURL,
    request,
  }) => {
    await saveOfficeHours(request, true)
    await setDisplayName(request, 'Maya Lopez')
    try {
      const context = await browser.newContext({ baseURL })
      const page = await context.newPage()
      // Saturday noon in London: outside the hours.
      await page.clock.setFixedTime(new Date('2026-11-28T12:00:00Z'))
      await presetConsent(page)
      await page.goto('/faq')
      // Nobody at the console: the out-of-hours state (the control for what follows).
      const widget = await openWidget(page)
      await expect(widget.getByTestId('chat-out-of-hours')).toBeVisible({ timeout: 15_000 })
      await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is away')

      const staff = await openConsole(browser, baseURL!)
      await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is online')
      await expect(widget.getByTestId('chat-out-of-hours')).toHaveCount(0)
      await expect(widget.getByTestId('chat-away')).toHaveCount(0)

      const name = `Weekend ${unique()}`
      await widget.getByPlaceholder('Your name *').fill(name)
      await widget.getByPlaceholder('you@example.com').fill('weekend@example.com')
      await widget.getByLabel('Message').fill('Are you there on a Saturday?')
      await widget.getByRole('button', { name: 'Send', exact: true }).click()
      await reply(staff.page, name, 'Yes, I am here.')
      const answer = widget.getByTestId('chat-message').filter({ hasText: 'Yes, I am here.' })
      await expect(answer).toContainText('Maya Lopez')
      await expect(answer.getByTestId('chat-agent-initials')).toHaveText('ML')
      // Above the live reply, the header says online and nothing says away.
      await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is online')
      await expect(widget.getByText(/away|back Monday/i)).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.screenshot({ path: test.info().outputPath('widget-agent-out-of-hours-1280.png') })

      await staff.context.close()
      await expect(widget.getByTestId('chat-out-of-hours')).toBeVisible({ timeout: 45_000 })
      await expect(widget.getByTestId('chat-presence')).toHaveText('Our team is away')
      await context.close()
    } finally {
      await saveOfficeHours(request, false)
      await setDisplayName(request, null)
    }
  })
})

test.describe('the chat on a phone', () => {
  test('at 390×844 the open chat fills the screen and follows the visible viewport when the keyboard opens', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    // A stand-in visualViewport whose size the test sets, as the on-screen keyboard would.
    await page.addInitScript(() => {
      // The real size until the test opens the "keyboard".
      let keyboard: { height: number; top: number } | null = null
      const viewport = Object.defineProperties(new EventTarget(), {
        height: { get: () => keyboard?.height ?? document.documentElement.clientHeight },
        width: { get: () => document.documentElement.clientWidth },
        offsetTop: { get: () => keyboard?.top ?? 0 },
        offsetLeft: { get: () => 0 },
      })
      Object.defineProperty(window, 'visualViewport', { get: () => viewport })
      ;(window as unknown as { keyboard: (height: number, top: number) => void }).keyboard = (height, top) => {
        keyboard = { height, top }
        viewport.dispatchEvent(new Event('resize'))
      }
    })
    await presetConsent(page)
    await page.goto('/about')
    const widget = await openWidget(page)
    const window = page.getByTestId('chat-window')
    expect(await window.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height })
    await page.screenshot({ path: test.info().outputPath('widget-phone-390.png') })

    // The keyboard takes the lower 340 px and the browser scrolled the visual viewport by 20 px.
    await page.evaluate(() => (window as unknown as { keyboard: (h: number, t: number) => void }).keyboard(504, 20))
    await expect.poll(() => window.boundingBox()).toEqual({ x: 0, y: 20, width: PHONE.width, height: 504 })
    const message = await widget.getByLabel('Message').boundingBox()
    expect(message!.y + message!.height).toBeLessThanOrEqual(20 + 504)
    // The page behind does not scroll while the chat has the screen.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.screenshot({ path: test.info().outputPath('widget-phone-keyboard-390.png') })

    await widget.getByRole('button', { name: 'Minimise chat' }).click()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await context.close()
  })

  test('at 390×844 the teaser steps aside while it would cover a contact form field, and never covers the thank-you', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await presetConsent(page)
    await page.route('**/api/send-contact-email', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    )
    await page.goto('/contact')
    const teaser = page.getByTestId('chat-teaser')
    const covered = async () => {
      const box = (await teaser.boundingBox())!
      return page.evaluate(
        ({ left, top, right, bottom }) =>
          [...document.querySelectorAll('input:not([type=hidden]),textarea,select,[data-keep-clear]')].some((field) => {
            const r = field.getBoundingClientRect()
            return r.width > 0 && r.left < right && left < r.right && r.top < bottom && top < r.bottom
          }),
        { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height },
      )
    }
    // Past the first screen the teaser appears; scrolled so that a field sits where the teaser is, it is hidden.
    const form = page.getByRole('form', { name: 'Contact form' })
    const field = form.getByLabel(/^Message/)
    await field.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 1))
    await expect(teaser).toBeAttached()
    const box = (await teaser.boundingBox())!
    const fieldBox = (await field.boundingBox())!
    await page.evaluate((by) => window.scrollBy(0, by), fieldBox.y - box.y)
    await expect.poll(covered).toBe(true)
    await expect(teaser).toBeHidden()
    await page.screenshot({ path: test.info().outputPath('teaser-over-field-390.png') })
    // The control: scrolled to the footer, nothing under it, the teaser shows again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(covered).toBe(false)
    await expect(teaser).toBeVisible()

    await page.evaluate(() => window.scrollTo(0, 0))
    await form.getByLabel(/^Name/).fill('Phone Visitor')
    await form.getByLabel(/^Email/).fill('phone.visitor@example.com')
    await form.getByLabel(/^Subject/).fill('A question')
    await field.fill('How do your contracts work, please?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    const thanks = page.getByTestId('contact-thanks')
    await expect(thanks).toBeVisible()
    for (const y of [0, 200, 400, 600, 800]) {
      await thanks.evaluate(
        (element, offset) => window.scrollTo(0, element.getBoundingClientRect().top + scrollY - offset),
        y,
      )
      // Wherever the thank-you sits, the teaser is not drawn over it (looked at again by the next frame).
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      if (await teaser.isVisible()) expect(await covered()).toBe(false)
    }
    await page.screenshot({ path: test.info().outputPath('contact-thanks-390.png') })
    await context.close()
  })
})

test.describe('a booking made from inside a chat belongs to that chat', () => {
  test('after Reject All, the booking button in the chat is joined to the conversation; the header button is not', async ({
    browser,
    baseURL,
  }) => {
    const staff = await openConsole(browser, baseURL!)
    const visitorContext = await browser.newContext({ baseURL })
    await visitorContext.route(/^https:\/\/calendly\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Scheduling</title>' }),
    )
    const page = await visitorContext.newPage()
    await presetConsent(page, REJECTED)
    await page.goto('/services')
    const name = `Rejecter ${unique()}`
    const widget = await sendFirstMessage(page, name, 'Can I book a call?')
    await reply(staff.page, name, 'Of course: https://calendly.com/velora-creators/strategy-call')

    // The control first: the header's button, outside the chat, is counted but joined to nothing.
    await clickHeaderBookCall(page)
    const clicks = staff.page.getByTestId('booking-click')
    await expect(widget.getByRole('link', { name: /^Book a call/ })).toBeVisible()
    const popup = page.waitForEvent('popup')
    await widget.getByRole('link', { name: /^Book a call/ }).click()
    await (await popup).close()
    await expect(clicks).toHaveCount(1)
    await expect(clicks).toHaveText(/^Clicked Book a Call on \/services at /)
    await staff.page.getByTestId('visitor-panel').locator('summary').click()
    await expect(staff.page.getByTestId('visitor-panel')).toContainText(/\/services · chat/)
    await expect(staff.page.getByTestId('visitor-panel')).not.toContainText(/\/services · nav/)
    await expectNoAxeViolations(staff.page)
    await visitorContext.close()
    await staff.context.close()
  })
})
