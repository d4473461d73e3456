import { expect, test } from './fixtures'

test('the home page renders in the site layout with a booking link that opens a new tab', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const booking = page.locator('#hero-heading ~ div').getByRole('link', { name: /book your free strategy call/i })
  await expect(booking).toHaveAttribute('target', '_blank')
  await expect(booking).toHaveAttribute('rel', 'noopener noreferrer')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
})
