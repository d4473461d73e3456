
import { E2E_ADMIN_PASSWORD, expect, test } from './fixtures'

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
