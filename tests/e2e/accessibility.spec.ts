import { PUBLIC_ROUTES } from '../../src/lib/seo/routes'
import { expect, expectNoAxeViolations, presetConsent, test } from './fixtures'

const PAGES = [
  ...PUBLIC_ROUTES.map((route) => route.path).filter((path) => path !== '/blog'),
  // A blog category page (its cards' category tags are links too).
  '/blog/category/revenue',
  '/500',
  '/a-page-that-does-not-exist',
]

for (const path of PAGES) {
  test(`axe: no WCAG 2.2 A/AA violations on ${path}`, async ({ page }) => {
    await presetConsent(page)
    await page.goto(path)
    await expectNoAxeViolations(page)
  })
}

test('axe: no violations with the cookie banner and the preferences dialog open', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  await expectNoAxeViolations(page)
  await banner.getByRole('button', { name: 'Manage Preferences' }).click()
  await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('axe: no violations with an FAQ answer open', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/faq')
  await page.locator('[data-faq="general"] button[aria-expanded]').first().click()
  await page.locator('[data-faq="policy"] button[aria-expanded]').first().click()
  await expectNoAxeViolations(page)
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('axe: no violations with the mobile drawer open', async ({ page }) => {
    await presetConsent(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
