import type { Locator } from '@playwright/test'

import { expect, presetConsent, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await presetConsent(page)
})

const triggers = (accordion: Locator) => accordion.locator('button[aria-expanded]')
const openCount = (accordion: Locator) => accordion.locator('button[aria-expanded="true"]').count()

test('home FAQ teaser: 4 questions, single open, clicking the open one closes it', async ({ page }) => {
  await page.goto('/')
  const faq = page.locator('[data-faq="home"]')
  await expect(triggers(faq)).toHaveCount(4)
  expect(await openCount(faq)).toBe(0)

  await triggers(faq).nth(0).click()
  await expect(triggers(faq).nth(0)).toHaveAttribute('aria-expanded', 'true')
  await triggers(faq).nth(2).click()
  await expect(triggers(faq).nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(triggers(faq).nth(0)).toHaveAttribute('aria-expanded', 'false')
  expect(await openCount(faq)).toBe(1)

  await triggers(faq).nth(2).click()
  await expect(triggers(faq).nth(2)).toHaveAttribute('aria-expanded', 'false')
  expect(await openCount(faq)).toBe(0)
})

test('keyboard: Enter opens and closes; arrow keys, Home and End move between the questions', async ({ page }) => {
  await page.goto('/')
  const faq = page.locator('[data-faq="home"]')
  const region = faq.locator('[role="region"]').nth(0)
  await expect(region).toBeHidden()
  await triggers(faq).nth(0).focus()
  await page.keyboard.press('Enter')
  await expect(triggers(faq).nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(region).toBeVisible()
  await expect(region).toHaveAttribute('aria-labelledby', (await triggers(faq).nth(0).getAttribute('id'))!)
  await page.keyboard.press('ArrowDown')
  await expect(triggers(faq).nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(triggers(faq).nth(3)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(triggers(faq).nth(0)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(triggers(faq).nth(3)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(triggers(faq).nth(0)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(triggers(faq).nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(region).toBeHidden()
})

test('/faq: 7 + 7 questions in two accordions that keep separate state', async ({ page }) => {
  await page.goto('/faq')
  const general = page.locator('[data-faq="general"]')
  const policy = page.locator('[data-faq="policy"]')
  await expect(triggers(general)).toHaveCount(7)
  await expect(triggers(policy)).toHaveCount(7)
  await expect(page.getByRole('heading', { name: 'Agency Policy & Operations' })).toBeVisible()

  await triggers(general).nth(1).click()
  await triggers(policy).nth(3).click()
  await expect(triggers(general).nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(triggers(policy).nth(3)).toHaveAttribute('aria-expanded', 'true')

  await triggers(policy).nth(0).click()
  await expect(triggers(policy).nth(3)).toHaveAttribute('aria-expanded', 'false')
  await expect(triggers(general).nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('heading', { name: 'Still Have Questions?' })).toBeVisible()
})

test('the booking-call phrase inside an answer links to /contact', async ({ page }) => {
  await page.goto('/faq')
  const general = page.locator('[data-faq="general"]')
  const count = await triggers(general).count()
  let linked = 0
  for (let i = 0; i < count; i++) {
    await triggers(general).nth(i).click()
    const region = general.locator('[role="region"][data-state="open"]')
    const links = region.getByRole('link', { name: 'book a free strategy call' })
    if ((await links.count()) > 0) {
      await expect(links.first()).toHaveAttribute('href', '/contact')
      linked++
    }
  }
  expect(linked).toBeGreaterThan(0)
  // The last answer ("How do I get started?") is open now and contains the phrase.
  await general
    .locator('[role="region"][data-state="open"]')
    .getByRole('link', { name: 'book a free strategy call' })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
})
