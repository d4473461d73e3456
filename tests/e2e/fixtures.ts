import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { test as base, type BrowserContext, expect, type Page } from '@playwright/test'

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password'
/** Must match the `build:test` script: prerendered pages carry the build's settings. */
export const E2E_GA_ID = 'G-E2ETEST01'
export const BOOKING_URL = 'https://calendly.com/velora-creators/strategy-call'
export const CONTACT_EMAIL = 'hello@veloracreators.com'
export const CONSENT_KEY = 'cookie-consent'

/** Where serve.ts leaves the URI of the end-to-end server's database, per port. */
export const e2eDatabaseFile = (port: string | number) => path.join(os.tmpdir(), `e2e-database-${port}`)

/** Where the e2e server finds the test push service's certificate to trust (tests/e2e/staff-alerts.spec.ts). */
export const e2ePushCertDir = (port: string | number) => path.join(os.tmpdir(), `e2e-push-service-${port}`)

/** The end-to-end server's own database, for a test that must make a query fail under it. */
export const e2eDatabaseUri = (baseURL: string) => readFileSync(e2eDatabaseFile(new URL(baseURL).port), 'utf8')

/** Stores a consent choice before any page script runs, so the banner stays away. */
/** Waits one task in the page (a message posted to itself): work the page queued for "right after" has run. */
export async function nextTask(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

export async function presetConsent(
  page: Page,
  choices = { performance: false, functional: false, marketing: false },
  ageDays = 0,
) {
  const timestamp = new Date(Date.now() - ageDays * 86_400_000).toISOString()
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_KEY,
    JSON.stringify({ essential: true, ...choices, timestamp }),
  ] as const)
}

/** axe-core with the WCAG 2.2 A/AA rule sets; fails listing every violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  expect(violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Every JSON-LD block on the page, parsed (a block that does not parse fails the test). */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => {
    const data = JSON.parse(text) as { '@type'?: string }
    expect(data['@type'], text).toBeTruthy()
    return data['@type']!
  })
}

/** A negative acknowledgement, as the chat server sends when it refuses a request for good. */
export type ChatRefusal = { code: 'invalid' | 'forbidden' | 'not-found' | 'closed' | 'no-session'; error: string }

/**
 * Routes the page's chat socket (socket.io over WebSocket) through to the real server. A request
 * whose event name is in `refused` does not reach the server: it is answered with that refusal
 * instead (frame `43<ack id>[{ok:false,…}]`). One whose event name is in `held` reaches the server
 * once that promise settles. Both maps are read per frame. Call before the page opens its socket.
 */
export async function routeChatSocket(
  page: Page,
  refused: Map<string, ChatRefusal>,
  held = new Map<string, Promise<void>>(),
) {
  await page.routeWebSocket('**/socket.io/**', (ws) => {
    const server = ws.connectToServer()
    ws.onMessage(async (frame) => {
      const request = typeof frame === 'string' ? /^42(\d+)\["([^"]+)"/.exec(frame) : null
      const refusal = request ? refused.get(request[2]!) : undefined
      if (request && refusal) return ws.send(`43${request[1]}${JSON.stringify([{ ok: false, ...refusal }])}`)
      if (request) await held.get(request[2]!)
      server.send(frame)
    })
  })
}

/**
 * One toast (sonner) with exactly this title and description; with a type, also in that type's
 * colours (an error toast is the specification's destructive one: tinted, not the plain white).
 */
export async function expectToast(page: Page, title: string, description: string, type?: 'success' | 'error') {
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-description]', { hasText: description }) })
  await expect(toast.locator('[data-title]')).toHaveText(title)
  await expect(toast.locator('[data-description]')).toHaveText(description)
  if (!type) return
  await expect(toast).toHaveAttribute('data-type', type)
  await expect(toast).toHaveAttribute('data-rich-colors', 'true')
  expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgb(255, 255, 255)')
}

/** A Content-Security-Policy refusal as the page reported it. */
type CspViolation = { directive: string; blocked: string; source: string; line: number; sample: string }

/**
 * Records every Content-Security-Policy refusal in a browser context: the page's
 * `securitypolicyviolation` events (through a binding, so none is lost on navigation) and the
 * console errors Chromium prints for refused scripts, styles and connections.
 */
async function recordCspViolations(context: BrowserContext, into: string[]) {
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    into.push(
      `${violation.directive} refused ${violation.blocked || 'inline'} at ${violation.source}:${violation.line} ${violation.sample}`,
    )
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: CspViolation) => void }).__reportCspViolation
      report?.({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      })
    })
  })
  const watchPage = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        into.push(`console: ${message.text()}`)
    })
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
}

/**
 * Playwright's test with a `page` whose goto() also waits for React to hydrate the site
 * (html[data-hydrated]), so clicks never land before the handlers exist. Every test, in every
 * browser context it opens, fails on any Content-Security-Policy violation.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = []
      await recordCspViolations(context, violations)
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const created = await newContext(options)
        await recordCspViolations(created, violations)
        return created
      }
      await use(violations)
      browser.newContext = newContext
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      // Only the site marks hydration; Payload's admin at /cms does not.
      if (!url.startsWith('/cms'))
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
      return response
    }
    await use(page)
  },
})

export { expect }

/** Clicks Book Call in the header; the scheduling tab it opened is closed once loaded, and its address returned. */
export async function clickHeaderBookCall(page: Page): Promise<URL> {
  const popup = page.waitForEvent('popup')
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Book Call/ })
    .click()
  const tab = await popup
  await tab.waitForLoadState()
  const opened = new URL(tab.url())
  await tab.close()
  return opened
}
