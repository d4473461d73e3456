import pg from 'pg'

import { loginAs } from '../support/login'
import { E2E_ADMIN_PASSWORD, e2eDatabaseUri, expect, expectNoAxeViolations, test } from './fixtures'

const OPEN_CAUSE = 'HTTP 302: redirected to another host (seeded.example)'
const PAST_CAUSE = 'no answer within 10 s (timeout), seeded'
const CHART_NAME = 'Hourly average response time per target over the last 24 hours'

test.describe('/monitoring uptime', () => {
  let db: pg.Client
  const probeIds: string[] = []
  const incidentIds: number[] = []

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
  })

  test.afterAll(async () => {
    await db.query('DELETE FROM uptime_probes WHERE id = ANY($1::bigint[])', [probeIds])
    await db.query('DELETE FROM uptime_incidents WHERE id = ANY($1::int[])', [incidentIds])
    await db.end()
  })

  test('staff see uptime figures, the open and past incidents and the response-time chart; no violations', async ({
    page,
  }) => {
    await loginAs(page.request, 'admin', E2E_ADMIN_PASSWORD)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/monitoring')
    const uptime = page.getByTestId('uptime')
    await expect(uptime.getByRole('heading', { level: 2, name: 'Uptime' })).toBeVisible()
    await expect(uptime.getByText(/^Last probe: /)).toBeVisible()

    const table = page.getByTestId('uptime-table')
    for (const column of ['Last 24 hours', 'Last 7 days', 'Last 30 days'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'Whole site (every target up)' })).toBeVisible()
    // Home failed one of its probes in the last day, whatever the live probe adds: below 100 %.
    const home = table.locator('tr[data-target="home"]')
    await expect(home.getByRole('cell').first()).toContainText(/^9\d\.\d\d %/)
    await expect(home.getByRole('cell').first()).toContainText(/\d+ of \d+ probes/)
    // The seeded booking probes all passed; the server's own live probe of the configured (unreachable) booking host
    // may add failures.
    await expect(table.locator('tr[data-target="booking"]').getByRole('cell').first()).toContainText(/^\d{1,3}\.\d\d %/)

    const open = page.getByTestId('open-incidents')
    const openRow = open.getByRole('row').filter({ hasText: OPEN_CAUSE })
    await expect(openRow.getByRole('rowheader')).toHaveText('Booking page')
    await expect(openRow).toContainText(/Ongoing \(4\d min so far\)/)
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
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(chart).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: '/tmp/uptime-monitoring-375.png', fullPage: true })
  })

  test('anonymous visitors get no uptime figures', async ({ page }) => {
    await page.goto('/monitoring')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fmonitoring$/)
    await expect(page.getByText(OPEN_CAUSE)).toHaveCount(0)
  })
})
