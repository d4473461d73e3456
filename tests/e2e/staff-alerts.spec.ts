import type { APIRequestContext, Browser, Page } from '@playwright/test'
import pg from 'pg'

import { loginAs } from '../support/login'
import { decryptPush, type PushService, startPushService } from '../support/push-service'
import {
  E2E_ADMIN_PASSWORD,
  e2eDatabaseUri,
  e2ePushCertDir,
  expect,
  expectNoAxeViolations,
  presetConsent,
  test,
} from './fixtures'
import { adminToken, ensureUser } from './staff'

/**
 * Push alerts from the console: an agent turns them on in one click, the device is listed, a
 * visitor's new chat and then their wait (past the shortest wait Site settings allow, 1 minute) are
 * pushed to the device (the minute is not waited out: once sweeps have left the younger wait alone, the
 * message's stored time is moved a minute back; the e2e server sweeps every second) and logged under Recent alerts as sent, and an alert's link opens its
 * conversation. Headless Chromium reaches no real push service: PushManager.subscribe is replaced by
 * one that hands back a subscription at a push service of the test's own, whose certificate the e2e
 * server trusts (tests/e2e/serve.ts).
 */
const AGENT = 'push-agent'

let push: PushService
test.beforeAll(async () => {
  push = await startPushService({ certDir: e2ePushCertDir(process.env.E2E_PORT ?? '3100') })
})
test.afterAll(async () => {
  await push?.close()
})

/** The browser's push subscription, pointing at the test's push service (set before any page script runs). */
async function stubPushManager(page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await page.addInitScript((json) => {
    let current: unknown = null
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: () => Promise.resolve(((current = null), true)),
    }
    PushManager.prototype.subscribe = function () {
      current = made
      return Promise.resolve(made as unknown as PushSubscription)
    }
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(current as PushSubscription | null)
    }
  }, subscription)
}

/** Sets the Site settings' alert wait (minutes) as the admin. */
async function setAlertWait(request: APIRequestContext, minutes: number) {
  const response = await request.post('/api/globals/site-settings', {
    headers: { authorization: `JWT ${await adminToken(request)}` },
    data: { alertWaitMinutes: minutes },
  })
  expect(response.status()).toBe(200)
}

test('an agent turns alerts on, sees the device, and a visitor’s new chat and wait are pushed and logged as sent', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await ensureUser(request, AGENT, 'support')
  await setAlertWait(request, 1)
  try {
    await alertsFromConsole(browser, baseURL!, page)
  } finally {
    await setAlertWait(request, 2)
  }
})

/** Moves a visitor's messages `seconds` into the past: the clock the wait sweep measures a wait by. */
async function backdateVisitorMessages(baseURL: string, visitorName: string, seconds: number) {
  const db = new pg.Client({ connectionString: e2eDatabaseUri(baseURL) })
  await db.connect()
  try {
    const { rowCount } = await db.query(
      `UPDATE chat_messages m SET created_at = m.created_at - make_interval(secs => $2)
         FROM chat_conversations c WHERE c.id = m.conversation_id AND c.visitor_name = $1`,
      [visitorName, seconds],
    )
    expect(rowCount).toBe(1)
  } finally {
    await db.end()
  }
}

async function alertsFromConsole(browser: Browser, baseURL: string, page: Page) {
  const context = await browser.newContext({ baseURL, permissions: ['notifications'] })
  const staff = await context.newPage()
  const device = push.subscribe()
  await stubPushManager(staff, { endpoint: device.endpoint, keys: device.keys })
  await loginAs(staff.request, AGENT, `${AGENT} copper lantern`)
  await staff.goto('/admin/chat')
  await expect(staff.getByText('Connecting…')).toBeHidden()

  const panel = staff.getByTestId('push-alerts')
  await panel.getByText('Notifications on this device', { exact: true }).click()
  await expect(panel.getByText('No device has alerts on yet.')).toBeVisible()
  await panel.getByRole('button', { name: 'Turn on alerts on this device' }).click()
  await expect(panel.getByRole('status')).toHaveText('Alerts are on for this browser.')
  const devices = panel.getByTestId('push-devices')
  await expect(devices.getByRole('listitem')).toHaveCount(1)
  await expect(devices).toContainText(/Chrome on \w+ \(this browser\)/)
  // Only the console registers the staff worker, scoped to /admin/.
  expect(await staff.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/chat'))?.scope)).toBe(
    `${baseURL}/admin/`,
  )

  // A visitor starts a chat.
  const visitorName = `Juno${Date.now().toString(36)}`
  await presetConsent(page)
  await page.goto('/services')
  await page.getByRole('button', { name: /^Open live chat/ }).click()
  const widget = page.getByRole('dialog', { name: 'Chat with our team' })
  await widget.getByPlaceholder('Your name *').fill(`${visitorName} Rivera`)
  await widget.getByPlaceholder('you@example.com').fill('juno@example.com')
  await widget.getByLabel('Message').fill('Private question about my payouts')
  await widget.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(widget.getByPlaceholder('Your name *')).toBeHidden()

  // The new chat is pushed to the device and logged as sent to it.
  const recent = panel.getByTestId('push-recent')
  const logged = (summary: string) => recent.getByRole('listitem').filter({ hasText: summary })
  await expect(async () => {
    await panel.getByRole('button', { name: 'Refresh' }).click()
    await expect(logged(`${visitorName} started a chat`)).toContainText('Pushed to 1 device(s)', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(logged(`${visitorName} is waiting for a reply`)).toHaveCount(0)

  // Nobody replies. Sweeps (every second) leave a wait younger than the minute alone...
  await page.waitForTimeout(3_000)
  await panel.getByRole('button', { name: 'Refresh' }).click()
  await expect(logged(`${visitorName} started a chat`)).toBeVisible()
  await expect(logged(`${visitorName} is waiting for a reply`)).toHaveCount(0)
  // ...and once the message has waited a minute, the sweep pushes the wait and logs it as sent.
  await backdateVisitorMessages(baseURL, `${visitorName} Rivera`, 61)
  await expect(async () => {
    await panel.getByRole('button', { name: 'Refresh' }).click()
    await expect(logged(`${visitorName} is waiting for a reply`)).toContainText('Pushed to 1 device(s)', {
      timeout: 2_000,
    })
  }).toPass({ timeout: 30_000, intervals: [1_000] })
  await expect(recent).not.toContainText('payouts')
  await expect(recent).not.toContainText('Rivera')
  // What the device received about this visitor (other specs' chats may still be waiting, and are pushed too): the two
  // alerts, decrypted, with the console link and without the message text.
  const pushPath = new URL(device.endpoint).pathname
  const received = push.received
    .filter((got) => got.path === pushPath)
    .map((got) => JSON.parse(decryptPush(device, got.body)) as { kind: string; title: string; url: string })
    .filter((alert) => alert.title.startsWith(visitorName))
  expect(received.map((alert) => alert.kind)).toEqual(['conversation-started', 'visitor-waiting'])
  expect(received[1]!.title).toBe(`${visitorName} is waiting for a reply`)
  expect(received[1]!.url).toMatch(/^\/admin\/chat\?conversation=\d+$/)
  expect(JSON.stringify(received)).not.toContain('payouts')

  await expectNoAxeViolations(staff)

  // The alert's link opens its conversation.
  const conversationId = await staff.evaluate(async () => {
    const answer = await fetch('/api/staff-alerts?limit=1&sort=-createdAt&depth=0')
    const { docs } = (await answer.json()) as { docs: { conversation: number }[] }
    return docs[0]!.conversation
  })
  await staff.goto(`/admin/chat?conversation=${conversationId}`)
  await expect(staff.getByRole('heading', { name: new RegExp(`Messages · ${visitorName} Rivera`) })).toBeVisible()
  await expect(staff).toHaveURL(/\/admin\/chat$/)

  // Removing the device ends the subscription.
  await panel.getByText('Notifications on this device', { exact: true }).click()
  await panel.getByRole('button', { name: /^Remove Chrome on / }).click()
  await expect(panel.getByText('No device has alerts on yet.')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible()
  await context.close()
}

test('the public site never loads the staff worker', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/')
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
})

test('a browser that refuses the push subscription is named as the cause, with what to do, at 1280 and 390 px', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ baseURL, viewport, permissions: ['notifications'] })
    const staff = await context.newPage()
    // What Chrome and Firefox do in a private window: permission granted, the subscription refused.
    await staff.addInitScript(() => {
      PushManager.prototype.getSubscription = () => Promise.resolve(null)
      PushManager.prototype.subscribe = () =>
        Promise.reject(new DOMException('Registration failed - permission denied', 'NotAllowedError'))
    })
    await loginAs(staff.request, 'admin', E2E_ADMIN_PASSWORD)
    await staff.goto('/admin/chat')
    await expect(staff.getByText('Connecting…')).toBeHidden()
    const panel = staff.getByTestId('push-alerts')
    await panel.getByText('Notifications on this device', { exact: true }).click()
    await panel.getByRole('button', { name: 'Turn on alerts on this device' }).click()
    await expect(panel.getByRole('status')).toHaveText(
      'This browser blocks notifications here: private and incognito windows always do. Open the console in a normal window, then try again.',
    )
    await expectNoAxeViolations(staff)
    await staff.screenshot({ path: test.info().outputPath(`push-refused-${viewport.width}.png`) })
    await context.close()
  }
})
