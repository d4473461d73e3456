import pg from 'pg'

import { e2eDatabaseUri, expect, test } from './fixtures'
import { cmsPress, cmsSignIn, cmsType, createPost, ensureUser } from './staff'

test.describe.configure({ mode: 'serial' })

const EDITOR = 'cms-scheduler'
const EDITOR_PASSWORD = `${EDITOR} copper lantern`
// The editor works from New York: /cms shows and takes times in the browser's zone.
const ZONE = 'America/New_York'
test.use({ timezoneId: ZONE })

/** The calendar day after today in `zone`, and the UTC instant of 09:00 on that day there. */
function tomorrowAtNine(zone: string): { typed: string; utc: Date } {
  const parts = (date: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' })
        .formatToParts(date)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    ) as { year: number; month: number; day: number }
  const { year, month, day } = parts(new Date(Date.now() + 24 * 3_600_000))
  // 09:00 on that day in the zone: try each UTC offset New York can have.
  const utc = [4, 5]
    .map((offset) => new Date(Date.UTC(year, month - 1, day, 9 + offset)))
    .find(
      (candidate) =>
        Number(
          new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(candidate),
        ) === 9,
    )!
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
  return { typed: `${monthName} ${day}, ${year} 9:00 AM`, utc }
}

test('an editor schedules a post in /cms in their own zone; it is stored in UTC and goes live on /blog when its time comes', async ({
  page,
  request,
  baseURL,
}) => {
  const slug = 'scheduled-from-new-york'
  const title = 'Scheduled from New York for tomorrow morning'
  const id = await createPost(request, { title, slug, body: 'A post that waits for its morning.', status: 'draft' })
  await ensureUser(request, EDITOR, 'editor')
  await cmsSignIn(page, EDITOR, EDITOR_PASSWORD)
  await page.goto(`/cms/collections/blog-posts/${id}`)
  await expect(page.locator('#action-save')).toBeVisible()

  // The arrow beside "Publish changes" opens Payload's schedule drawer.
  await page.locator('.form-submit .popup-button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { name: /Schedule publish/i })).toBeVisible()
  // A draft never published: the drawer opens on Publish (the click keeps it so).
  await drawer.locator('.schedule-publish__type').getByText('Publish', { exact: true }).click()
  const when = tomorrowAtNine(ZONE)
  const time = drawer.locator('#time input')
  await time.fill(when.typed)
  await time.press('Enter')
  await expect(time).toHaveValue(/9:00/)
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText(/scheduled successfully/i).first()).toBeVisible()
  // The drawer lists it among the upcoming events, in the editor's time.
  await expect(drawer.locator('.schedule-publish__upcoming table')).toContainText(/\b0?9:00/)

  const db = new pg.Client({ connectionString: e2eDatabaseUri(baseURL!) })
  await db.connect()
  try {
    const { rows } = await db.query<{ id: number; wait_until: Date; type: string }>(
      `SELECT id, wait_until, input->>'type' AS type FROM payload_jobs
       WHERE task_slug = 'schedulePublish' AND input->'doc'->>'value' = $1 AND completed_at IS NULL`,
      [String(id)],
    )
    expect(rows).toHaveLength(1)
    // 09:00 in New York, kept as the UTC instant it is.
    expect(rows[0]!.wait_until.toISOString()).toBe(when.utc.toISOString())
    expect(rows[0]!.type).toBe('publish')

    // Until then visitors do not see it.
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
    expect(await (await request.get('/blog')).text()).not.toContain(title)

    // The test moves the clock to the scheduled morning: the job is due now.
    await db.query('UPDATE payload_jobs SET wait_until = now() WHERE id = $1', [rows[0]!.id])
    await expect(async () => {
      expect((await request.get(`/blog/${slug}`)).status()).toBe(200)
    }).toPass({ timeout: 30_000 })
    await page.goto('/blog')
    await expect(page.locator('article').first()).toContainText(title)
  } finally {
    await db.end()
  }
})

test('an editor moves a post to the trash in /cms: visitors get 404 at once; restored as published, it returns as it was', async ({
  page,
  request,
}) => {
  const slug = 'trashed-in-the-cms'
  const title = 'A post that visits the trash'
  const id = await createPost(request, { title, slug, body: 'Back soon.', status: 'published' })
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200)
  await ensureUser(request, EDITOR, 'editor')
  await cmsSignIn(page, EDITOR, EDITOR_PASSWORD)
  await page.goto(`/cms/collections/blog-posts/${id}`)

  await page.locator('.doc-controls__popup .popup-button').click()
  await page.locator('#action-delete').click()
  const dialog = page.locator('dialog[open], .confirmation-modal').last()
  await expect(dialog).toContainText(/trash/i)
  await dialog
    .getByRole('button', { name: /confirm|delete|trash/i })
    .last()
    .click()
  await expect(page.getByText(/moved to trash|trashed/i).first()).toBeVisible()
  // At once: the cache is expired when the move commits (a few seconds allow for a loaded machine).
  await expect(async () => {
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
  }).toPass({ timeout: 5_000 })
  expect(await (await request.get('/blog')).text()).not.toContain(title)

  await page.goto(`/cms/collections/blog-posts/trash/${id}`)
  await page.getByRole('button', { name: /^Restore$/ }).click()
  const restore = page.locator('dialog[open], .confirmation-modal').last()
  // A post that was live: "Restore as published" starts ticked.
  await expect(restore.locator('#restore-as-published')).toBeChecked()
  await restore
    .getByRole('button', { name: /confirm|restore/i })
    .last()
    .click()
  await expect(page.getByText(/restored/i).first()).toBeVisible()
  await expect(async () => {
    expect((await request.get(`/blog/${slug}`)).status()).toBe(200)
  }).toPass({ timeout: 10_000 })
  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('a refused field’s message is shown whole in /cms, above the field, at a phone’s width and on a desktop', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await ensureUser(request, EDITOR, 'editor')
  await cmsSignIn(page, EDITOR, EDITOR_PASSWORD)
  await page.goto('/cms/collections/redirects/create')
  const from = page.locator('input[name="from"]')
  const message = 'Enter the old address as a path starting with a single /, such as /blog/old-article.'
  const tooltip = page.locator('.field-type.text:has(input[name="from"]) .field-error.tooltip')
  await cmsPress(
    page,
    /^Save$/,
    async () => {
      // This press's own answer first: a message left from an earlier press does not count.
      await page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/redirects',
        { timeout: 4_000 },
      )
      await expect(tooltip).toHaveText(message, { timeout: 4_000 })
      // A form-state answer still on its way can clear the message again: it must still be there after them.
      await page.waitForTimeout(1_500)
      await expect(tooltip).toHaveText(message, { timeout: 100 })
    },
    async () => {
      await cmsType(from, 'blog/old-article')
      await page
        .locator('#field-to__type')
        .getByText(/custom/i)
        .click()
      await cmsType(page.locator('input[name="to.url"]'), '/blog')
    },
  )
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await expect(tooltip).toBeVisible()
    await expect(tooltip).toHaveText(message)
    const shown = await tooltip.evaluate((element) => {
      const content = element.querySelector('.tooltip-content') ?? element
      const box = element.getBoundingClientRect()
      return {
        clipped: content.scrollWidth > content.clientWidth + 1,
        left: box.left,
        right: box.right,
        bottom: box.bottom,
      }
    })
    expect(shown.clipped, `no part of the message is cut off at ${width} px`).toBe(false)
    expect(shown.left).toBeGreaterThanOrEqual(0)
    expect(shown.right).toBeLessThanOrEqual(width)
    const input = await from.boundingBox()
    expect(shown.bottom, `the message does not cover the field at ${width} px`).toBeLessThanOrEqual(input!.y + 1)
  }
  await page.screenshot({ path: test.info().outputPath('field-error-1280.png') })
})
