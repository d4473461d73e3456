import { CONTACT_EMAIL, expect, nextTask, presetConsent, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await presetConsent(page)
})

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' })

test('nav highlights the active link ignoring case and trailing slash; Home only exactly', async ({ page }) => {
  await page.goto('/')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1)

  // A path in capitals is the page itself (at its lower-case address), not the 404 page.
  const response = await page.goto('/SERVICES/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found')
  await expect(mainNav(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')

  await page.goto('/services/marketing')
  await expect(mainNav(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1)

  await page.goto('/faq')
  await expect(mainNav(page).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page')
})

for (const width of [768, 1023]) {
  test(`at ${width} px the whole header fits: logo mark, every nav link and Book Call`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 })
    await page.goto('/about')
    await expect(mainNav(page)).toBeVisible()
    const book = (await page
      .getByRole('banner')
      .getByRole('link', { name: /Book Call/ })
      .boundingBox())!
    expect(book.x + book.width).toBeLessThanOrEqual(width)
    const header = (await page.getByRole('banner').boundingBox())!
    expect(header.height).toBeLessThanOrEqual(80)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  })
}

for (const width of [320, 375]) {
  test(`at ${width} px the fixed header keeps a Book Call button beside the menu button, a 44 px target`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 })
    await page.goto('/')
    const banner = page.getByRole('banner')
    const book = banner.getByRole('link', { name: /Book Call/ })
    const menu = banner.getByRole('button', { name: 'Open menu' })
    await expect(book).toBeVisible()
    await expect(menu).toBeVisible()
    await expect(book).toHaveAttribute('href', /[?&]ref=nav$/)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('data-booking-link', '')
    const [b, m, logo] = [
      (await book.boundingBox())!,
      (await menu.boundingBox())!,
      (await banner.getByRole('link', { name: /home$/ }).boundingBox())!,
    ]
    expect(b.height).toBeGreaterThanOrEqual(44)
    expect(b.width).toBeGreaterThanOrEqual(44)
    expect(m.height).toBeGreaterThanOrEqual(44)
    // In a row, none over another, all inside the screen.
    expect(logo.x + logo.width).toBeLessThanOrEqual(b.x)
    expect(b.x + b.width).toBeLessThanOrEqual(m.x)
    expect(m.x + m.width).toBeLessThanOrEqual(width)
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(80)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    // Fixed: still there far down the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await expect(book).toBeInViewport()
  })
}

test('the header’s Book Call is in the server-rendered page: it works without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 700 } })
  const page = await context.newPage()
  await page.goto('/about')
  const book = page.getByRole('banner').getByRole('link', { name: /Book Call/ })
  await expect(book).toBeVisible()
  await expect(book).toHaveAttribute('href', /^https:\/\/calendly\.com\/velora-creators\/strategy-call\?ref=nav$/)
  await context.close()
})

test('nav holds the specified links and a Book Call button', async ({ page }) => {
  await page.goto('/about')
  const hrefs = await mainNav(page)
    .locator('a')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
  expect(hrefs).toEqual(['/', '/about', '/services', '/blog', '/faq', '/contact'])
  await expect(page.getByRole('banner').getByRole('link', { name: /Book Call/ })).toHaveAttribute('target', '_blank')
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the menu toggle opens a drawer with the same items; focus is trapped; Escape and navigation close it', async ({
    page,
  }) => {
    await page.goto('/about')
    await expect(mainNav(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    const hrefs = await drawer
      .getByRole('navigation')
      .locator('a')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')))
    expect(hrefs).toEqual(['/', '/about', '/services', '/blog', '/faq', '/contact'])
    await expect(drawer.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await drawer.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(drawer).toBeHidden()
  })
})

test('every route change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a skip link jumps to the main content', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main-content$/)
})

test('inner pages have a Home > page breadcrumb', async ({ page }) => {
  await page.goto('/faq')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('FAQ')
})

test.describe('footer', () => {
  test('links, mailto with the strategy-call subject and the 2025 copyright', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const href of ['/services', '/about', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.locator('a[data-booking-link]')).toHaveAttribute('target', '_blank')
    await expect(footer.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}?subject=Strategy%20Call%20Inquiry`,
    )
    await expect(footer).toContainText('© 2025 Velora Creator Management')
  })

  test('copy-to-clipboard shows "Copied!" for 1.5 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // The page's clock stands still unless the test moves it: the 1.5 s are counted in page time.
    const start = Date.parse('2030-01-06T09:00:00Z')
    await page.clock.install({ time: start })
    await page.clock.pauseAt(start + 1_000)
    await page.goto('/')
    await page.getByRole('button', { name: 'Copy email address to clipboard' }).click()
    const tip = page.getByText('Copied!')
    await expect(tip).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CONTACT_EMAIL)
    // React starts the tip's timer in an effect after it has drawn the tip; one task later it is set.
    await nextTask(page)
    await page.clock.runFor(1_499)
    await expect(tip).toBeVisible()
    await page.clock.runFor(1)
    await expect(tip).toBeHidden()
  })

  test('a failed copy is logged and shows nothing', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Copy email address to clipboard' }).click()
    await expect.poll(() => errors.some((e) => e.includes('Failed to copy'))).toBe(true)
    await expect(page.getByText('Copied!')).toHaveCount(0)
  })
})
