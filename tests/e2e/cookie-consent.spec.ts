import type { Page } from '@playwright/test'

import { clickHeaderBookCall, CONSENT_KEY, E2E_GA_ID, expect, presetConsent, test } from './fixtures'

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const stored = (page: Page) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
  }, CONSENT_KEY)

/** Serves a stub for the analytics tag and counts requests for it. */
async function stubAnalytics(page: Page) {
  const requests: string[] = []
  await page.route('**/gtag/js**', async (route) => {
    requests.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: '/* analytics stub */' })
  })
  return requests
}

type DataLayerEntry = [string, ...unknown[]]
const events = (page: Page, name: string) =>
  page.evaluate(
    (eventName) =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((args) => Array.from(args) as DataLayerEntry)
        .filter((args) => args[0] === 'event' && args[1] === eventName)
        .map((args) => args[2] as Record<string, unknown>),
    name,
  )

/** The page's clock starts here and stands still: timers run only when a test moves it on. */
const START = Date.parse('2030-01-06T09:00:00Z')

/** Stores a consent choice `ageDays` old in the page's time (presetConsent dates it by the real clock). */
async function presetConsentAt(
  page: Page,
  choices: { performance: boolean; functional: boolean; marketing: boolean },
  ageDays = 0,
) {
  const timestamp = new Date(START - ageDays * 86_400_000).toISOString()
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_KEY,
    JSON.stringify({ essential: true, ...choices, timestamp }),
  ] as const)
}
/** How far the page's clock is moved at a time while the deferred parts load. */
const STEP_MS = 25
const BANNER_DELAY_MS = 1_000

/**
 * Stops the page's clock before the page loads, so "1 second after load" is counted in the page's
 * time, whatever the test machine is doing. Also records, in that time, when the load event ran and
 * when the banner entered the DOM, and counts reads of the stored consent (each deferred part that
 * decides something about consent reads it once when it mounts: the banner and analytics).
 */
async function stopClock(page: Page) {
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 1_000)
  await page.addInitScript((key) => {
    const marks = { loaded: -1, shown: -1, consentReads: 0, consentReadAt: [] as number[] }
    ;(window as unknown as { __marks: typeof marks }).__marks = marks
    window.addEventListener('load', () => (marks.loaded = performance.now()))
    new MutationObserver(() => {
      if (marks.shown < 0 && document.querySelector('[aria-label="Cookie consent"]')) marks.shown = performance.now()
    }).observe(document, { childList: true, subtree: true })
    // Called below with the storage as `this`.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (name === key) {
        marks.consentReads += 1
        marks.consentReadAt.push(performance.now())
      }
      return getItem.call(this, name)
    }
  }, CONSENT_KEY)
}

type Marks = { loaded: number; shown: number; consentReads: number; consentReadAt: number[] }
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: Marks }).__marks)

/**
 * Lets the deferred parts mount: they wait for an idle moment, then load their chunks (in real time)
 * and React reveals them (on its timers). The page's clock is moved on STEP_MS at a time until both
 * the banner and analytics have read the consent; when each did, in page time, is recorded.
 */
async function mountDeferredParts(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  for (let moved = 0; (await marks(page)).consentReads < 2; moved += STEP_MS) {
    expect(moved, 'the deferred parts mounted within 5 s of page time').toBeLessThan(5_000)
    await page.clock.runFor(STEP_MS)
    // Real time for chunks to arrive; the page's clock stands still meanwhile.
    await page.evaluate(() => fetch('/api/health').then(() => null))
  }
}

/** Mounts the deferred parts and moves the page's clock well past the banner's delay. */
async function pastBannerDelay(page: Page) {
  await mountDeferredParts(page)
  await page.clock.runFor(BANNER_DELAY_MS * 2)
}

test('first visit: the banner appears 1 second after the page has loaded', async ({ page }) => {
  await stopClock(page)
  await page.goto('/')
  await mountDeferredParts(page)
  // The page's clock now stands where the banner read the consent: a second on, it is there. (Moved
  // further at once, the clock would be past the second by the time React has rendered it.)
  await page.clock.runFor(BANNER_DELAY_MS)
  await expect(banner(page)).toBeVisible()
  // When it appeared, in page time: a second after the load event at the earliest, and exactly a
  // second after the banner looked for a stored consent (and found none) as it mounted.
  const { loaded, shown, consentReadAt } = await marks(page)
  expect(loaded).toBeGreaterThanOrEqual(0)
  expect(shown - loaded).toBeGreaterThanOrEqual(BANNER_DELAY_MS)
  expect(consentReadAt.map((at) => shown - at)).toContain(BANNER_DELAY_MS)
})

test('Accept All stores the consent record and closes the banner', async ({ page }) => {
  await stopClock(page)
  await page.goto('/')
  await pastBannerDelay(page)
  await banner(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(banner(page)).toHaveCount(0)
  const record = await stored(page)
  expect(record).toMatchObject({ essential: true, performance: true, functional: true, marketing: true })
  expect(Date.parse(String(record!.timestamp))).toBeGreaterThanOrEqual(START)
  // The same wait that showed the banner above shows nothing now.
  await page.reload()
  await pastBannerDelay(page)
  await expect(banner(page)).toHaveCount(0)
  expect((await marks(page)).shown).toBe(-1)
})

test('consent older than 180 days shows the banner again; younger does not', async ({ browser }) => {
  const fresh = await browser.newPage()
  await stopClock(fresh)
  await presetConsentAt(fresh, { performance: true, functional: true, marketing: true }, 179)
  await fresh.goto('/')
  await pastBannerDelay(fresh)
  await expect(banner(fresh)).toHaveCount(0)
  expect((await marks(fresh)).shown).toBe(-1)
  await fresh.close()

  // The same page and wait, with the consent two days older.
  const expired = await browser.newPage()
  await stopClock(expired)
  await presetConsentAt(expired, { performance: true, functional: true, marketing: true }, 181)
  await expired.goto('/')
  await pastBannerDelay(expired)
  await expect(banner(expired)).toBeVisible()
  await expired.close()
})

test('Manage Preferences: Cancel closes without saving; Save stores the chosen switches', async ({ page }) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('switch', { name: /Essential/ })).toBeDisabled()
  await expect(dialog.getByRole('switch', { name: /Essential/ })).toBeChecked()
  await dialog.getByRole('switch', { name: 'Performance' }).click()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await stored(page)).toBeNull()
  await expect(banner(page)).toBeVisible()

  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click()
  await expect(dialog.getByRole('switch', { name: 'Performance' })).not.toBeChecked()
  await dialog.getByRole('switch', { name: 'Performance' }).click()
  await dialog.getByRole('switch', { name: 'Marketing' }).click()
  await dialog.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(dialog).toBeHidden()
  await expect(banner(page)).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ essential: true, performance: true, functional: false, marketing: true })
})

test('no analytics request before performance consent; after it, page views on every route change', async ({
  page,
}) => {
  const requests = await stubAnalytics(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  expect(requests).toEqual([])
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false)

  await banner(page).getByRole('button', { name: 'Accept All' }).click()
  await expect.poll(() => requests.length).toBe(1)
  expect(requests[0]).toContain(`id=${E2E_GA_ID}`)
  await expect.poll(async () => (await events(page, 'page_view')).map((e) => e.page_path)).toEqual(['/about'])

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await expect.poll(async () => (await events(page, 'page_view')).map((e) => e.page_path)).toEqual(['/about', '/faq'])
  expect(requests).toHaveLength(1)
})

test('declining performance cookies never loads analytics', async ({ browser }) => {
  const declined = await browser.newPage()
  const requests = await stubAnalytics(declined)
  await stopClock(declined)
  await presetConsentAt(declined, { performance: false, functional: true, marketing: true })
  await declined.goto('/')
  await pastBannerDelay(declined)
  expect(requests).toEqual([])
  expect(await declined.evaluate(() => 'gtag' in window)).toBe(false)
  await declined.close()

  // The same page and wait with performance cookies allowed does load it.
  const allowed = await browser.newPage()
  const allowedRequests = await stubAnalytics(allowed)
  await stopClock(allowed)
  await presetConsentAt(allowed, { performance: true, functional: true, marketing: true })
  await allowed.goto('/')
  await pastBannerDelay(allowed)
  await expect.poll(() => allowedRequests.length).toBe(1)
  await allowed.close()
})

test('scroll depth is reported at 25, 50, 75 and 100 % once each per page', async ({ page }) => {
  await stubAnalytics(page)
  await presetConsent(page, { performance: true, functional: false, marketing: false })
  await page.goto('/about')
  await expect.poll(async () => (await events(page, 'page_view')).length).toBe(1)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (const fraction of [0.3, 0.6, 0.3, 0.9, 1, 0.5, 1]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * fraction))
    await page.waitForTimeout(100)
  }
  await expect
    .poll(async () => (await events(page, 'scroll_depth')).map((e) => e.percent_scrolled))
    .toEqual([25, 50, 75, 100])
})

test('Reject All sits beside Accept All, as prominent, and stores essential cookies only: no analytics', async ({
  page,
}) => {
  const requests = await stubAnalytics(page)
  await page.goto('/')
  const accept = banner(page).getByRole('button', { name: 'Accept All' })
  const reject = banner(page).getByRole('button', { name: 'Reject All' })
  await expect(reject).toBeVisible()
  // The same button: classes, size and row.
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'))
  const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!]
  expect(r.height).toBe(a.height)
  expect(r.y).toBe(a.y)
  expect(r.x).toBeGreaterThan(a.x)
  expect(Math.abs(r.width - a.width)).toBeLessThan(8)

  await reject.click()
  await expect(banner(page)).toHaveCount(0)
  expect(await stored(page)).toMatchObject({ essential: true, performance: false, functional: false, marketing: false })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByRole('button', { name: /^Open live chat/ })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect(requests).toEqual([])
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false)
})

test.describe('conversions in analytics', () => {
  /** A chat started on `page`, which has loaded and hydrated. */
  async function startChat(page: Page) {
    await page.getByRole('button', { name: /^Open live chat/ }).click()
    const widget = page.getByRole('dialog', { name: 'Chat with our team' })
    await widget.getByPlaceholder('Your name *').fill(`Measured ${Date.now().toString(36)}`)
    await widget.getByPlaceholder('you@example.com').fill('measured@example.com')
    await widget.getByLabel('Message').fill('Hello, I would like to know more')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByPlaceholder('Your name *')).toBeHidden()
    return widget
  }

  /** The contact form sent on `page` (the server's acceptance stood in: the rate limit is tested elsewhere). */
  async function sendContact(page: Page) {
    await page.route('**/api/send-contact-email', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
    )
    const form = page.getByRole('form', { name: 'Contact form' })
    await expect(form.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit')
    await form.getByLabel('Name', { exact: false }).fill('Ana Lima')
    await form.getByLabel('Email', { exact: false }).fill('ana@example.com')
    await form.getByLabel('Subject', { exact: false }).fill('Partnership')
    await form.getByLabel('Message', { exact: false }).fill('I would love to hear how you work.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByTestId('contact-thanks')).toBeVisible()
  }

  /** The header's Book Call clicked on `page`, the scheduler's tab answered here. */
  async function clickBookCall(page: Page) {
    await page
      .context()
      .route(/^https:\/\/calendly\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Scheduler</title>' }),
      )
    expect((await clickHeaderBookCall(page)).searchParams.get('ref')).toBe('nav')
  }

  test('with performance consent: booking_click names the link clicked', async ({ page }) => {
    await stubAnalytics(page)
    await presetConsent(page, { performance: true, functional: false, marketing: false })
    await page.goto('/about')
    await expect.poll(async () => (await events(page, 'page_view')).length).toBe(1)
    expect(await events(page, 'booking_click')).toEqual([])
    await clickBookCall(page)
    await expect.poll(() => events(page, 'booking_click')).toEqual([{ link_source: 'nav' }])
  })

  test('with performance consent: chat_started once when the first message starts a chat, generate_lead when the contact form is sent', async ({
    page,
  }) => {
    await stubAnalytics(page)
    await presetConsent(page, { performance: true, functional: false, marketing: false })
    await page.goto('/services')
    await expect.poll(async () => (await events(page, 'page_view')).length).toBe(1)
    const widget = await startChat(page)
    await expect.poll(() => events(page, 'chat_started')).toEqual([{}])
    // A later message continues the chat: no second event.
    await widget.getByLabel('Message').fill('And one more thing')
    await widget.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(widget.getByTestId('chat-message')).toHaveCount(2)
    await page.evaluate(() => fetch('/api/health').then(() => null))
    expect(await events(page, 'chat_started')).toHaveLength(1)

    await page.goto('/contact')
    await expect.poll(async () => (await events(page, 'page_view')).length).toBe(1)
    expect(await events(page, 'generate_lead')).toEqual([])
    await sendContact(page)
    await expect.poll(() => events(page, 'generate_lead')).toEqual([{}])
  })

  test('without performance consent nothing reaches the data layer, even with the tag already on the page', async ({
    page,
  }) => {
    await stubAnalytics(page)
    // The tag loads under a consent that is then withdrawn (from another tab, say): the events check the consent
    // itself.
    await presetConsent(page, { performance: true, functional: false, marketing: false })
    await page.goto('/contact')
    await expect.poll(async () => (await events(page, 'page_view')).length).toBe(1)
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      CONSENT_KEY,
      JSON.stringify({
        essential: true,
        performance: false,
        functional: false,
        marketing: false,
        timestamp: new Date().toISOString(),
      }),
    ] as const)
    await sendContact(page)
    await startChat(page)
    await clickBookCall(page)
    await page.evaluate(() => fetch('/api/health').then(() => null))
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('function')
    expect(await events(page, 'generate_lead')).toEqual([])
    expect(await events(page, 'chat_started')).toEqual([])
    expect(await events(page, 'booking_click')).toEqual([])
  })
})
