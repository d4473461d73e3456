import type { Page } from '@playwright/test'

import { loginAs } from '../support/login'
import { E2E_ADMIN_PASSWORD, expect, test } from './fixtures'
import { cmsPress, cmsType } from './staff'

test('the seeded admin signs in to the CMS at /cms', async ({ page }) => {
  await page.goto('/cms/login')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByLabel(/username/i).fill('ADMIN')
  await page.getByLabel(/password/i).fill(E2E_ADMIN_PASSWORD)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByRole('link', { name: /users/i }).first()).toBeVisible()
})

test('a wrong password is refused at /cms', async ({ page }) => {
  await page.goto('/cms/login')
  await page.getByLabel(/username/i).fill('admin')
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/cms\/login/)
})

/**
 * Presses Save and checks the status of the account's PATCH and, when given, that the server's answer
 * names `message` and the admin shows it: as the field's own error, or in the error toast, which names
 * the field. The field's error can be cleared again by a form-state answer to the last keystrokes
 * arriving after the save's; the toast cannot.
 */
async function save(page: Page, status: number, message: string | undefined, enter: () => Promise<void>) {
  const outcome = async () => {
    const patched = await page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/users/'),
      { timeout: 5_000 },
    )
    const body = await patched.text()
    expect(patched.status(), body).toBe(status)
    if (!message) return
    expect(body).toContain(message)
    const toast = page.locator('.payload-toast-container').getByText(/current ?password/i)
    await expect(page.getByText(message).or(toast).first()).toBeVisible({ timeout: 4_000 })
  }
  await cmsPress(page, /^save$/i, outcome, enter)
}

test("changing one's own password in /cms asks for the current one", async ({ page, request }) => {
  const oldPassword = 'Owner-old-passphrase-4821'
  const newPassword = 'Owner-new-passphrase-9173'
  const { authorization } = await loginAs(request, 'admin', E2E_ADMIN_PASSWORD)
  const username = `owner-${Date.now().toString(36)}`
  const made = await request.post('/api/users', {
    headers: { authorization },
    data: { username, password: oldPassword, role: 'editor' },
  })
  expect(made.status()).toBe(201)

  await page.goto('/cms/login')
  await page.getByLabel(/username/i).fill(username)
  await page.getByLabel(/password/i).fill(oldPassword)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await page.goto('/cms/account')
  // The admin folds the new-password fields away again after a refused save: opened whenever folded.
  const enterNewPassword = async () => {
    const open = page.getByRole('button', { name: /^change password$/i })
    if (await open.isVisible()) await open.click()
    await cmsType(page.getByLabel(/^new password/i), newPassword)
    await cmsType(page.getByLabel(/^confirm password/i), newPassword)
  }
  await save(page, 400, 'Enter your current password to set a new one.', enterNewPassword)
  expect((await request.post('/api/users/login', { data: { username, password: newPassword } })).status()).toBe(401)

  await save(page, 200, undefined, async () => {
    await enterNewPassword()
    await cmsType(page.getByLabel(/current password/i), oldPassword)
  })
  // Few, spaced attempts: failed sign-ins count in the sign-in throttle (five free per username and IP).
  await expect
    .poll(
      async () => (await request.post('/api/users/login', { data: { username, password: newPassword } })).status(),
      { intervals: [1_500, 3_000, 5_000], timeout: 15_000 },
    )
    .toBe(200)
})
