import type { Page, Route } from '@playwright/test'

import { E2E_ADMIN_PASSWORD, expect, expectNoAxeViolations, test } from './fixtures'

const REPORTS = '**/api/site-monitoring-reports?*'

async function signIn(page: Page) {
  const response = await page.request.post('/api/users/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })
  expect(response.status()).toBe(200)
}

function report(id: number, status: string, averageResponseTime: number, extra: Partial<{ issues: unknown[]; pages: Record<string, unknown> }> = {}) {
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
    await page.route(REPORTS, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/monitoring')
    await expect(page.getByTestId('monitoring-loading')).toBeVisible()
    release()
    await expect(page.getByText('No monitoring reports available yet.')).toBeVisible()
    await expect(page.getByText('Run your first check to get started.')).toBeVisible()
    await expect(page.getByText('Automated checks run on the 1st of each month at 2 AM UTC.')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('Run Check Now checks the real site: "Running..." while busy, a toast with the summary, then the report', async ({ page }) => {
    await signIn(page)
    await page.goto('/monitoring')
    await expect(page.getByText('No monitoring reports available yet.')).toBeVisible()
    // Hold the request briefly so the busy state can be seen however fast the check is.
    await page.route('**/api/site-monitoring', async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Run Check Now' }).click()
    const busy = page.getByRole('button', { name: 'Running...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()

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
      pages: { '/': { responseTime: 120, status: 200 }, '/about': { responseTime: 35, status: 500 }, '/faq': { responseTime: 10_000, status: 0 } },
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

    const row = (path: string) => page.getByTestId('pages').locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) })
    await expect(row('/').locator('[data-variant]')).toHaveAttribute('data-variant', 'default')
    await expect(row('/about').locator('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
    await expect(row('/about').locator('[data-variant]')).toHaveText('500')
    await expect(row('/faq').locator('[data-variant]')).toHaveText('No answer')
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
    await page.route('**/api/site-monitoring', (route) => route.fulfill({ status: 500, json: { message: 'The check could not be completed.' } }))
    await page.getByRole('button', { name: 'Run Check Now' }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to run monitoring check' })).toBeVisible()
    // The latest report is fetched again after the run, whatever its outcome.
    await expect(page.getByTestId('report-summary')).toBeVisible()
  })
})
