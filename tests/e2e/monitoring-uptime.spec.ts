import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Page } from '@playwright/test'
import pg from 'pg'

import { loginAs } from '../support/login'
import { checkHtmlFiles, isProblem } from '../support/vnu'
import { E2E_ADMIN_PASSWORD, e2eDatabaseUri, expect, expectNoAxeViolations, test } from './fixtures'

const OPEN_CAUSE = 'HTTP 302: redirected to another host (seeded.example)'
const PAST_CAUSE = 'no answer within 10 s (timeout), seeded'
const CHART_NAME = 'Hourly average response time per target over the last 24 hours'
const BOOKING_ERROR = 'getaddrinfo ENOTFOUND calendly.com (seeded)'

/** The served HTML of /monitoring as staff get it, checked by the W3C Nu HTML Checker: no errors or warnings. */
async function expectValidHtml(page: Page) {
  const response = await page.request.get('/monitoring', { headers: { 'sec-fetch-site': 'none' } })
  expect(response.status()).toBe(200)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'monitoring-html-'))
  try {
    const file = path.join(dir, 'monitoring.html')
    writeFileSync(file, await response.text())
    const { checked, messages } = await checkHtmlFiles([file])
    expect(checked).toEqual([file])
    expect(messages.filter(isProblem).map((m) => `${m.lastLine}: ${m.message}`)).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test.describe('/monitoring uptime', () => {
  let db: pg.Client
  const probeIds: string[] = []
  const incidentIds: number[] = []
  let reportId = 0

  test.beforeAll(async ({ baseURL }) => {
    db = new pg.Client({ connectionString: e2eDatabaseUri(baseURL!) })
    await db.connect()
    const now = Date.now()
    // Twelve probes an hour apart: home answers at 100-210 ms, and failed two hours ago; booking is slower.
    for (let hour = 1; hour <= 12; hour++) {
      const at = new Date(now - hour * 3_600_000)
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO uptime_probes (at, target, ok, status, response_ms, error) VALUES
         ($1, 'home', $2, $3, $4, $5), ($1, 'booking', true, 200, $6, NULL) RETURNING id`,
        [
          at,
          hour !== 2,
          hour === 2 ? null : 200,
          hour === 2 ? 2_000 : 100 + hour * 10,
          hour === 2 ? 'no answer within 2 s (timeout)' : null,
          300 + hour * 15,
        ],
      )
      probeIds.push(...rows.map((row) => row.id))
    }
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO uptime_incidents (target, opened_at, closed_at, cause, failed_probes) VALUES
       ('booking', $1, NULL, $2, 3), ('home', $3, $4, $5, 2) RETURNING id`,
      [
        new Date(now - 40 * 60_000),
        OPEN_CAUSE,
        new Date(now - 3 * 86_400_000),
        new Date(now - 3 * 86_400_000 + 25 * 60_000),
        PAST_CAUSE,
      ],
    )
    incidentIds.push(...rows.map((row) => row.id))
    // The newest run, half a minute ago: the site's own targets answer; the booking provider does not (as the live
    // probe of the unreachable booking host finds too). The newest site check is healthy.
    await probeRun(now - 30_000, [
      ['home', true, 140, null],
      ['health', true, 60, null],
      ['article', true, 180, null],
      ['booking', false, null, BOOKING_ERROR],
    ])
    const report = await db.query<{ id: number }>(
      `INSERT INTO site_monitoring_reports (report_date, status, summary, metrics, issues)
       VALUES ($1, 'healthy', 'Seeded healthy check', $2, '[]') RETURNING id`,
      [new Date(now - 60_000), JSON.stringify({ averageResponseTime: 90, totalPagesChecked: 1, pages: {} })],
    )
    reportId = report.rows[0]!.id
  })

  test.afterAll(async () => {
    await db.query('DELETE FROM uptime_probes WHERE id = ANY($1::bigint[])', [probeIds])
    await db.query('DELETE FROM uptime_incidents WHERE id = ANY($1::int[])', [incidentIds])
    await db.query('DELETE FROM site_monitoring_reports WHERE id = $1', [reportId])
    await db.end()
  })

  /** Stores one probe run at `at`: per target whether it passed, its response time and its error. */
  async function probeRun(at: number, results: [string, boolean, number | null, string | null][]) {
    for (const [target, ok, ms, error] of results) {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO uptime_probes (at, target, ok, status, response_ms, error) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [new Date(at), target, ok, ok ? 200 : error ? null : 503, ms, error],
      )
      probeIds.push(rows[0]!.id)
    }
  }

  test('one site status at the top, the booking provider apart, heartbeat bars; no violations, valid HTML', async ({
    page,
  }) => {
    await loginAs(page.request, 'admin', E2E_ADMIN_PASSWORD)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/monitoring')

    // The booking provider is down, and the site is not: one state, and it is the site's.
    const status = page.getByRole('region', { name: 'Site status' })
    await expect(status).toBeInViewport()
    await expect(status).toHaveAttribute('data-state', 'operational')
    await expect(status.getByText('Operational', { exact: true })).toBeVisible()
    await expect(status.getByTestId('site-status-line')).toHaveText(
      'Nothing is failing: Home page, Health check (/api/health), A blog article up; the latest site check is healthy.',
    )
    await expect(status).toContainText(/Last probe: .* UTC\. Probed every 5 min \(Site settings\)\./)
    // The monthly report below agrees: healthy.
    await expect(page.getByRole('region', { name: 'Latest report' }).locator('[data-variant]').first()).toHaveText(
      'Healthy',
    )

    const external = page.getByRole('region', { name: 'External services' })
    const booking = external.locator('[data-testid="external-service"][data-target="booking"]')
    await expect(booking).toHaveAttribute('data-state', 'down')
    await expect(booking.locator('[data-variant="destructive"]')).toHaveText('Down')
    // The seeded run's error, or the live probe's if one of the app's own runs (every 5 min) has come since: the
    // booking host is unreachable from this machine either way.
    await expect(booking).toContainText(/Down: (?:ENOTFOUND: )?getaddrinfo ENOTFOUND calendly\.com(?: \(seeded\))?\./)

    const uptime = page.getByTestId('uptime')
    await expect(uptime.getByRole('heading', { level: 2, name: 'Uptime' })).toBeVisible()
    const table = page.getByTestId('uptime-table')
    for (const column of ['Last 24 hours', 'Last 7 days', 'Last 30 days'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
    const overall = table.locator('tr[data-target="overall"]')
    await expect(overall.getByRole('rowheader')).toHaveText('Whole site (every own target up)')
    // Only the seeded home failure two hours ago counts against the site; the booking outage does not.
    await expect(overall.getByRole('cell').first()).toContainText(/^9\d\.\d\d %/)
    await expect(table.locator('tr[data-target="booking"]')).toHaveCount(0)
    // Home failed one of its probes in the last day, whatever the live probe adds: below 100 %.
    const home = table.locator('tr[data-target="home"]')
    await expect(home.getByRole('cell').first()).toContainText(/^9\d\.\d\d %/)
    await expect(home.getByRole('cell').first()).toContainText(/\d+ of \d+ probes/)
    // The seeded booking probes passed but the newest; the live probe of the unreachable booking host may add failures.
    await expect(
      external.getByTestId('external-uptime-table').locator('tr[data-target="booking"]').getByRole('cell').first(),
    ).toContainText(/^\d{1,3}\.\d\d %/)

    // Heartbeat bars: 90 marks, newest right; in words under each, with the time span.
    const homeBar = uptime.locator('[data-testid="heartbeat"][data-target="home"]')
    const beats = (await homeBar.locator('[data-beats]').getAttribute('data-beats'))!.split(' ')
    expect(beats).toHaveLength(90)
    expect(beats.at(-1)).toBe('up')
    expect(beats.filter((beat) => beat === 'down')).toHaveLength(1)
    await expect(homeBar.getByTestId('heartbeat-summary')).toHaveText(
      /^\d+ up, 1 down, \d+ without a result in the last 90 probes$/,
    )
    await expect(homeBar).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d\d:\d\d UTC to [A-Z][a-z]{2} \d{1,2}, \d\d:\d\d UTC/)
    await expect(uptime.getByRole('list', { name: 'Last 90 probes per target' })).toHaveCount(2)
    const bookingBar = external.locator('[data-testid="heartbeat"][data-target="booking"]')
    expect((await bookingBar.locator('[data-beats]').getAttribute('data-beats'))!.split(' ').at(-1)).toBe('down')
    await expect(
      page.getByRole('region', { name: 'Uptime', exact: true }).locator('[data-target="booking"]'),
    ).toHaveCount(0)

    // The booking provider's open incident is shown with it, not among the site's.
    const openRow = external.getByTestId('external-open-incidents').getByRole('row').filter({ hasText: OPEN_CAUSE })
    await expect(openRow.getByRole('rowheader')).toHaveText('Booking page (external)')
    await expect(openRow).toContainText(/Ongoing \(4\d min so far\)/)
    await expect(page.getByText('No open incidents on the site’s own targets.')).toBeVisible()
    const pastRow = page.getByTestId('past-incidents').getByRole('row').filter({ hasText: PAST_CAUSE })
    await expect(pastRow.getByRole('rowheader')).toHaveText('Home page')
    await expect(pastRow).toContainText('25 min')

    const chart = page.getByRole('img', { name: CHART_NAME })
    await expect(chart).toBeVisible()
    await expect(chart).toHaveAccessibleDescription(
      /One line each for Home page, .*Booking page.*; the scale runs from 0 to \d+ ms/,
    )
    await page.getByText('Response times as a table').click()
    const hours = page.getByTestId('uptime-chart-table')
    await expect(hours.getByRole('columnheader', { name: 'Hour (UTC)' })).toBeVisible()
    await expect(hours.getByRole('rowheader')).toHaveCount(24)
    await expect(hours.getByRole('rowheader', { name: '24:00' })).toHaveCount(0)

    // The monthly report stays where it was.
    await expect(page.getByRole('button', { name: 'Run Check Now' })).toBeVisible()
    await expect(page.getByText('Automated checks run on the 1st of each month at 2 AM UTC.')).toBeVisible()

    await expectNoAxeViolations(page)
    await page.screenshot({ path: '/tmp/uptime-monitoring-1280.png', fullPage: true })
    // On a phone the page opens with the status in view too.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/monitoring')
    await expect(status).toBeInViewport()
    await expect(chart).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: '/tmp/uptime-monitoring-390.png', fullPage: true })
    await expectValidHtml(page)
  })

  test('degraded when an own target fails or is slow, down when the home page is down; the booking provider apart', async ({
    page,
  }) => {
    await loginAs(page.request, 'admin', E2E_ADMIN_PASSWORD)
    await page.setViewportSize({ width: 390, height: 844 })
    // Stored as of this moment: a live probe of the server's own schedule is stamped with the time it started, so
    // one still running now is older than these, and none starts while these are an interval young.
    await probeRun(Date.now(), [
      ['home', true, 1_500, null],
      ['health', false, null, null],
      ['article', true, 180, null],
      ['booking', true, 320, null],
    ])
    await page.goto('/monitoring')
    const status = page.getByRole('region', { name: 'Site status' })
    await expect(status).toHaveAttribute('data-state', 'degraded')
    await expect(status.getByText('Degraded', { exact: true })).toBeVisible()
    await expect(status.getByTestId('site-status-line')).toHaveText(
      'Health check (/api/health) down (answered HTTP 503); Home page slow (1500 ms).',
    )
    const booking = page
      .getByRole('region', { name: 'External services' })
      .locator('[data-testid="external-service"][data-target="booking"]')
    await expect(booking).toHaveAttribute('data-state', 'up')
    await expect(booking).toContainText('Up: answered in 320 ms.')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: '/tmp/uptime-monitoring-degraded-390.png', fullPage: true })

    await probeRun(Date.now(), [
      ['home', false, null, 'no answer within 10 s (timeout)'],
      ['health', true, 50, null],
      ['article', true, 180, null],
      ['booking', true, 310, null],
    ])
    await page.reload()
    await expect(status).toHaveAttribute('data-state', 'down')
    await expect(status.getByText('Down', { exact: true })).toBeVisible()
    await expect(status.getByTestId('site-status-line')).toHaveText('Home page down (no answer within 10 s (timeout)).')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: '/tmp/uptime-monitoring-down-1280.png' })
  })

  test('anonymous visitors get no uptime figures', async ({ page }) => {
    await page.goto('/monitoring')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)
    await expect(page.getByText(OPEN_CAUSE)).toHaveCount(0)
  })
})
