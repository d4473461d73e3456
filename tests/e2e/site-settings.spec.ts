import type { Locator, Page } from '@playwright/test'

import { signCalendly } from '../../src/lib/bookings/confirmed/signature'
import { loginAs } from '../support/login'
import { BOOKING_URL, E2E_ADMIN_PASSWORD, expect, presetConsent, test } from './fixtures'
import { adminToken, cmsPress, cmsSignIn, cmsType, ensureUser } from './staff'

test.describe.configure({ mode: 'serial' })

const NEW_BOOKING = 'https://cal.example.com/velora-strategy-call'
const PAGES = ['/', '/about', '/services/marketing', '/faq', '/contact', '/blog', '/no-such-page']

/** Types `value` into a field of the settings form and saves it; the save must answer 200. */
async function saveField(page: Page, field: Locator, value: string) {
  await cmsPress(
    page,
    /^Save$/,
    async () => {
      const saved = await page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/api/globals/site-settings'),
        { timeout: 4_000 },
      )
      expect(saved.status(), await saved.text()).toBe(200)
    },
    () => cmsType(field, value),
  )
}

test('an admin changes the booking URL in /cms and every booking button on the site follows, with no restart', async ({
  page,
  browser,
  request,
}) => {
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

    await saveField(page, field, NEW_BOOKING)

    const visitor = await browser.newPage()
    await presetConsent(visitor)
    for (const path of PAGES) {
      // Within a few seconds of the save, on pages that were prerendered or cached before it.
      await expect(async () => {
        await visitor.goto(path)
        const hrefs = await visitor
          .locator('a[data-booking-link]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
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
    await expect(page.locator('a[data-booking-link]').first()).toHaveAttribute(
      'href',
      new RegExp(`^${BOOKING_URL.replace(/[.?]/g, '\\$&')}`),
      { timeout: 1_000 },
    )
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

test('an admin sets a scheduler’s webhook key in /cms: marked as set, never shown again, and it checks the deliveries', async ({
  page,
  request,
}) => {
  const key = `calendly-key-${Date.now()}`
  const deliver = (signingKey: string) =>
    request.post('/api/bookings/webhook/calendly', {
      headers: {
        'content-type': 'application/json',
        'calendly-webhook-signature': signCalendly(signingKey, '{}', new Date()),
      },
      data: '{}',
    })
  await cmsSignIn(page, 'admin', E2E_ADMIN_PASSWORD)
  await page.goto('/cms/globals/site-settings')
  // The section starts collapsed (or as this admin last left it).
  const toggle = page
    .locator('.collapsible', { hasText: 'Booking webhooks' })
    .locator('button.collapsible__toggle')
    .first()
  await expect(toggle).toBeVisible()
  if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed')) await toggle.click()
  const field = page.getByLabel('New Calendly webhook signing key')
  await expect(field).toBeEditable()
  await expect(page.getByLabel('Calendly webhook signing key is set')).not.toBeChecked()
  try {
    await saveField(page, field, key)
    await page.reload()
    await expect(page.getByLabel('Calendly webhook signing key is set')).toBeChecked()
    await expect(page.getByLabel('New Calendly webhook signing key')).toHaveValue('')
    const settings = await request.get('/api/globals/site-settings', {
      headers: { authorization: `JWT ${await adminToken(request)}` },
    })
    expect(await settings.text()).not.toContain(key)
    // Signed with the key typed in the form, a delivery passes the signature check and is refused for its
    // empty body; signed with another key, it is refused as unsigned.
    const signed = await deliver(key)
    expect(signed.status()).toBe(400)
    expect(await signed.text()).toMatch(/payload/)
    expect((await deliver(`${key}-other`)).status()).toBe(401)
  } finally {
    const removed = await request.post('/api/globals/site-settings', {
      headers: { authorization: `JWT ${await adminToken(request)}` },
      data: { removeCalendlyWebhookSecret: true },
    })
    expect(removed.status()).toBe(200)
  }
})
