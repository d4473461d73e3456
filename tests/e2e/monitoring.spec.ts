import type { Page, Route } from '@playwright/test'

import { loginAs } from '../support/login'
import { E2E_ADMIN_PASSWORD, expect, expectNoAxeViolations, test } from './fixtures'

const REPORTS = '**/api/site-monitoring-reports?*'

const signIn = (page: Page) => loginAs(page.request, 'admin', E2E_ADMIN_PASSWORD)

function report(
  id: number,
  status: string,
  averageResponseTime: number,
  extra: Partial<{ issues: unknown[]; pages: Record<string, unknown> }> = {},
) {
  const pages = extra.pages ?? { '/': { responseTime: 80, status: 200 } }
  return {
    id,
    reportDate: new Date(Date.UTC(2026, 10 - id, 1, 2, 0, 0)).toISOString(),
    status,
    summary: `Summary of report ${id}`,
    metrics: { averageResponseTime, totalPagesChecked: Object.keys(pages).length, pages },
    issues: extra.issues ?? [],
  }
}

const answerReports = (docs: unknown[]) => (route: Route) => route.fulfill({ json: { docs, totalDocs: docs.length } })

test.describe('/monitoring', () => {
  test('anonymous visitors are sent to /admin/login and come back after signing in', async ({ page }) => {
    await page.goto('/monitoring')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/monitoring$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Site Monitoring' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  })

  test('loading, then the empty state; no violations', async ({ page }) => {
    await signIn(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // No reports, whatever other tests have stored on this server.
    await page.route(REPORTS, async (route) => {
      await held
      await answerReports([])(route)
    })
    await page.goto('/monitoring')
    await expect(page.getByTestId('monitoring-loading')).toBeVisible()
    release()
    await expect(page.getByText('No monitoring reports available yet.')).toBeVisible()
    await expect(page.getByText('Run your first check to get started.')).toBeVisible()
    await expect(page.getByText('Automated checks run on the 1st of each month at 2 AM UTC.')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('Run Check Now checks the real site: "Running..." while busy, a toast with the summary, then the report', async ({
    page,
  }) => {
    await signIn(page)
    await page.goto('/monitoring')
    await expect(page.getByTestId('monitoring-loading')).toBeHidden()
    // The run is held until the busy state has been seen, however fast the check is.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/site-monitoring', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Run Check Now' }).click()
    const busy = page.getByRole('button', { name: 'Running...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()
    release()

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Monitoring Complete' })
    await expect(toast).toBeVisible({ timeout: 45_000 })
    const summary = (await toast.locator('[data-description]').textContent()) ?? ''
    // The seeded site has 20 pages; posts published by other tests on this server add to them.
    const checked = Number(/^Checked (\d+) pages with an average response time of \d+ ms: /.exec(summary)?.[1])
    expect(checked).toBeGreaterThanOrEqual(20)
    await expect(page.getByRole('button', { name: 'Run Check Now' })).toBeEnabled()

    await expect(page.getByTestId('report-summary')).toHaveText(summary)
    await expect(page.getByRole('heading', { name: 'Latest report' })).toBeVisible()
    await expect(page.getByText(/Checked on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/)).toBeVisible()
    await expect(page.locator('dt', { hasText: 'Pages checked' }).locator('+ dd')).toHaveText(String(checked))
    await expect(page.locator('dt', { hasText: 'Average response time' }).locator('+ dd')).toHaveText(/^\d+ ms$/)
    const rows = page.getByTestId('pages').locator('tbody tr')
    await expect(rows).toHaveCount(checked)
    for (const path of ['/', '/blog', '/sitemap.xml', '/robots.txt', '/services/chat-management']) {
      await expect(rows.filter({ has: page.getByRole('rowheader', { name: path, exact: true }) })).toContainText('200')
    }
    await expectNoAxeViolations(page)
  })

  test('badges: every report status, issue severity and page status as specified', async ({ page }) => {
    await signIn(page)
    const critical = report(1, 'critical', 420, {
      pages: {
        '/': { responseTime: 120, status: 200 },
        '/about': { responseTime: 35, status: 500 },
        '/faq': { responseTime: 10_000, status: 0 },
      },
      issues: [
        { severity: 'high', page: '/about', message: 'Answered HTTP 500 instead of 200' },
        { severity: 'medium', page: '/faq', message: 'Missing meta description' },
        { severity: 'low', page: '/', message: 'An image has no alt text' },
        { severity: 'urgent', page: '/', message: 'A severity from the future' },
      ],
    })
    await page.route(REPORTS, answerReports([critical, report(2, 'healthy', 90), report(3, 'warning', 150)]))
    await page.goto('/monitoring')

    const latest = page.getByRole('region', { name: 'Latest report' })
    await expect(latest.locator('[data-variant="destructive"]')).toHaveText('Critical')
    await expect(page.getByTestId('report-summary')).toHaveText('Summary of report 1')
    await expect(page.locator('dt', { hasText: 'Issues found' }).locator('+ dd')).toHaveText('4')

    const issues = page.getByTestId('issues').locator('li')
    await expect(issues.nth(0).locator('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
    await expect(issues.nth(0).locator('[data-variant]')).toHaveText('High')
    await expect(issues.nth(1).locator('[data-variant]')).toHaveAttribute('data-variant', 'secondary')
    await expect(issues.nth(2).locator('[data-variant]')).toHaveAttribute('data-variant', 'outline')
    await expect(issues.nth(3).locator('[data-variant]')).toHaveText('Medium')
    await expect(issues.nth(3).locator('[data-variant]')).toHaveAttribute('data-variant', 'secondary')

    const row = (path: string) =>
      page
        .getByTestId('pages')
        .locator('tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) })
    await expect(row('/').getByTestId('page-status').locator('[data-variant]')).toHaveAttribute(
      'data-variant',
      'default',
    )
    await expect(row('/about').getByTestId('page-status').locator('[data-variant]')).toHaveAttribute(
      'data-variant',
      'destructive',
    )
    await expect(row('/about').getByTestId('page-status').locator('[data-variant]')).toHaveText('500')
    await expect(row('/faq').getByTestId('page-status').locator('[data-variant]')).toHaveText('No answer')
    await expect(page.getByRole('heading', { name: 'Trend' })).toBeVisible()
    await expectNoAxeViolations(page)

    for (const [status, label, variant] of [
      ['healthy', 'Healthy', 'default'],
      ['warning', 'Warning', 'secondary'],
      ['degraded', 'Warning', 'secondary'],
    ] as const) {
      await page.unroute(REPORTS)
      await page.route(REPORTS, answerReports([report(1, status, 100)]))
      await page.reload()
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const badge = page.getByRole('region', { name: 'Latest report' }).locator('[data-variant]')
      await expect(badge).toHaveText(label)
      await expect(badge).toHaveAttribute('data-variant', variant)
      await expect(badge.locator('svg')).toHaveCount(status === 'healthy' ? 1 : 0)
    }
  })

  test('failures: a report that cannot be fetched and a run that fails show the error toasts', async ({ page }) => {
    await signIn(page)
    await page.route(REPORTS, (route) => route.fulfill({ status: 500, json: { errors: [{ message: 'boom' }] } }))
    await page.goto('/monitoring')
    const fetchToast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error' })
    await expect(fetchToast.filter({ hasText: 'Failed to fetch monitoring report' })).toBeVisible()
    await expect(page.getByText('The latest report could not be loaded.')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.unroute(REPORTS)
    await page.route('**/api/site-monitoring', (route) =>
      route.fulfill({ status: 500, json: { message: 'The check could not be completed.' } }),
    )
    await page.getByRole('button', { name: 'Run Check Now' }).click()
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to run monitoring check' }),
    ).toBeVisible()
    // The latest report is fetched again after the run, whatever its outcome.
    await expect(page.getByTestId('report-summary')).toBeVisible()
  })

  test('a run whose answer never arrives still ends: the page polls the stored report', async ({ page }) => {
    await signIn(page)
    // The poll's interval is the behaviour under test: the page's clock is controlled.
    await page.clock.install()
    await page.goto('/monitoring')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByTestId('monitoring-loading')).toBeHidden()

    // The request reaches the server, which checks the site and stores the report; its answer is
    // held back from the page, as when a proxy drops a slow response.
    let held: Route | undefined
    let storedSummary!: (summary: string) => void
    const stored = new Promise<string>((resolve) => (storedSummary = resolve))
    await page.route('**/api/site-monitoring', async (route) => {
      held = route
      const response = await route.fetch({ timeout: 120_000 })
      storedSummary(((await response.json()) as { summary: string }).summary)
    })
    await page.clock.pauseAt(Date.now() + 1_000)
    await page.getByRole('button', { name: 'Run Check Now' }).click()
    const busy = page.getByRole('button', { name: 'Running...' })
    await expect(busy).toBeDisabled()
    const summary = await stored
    // Stored, but no answer reached the page: still running until its next look at the reports.
    await expect(busy).toBeVisible()
    await page.clock.runFor(5_000)
    await page.clock.resume()
    await expect(page.getByRole('button', { name: 'Run Check Now' })).toBeEnabled()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Monitoring Complete' })).toContainText(summary)
    await expect(page.getByTestId('report-summary')).toHaveText(summary)
    await held?.abort().catch(() => {})
  })

  test('per page: what was checked and what failed; a history with trends; sign-out and the way back to /cms', async ({
    page,
  }) => {
    await signIn(page)
    const fine = (path: string, links = 2) => ({
      responseTime: 90,
      status: 200,
      checks: {
        title: `Title of ${path}`,
        titles: 1,
        description: `About ${path}`,
        canonical: `https://example.com${path}`,
        jsonLd: { blocks: 2, invalid: 0 },
        imagesWithoutAlt: 0,
        linksFollowed: links,
        brokenLinks: [],
      },
    })
    const latest = report(1, 'critical', 120, {
      pages: {
        '/': fine('/'),
        '/contact': {
          ...fine('/contact', 3),
          checks: { ...fine('/contact').checks, description: null, linksFollowed: 3, brokenLinks: ['/missing-page'] },
        },
        '/about': { responseTime: 40, status: 500 },
        '/sitemap.xml': { responseTime: 12, status: 200, sitemapUrls: 19 },
        '/robots.txt': { responseTime: 8, status: 200 },
      },
      issues: [
        { severity: 'high', page: '/about', message: 'Answered HTTP 500 instead of 200' },
        {
          severity: 'high',
          page: '/contact',
          message: 'Broken link to /missing-page (HTTP 404), linked from /contact',
        },
        { severity: 'medium', page: '/contact', message: 'Missing meta description' },
      ],
    })
    const older = report(2, 'warning', 300, {
      issues: [{ severity: 'medium', page: '/', message: 'Slow response: 1200 ms (over 1000 ms)' }],
    })
    const oldest = report(3, 'healthy', 80)
    await page.route(REPORTS, answerReports([latest, older, oldest]))
    await page.goto('/monitoring')

    const row = (path: string) =>
      page
        .getByTestId('pages')
        .locator('tbody tr')
        .filter({ has: page.getByRole('rowheader', { name: path, exact: true }) })
    const home = row('/').getByTestId('page-details')
    await expect(home.locator('summary')).toHaveText('All checks passed')
    await home.locator('summary').click()
    for (const text of [
      'Title',
      '“Title of /”',
      'Meta description',
      '“About /”',
      'Canonical link',
      'https://example.com/',
      'Structured data (JSON-LD)',
      '2 block(s), all parse',
      'Links followed',
      '2 same-site link(s), all answered 200',
      'Every image has alt text',
    ]) {
      await expect(home).toContainText(text)
    }

    const contact = row('/contact').getByTestId('page-details')
    await expect(contact.locator('summary')).toHaveText('2 to fix')
    await contact.locator('summary').click()
    await expect(contact.locator('[data-ok="false"]')).toHaveCount(2)
    await expect(contact.locator('[data-ok="false"]').nth(0)).toContainText('Meta descriptionMissing')
    await expect(contact.locator('[data-ok="false"]').nth(1)).toContainText(
      '3 same-site link(s); 1 broken: /missing-page',
    )
    await expect(contact).toContainText('Issues on this page')
    await expect(contact).toContainText('Broken link to /missing-page (HTTP 404), linked from /contact')

    await row('/about').locator('summary').click()
    await expect(row('/about')).toContainText('Not read: the page did not answer 200')
    await expect(row('/about')).toContainText('Answered HTTP 500 instead of 200')
    await row('/sitemap.xml').locator('summary').click()
    await expect(row('/sitemap.xml')).toContainText('Lists 19 URL(s); each was requested')
    await row('/robots.txt').locator('summary').click()
    await expect(row('/robots.txt')).toContainText('Not a web page: status and response time only')

    // Trends of response time and of issue counts; the history lists every report and shows any of them.
    await expect(page.getByRole('heading', { name: 'Trend' })).toBeVisible()
    await expect(page.getByTestId('issue-trend')).toContainText('3 issues (2 high, 1 medium, 0 low)')
    await expect(page.getByTestId('issue-trend')).toContainText('1 issues (0 high, 1 medium, 0 low)')
    const history = page.getByTestId('history').locator('tbody tr')
    await expect(history).toHaveCount(3)
    await expect(history.nth(0)).toContainText('Critical')
    await expect(history.nth(0)).toContainText('120 ms')
    await expect(history.nth(0)).toContainText('3 (2/1/0)')
    await expectNoAxeViolations(page)
    await history.nth(1).getByRole('button', { name: /^View/ }).click()
    await expect(page.getByTestId('report-summary')).toHaveText('Summary of report 2')
    await expect(page.getByRole('heading', { name: /^Report of / })).toBeVisible()
    await page.getByRole('button', { name: 'Back to the latest report' }).click()
    await expect(page.getByTestId('report-summary')).toHaveText('Summary of report 1')

    await expect(page.getByRole('link', { name: 'Back to the CMS' })).toHaveAttribute('href', '/cms')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: test.info().outputPath('monitoring-1280.png'), fullPage: true })
    // On a phone the wide tables scroll inside their cards; the page itself is never wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await page.screenshot({ path: test.info().outputPath('monitoring-390.png'), fullPage: true })
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.goto('/monitoring')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)
  })
})
