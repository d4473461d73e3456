import type { Page } from '@playwright/test'

import { loginAs } from '../support/login'
import { type PushService, startPushService } from '../support/push-service'
import { expect, expectNoAxeViolations, presetConsent, test } from './fixtures'
import { ensureUser } from './staff'

/**
 * Push alerts from the console: an agent turns them on in one click, the device is listed, a
 * visitor's new chat is logged under Recent alerts, and an alert's link opens its conversation.
 * Headless Chromium reaches no real push service: PushManager.subscribe is replaced by one that hands
 * back a subscription at a push service of the test's own.
 */
const AGENT = 'push-agent'

let push: PushService
test.beforeAll(async () => {
  push = await startPushService()
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

test('an agent turns alerts on, sees the device, and a visitor’s new chat shows in the recent alerts', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await ensureUser(request, AGENT, 'support')
  const context = await browser.newContext({ baseURL, permissions: ['notifications'] })
  const staff = await context.newPage()
  const device = push.subscribe()
  await stubPushManager(staff, { endpoint: device.endpoint, keys: device.keys })
  await loginAs(staff.request, AGENT, `${AGENT} copper lantern`)
  await staff.goto('/admin/chat')
  await expect(staff.getByText('Connecting…')).toBeHidden()

  const panel = staff.getByTestId('push-alerts')
  await panel.getByText('Devices', { exact: true }).click()
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

  // The alert is logged (the e2e server does not trust the test push service's certificate, so
  // its delivery shows as failed here; tests/integration/push-alerts.test.ts covers delivery).
  const recent = panel.getByTestId('push-recent')
  await expect(async () => {
    await panel.getByRole('button', { name: 'Refresh' }).click()
    await expect(recent).toContainText(`${visitorName} started a chat`, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(recent).not.toContainText('payouts')
  await expect(recent).not.toContainText('Rivera')

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
  await panel.getByText('Devices', { exact: true }).click()
  await panel.getByRole('button', { name: /^Remove Chrome on / }).click()
  await expect(panel.getByText('No device has alerts on yet.')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible()
  await context.close()
})

test('the public site never loads the staff worker', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/')
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
})
