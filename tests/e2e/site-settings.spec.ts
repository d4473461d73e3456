import { loginAs } from '../support/login'
import { BOOKING_URL, E2E_ADMIN_PASSWORD, expect, presetConsent, test } from './fixtures'
import { adminToken, cmsPress, cmsSignIn, cmsType, ensureUser } from './staff'

test.describe.configure({ mode: 'serial' })

const NEW_BOOKING = 'https://cal.example.com/velora-strategy-call'
const PAGES = ['/', '/about', '/services/marketing', '/faq', '/contact', '/blog', '/no-such-page']

test('an admin changes the booking URL in /cms and every booking button on the site follows, with no restart', async ({ page, browser, request }) => {
  // Seven pages, each rendered afresh after the save.
  test.setTimeout(120_000)
  await cmsSignIn(page, 'admin', E2E_ADMIN_PASSWORD)
  // The navigation offers the settings to admins.
  await expect(page.locator('a[href="/cms/globals/site-settings"]').first()).toBeAttached()
  await page.goto('/cms/globals/site-settings')
  const field = page.getByLabel('Booking URL')
  await expect(field).toHaveValue(BOOKING_URL)
  try {
    // A scheme other than http(s) is refused in the form, naming the rule.
    await cmsPress(
      page,
      /^Save$/,
      () => expect(page.getByText(/Invalid URL/i).first()).toBeVisible({ timeout: 4_000 }),
      () => cmsType(field, 'javascript:alert(1)'),
    )

    await cmsPress(
      page,
      /^Save$/,
      async () => {
        const saved = await page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/globals/site-settings'), { timeout: 4_000 })
        expect(saved.status(), await saved.text()).toBe(200)
      },
      () => cmsType(field, NEW_BOOKING),
    )

    const visitor = await browser.newPage()
    await presetConsent(visitor)
    for (const path of PAGES) {
      // Within a few seconds of the save, on pages that were prerendered or cached before it.
      await expect(async () => {
        await visitor.goto(path)
        const hrefs = await visitor.locator('a[data-booking-link]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
        expect(hrefs.length, path).toBeGreaterThan(0)
        for (const href of hrefs) expect(href, path).toMatch(new RegExp(`^${NEW_BOOKING.replace(/[.?]/g, '\\$&')}`))
      }).toPass({ timeout: 10_000 })
    }
    await visitor.close()
  } finally {
    // Later specs expect the seeded settings.
    const restored = await request.post('/api/globals/site-settings', {
      headers: { authorization: `JWT ${await adminToken(request)}` },
      data: { bookingUrl: BOOKING_URL },
    })
    expect(restored.status()).toBe(200)
  }
  await expect(async () => {
    await page.goto('/')
    await expect(page.locator('a[data-booking-link]').first()).toHaveAttribute('href', new RegExp(`^${BOOKING_URL.replace(/[.?]/g, '\\$&')}`), { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
})

test('editors and support staff neither see nor open the site settings', async ({ page, request }) => {
  for (const role of ['editor', 'support'] as const) {
    const username = `settings-${role}`
    await ensureUser(request, username, role)
    await page.context().clearCookies()
    await cmsSignIn(page, username, `${username} copper lantern`)
    await expect(page.locator('a[href="/cms/globals/site-settings"]')).toHaveCount(0)
    await page.goto('/cms/globals/site-settings')
    await expect(page.getByLabel('Booking URL')).toHaveCount(0)
    const { authorization } = await loginAs(request, username, `${username} copper lantern`)
    expect((await request.get('/api/globals/site-settings', { headers: { authorization } })).status()).toBe(403)
  }
})
