/** The chat's two sides as the e2e tests open them: a signed-in console, and the visitor's widget. */
import type { Browser, Page } from '@playwright/test'

import { loginAs } from '../support/login'
import { type ChatRefusal, E2E_ADMIN_PASSWORD, expect, routeChatSocket } from './fixtures'

/** A signed-in /admin/chat in its own browser context (optionally a hidden tab, or with refused socket events). */
export async function openConsole(
  browser: Browser,
  baseURL: string,
  options: { hiddenTab?: boolean; refused?: Map<string, ChatRefusal> } = {},
) {
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
        static requestPermission = () => Promise.resolve('granted')
        onclick: (() => void) | null = null
        constructor(title: string, options?: { body?: string }) {
          shown.push({ title, body: options?.body })
        }
        close() {}
      }
      ;(window as unknown as { Notification: unknown }).Notification = RecordedNotification
    })
  }
  await loginAs(page.request, 'admin', E2E_ADMIN_PASSWORD)
  await page.goto('/admin/chat')
  await expect(page.getByText('Connecting…')).toBeHidden()
  return { context, page }
}

export async function openWidget(page: Page) {
  await page.getByRole('button', { name: /^Open live chat/ }).click()
  const widget = page.getByRole('dialog', { name: 'Chat with our team' })
  await expect(widget).toBeVisible()
  return widget
}
