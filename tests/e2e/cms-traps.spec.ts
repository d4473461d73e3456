import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { cmsSignIn, createPost, ensureUser } from './staff'

test.describe.configure({ mode: 'serial' })

const EDITOR = 'cms-traps-editor'
const EDITOR_PASSWORD = `${EDITOR} copper lantern`
// The editor works from New York: the schedule drawer names that zone.
test.use({ timezoneId: 'America/New_York' })

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const

/**
 * Opens the Publish button's menu and its Schedule Publish item. The admin drops a press of the menu made while it is
 * still hydrating the form (the menu opens and closes at once), as a person pressing that fast would see: pressed again
 * until the item shows.
 */
async function openSchedulePublish(page: Page) {
  await expect(async () => {
    await page.locator('.form-submit .popup-button').first().click()
    await expect(page.locator('#schedule-publish')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await page.locator('#schedule-publish').click()
}

test.beforeEach(async ({ page, request }) => {
  await ensureUser(request, EDITOR, 'editor')
  await cmsSignIn(page, EDITOR, EDITOR_PASSWORD)
})

test('Schedule Publish on a post never published opens on Publish, offers no Unpublish, and names the editor’s time zone', async ({
  page,
  request,
}) => {
  const draft = await createPost(request, {
    title: 'A draft that was never published',
    slug: 'never-published-draft',
    body: 'Not yet.',
    status: 'draft',
  })
  const live = await createPost(request, {
    title: 'A post that is live',
    slug: 'live-post-to-unpublish',
    body: 'Live.',
    status: 'published',
  })
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto(`/cms/collections/blog-posts/${draft}`)
    await expect(page.locator('#action-save')).toBeVisible()
    await openSchedulePublish(page)
    const drawer = page.locator('.schedule-publish')
    await expect(drawer.getByRole('heading', { name: /Schedule publish/i })).toBeVisible()
    const type = drawer.locator('.schedule-publish__type')
    await expect(type.getByLabel('Publish', { exact: true })).toBeChecked()
    await expect(type.getByText('Unpublish', { exact: true })).toBeHidden()
    const zone = drawer.locator('.timezone-picker-wrapper')
    await expect(zone).toBeVisible()
    await expect(zone).toContainText('Eastern Time')
    await page.screenshot({ path: test.info().outputPath(`schedule-draft-${size.width}.png`) })
  }

  // A live post: Unpublish is there, and preset (it has nothing newer to publish), in the same zone.
  await page.setViewportSize(SIZES[0])
  await page.goto(`/cms/collections/blog-posts/${live}`)
  await expect(page.locator('#action-save')).toBeVisible()
  await openSchedulePublish(page)
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByLabel('Unpublish', { exact: true })).toBeChecked()
  await expect(drawer.locator('.timezone-picker-wrapper')).toContainText('Eastern Time')
})

test('the trash lists when each post went there; a post that was live is restored live unless the editor unticks it', async ({
  page,
  request,
  baseURL,
}) => {
  const live = await createPost(request, {
    title: 'Live, then trashed',
    slug: 'live-then-trashed',
    body: 'Back soon.',
    status: 'published',
  })
  const draft = await createPost(request, {
    title: 'A draft, then trashed',
    slug: 'draft-then-trashed',
    body: 'Never out.',
    status: 'draft',
  })
  for (const id of [live, draft]) {
    // What /cms's Delete sends for a move to the trash (the editor's session cookie).
    const moved = await page.request.patch(`/api/blog-posts/${id}`, {
      headers: { origin: baseURL! },
      data: { deletedAt: new Date().toISOString() },
    })
    expect(moved.status(), await moved.text()).toBe(200)
  }
  expect((await request.get('/blog/live-then-trashed')).status()).toBe(404)

  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto('/cms/collections/blog-posts/trash')
    const table = page.locator('.table')
    await expect(table.locator('thead')).toContainText('Moved to trash')
    for (const title of ['Live, then trashed', 'A draft, then trashed']) {
      const row = table.locator('tbody tr', { hasText: title })
      // Today, in the editor's zone ("1 Dec 2026, 14:05").
      await expect(row.locator('.cell-deletedAt')).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)
    }
    await table.locator('.cell-deletedAt').first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`trash-list-${size.width}.png`) })
  }

  await page.setViewportSize(SIZES[0])
  // The draft: the box stays unticked.
  await page.goto(`/cms/collections/blog-posts/trash/${draft}`)
  await page.getByRole('button', { name: /^Restore$/ }).click()
  const dialog = page.locator('.confirmation-modal').filter({ hasText: 'Confirm restoration' })
  const asPublished = dialog.locator('#restore-as-published')
  await expect(dialog).toContainText('Restore as published')
  await expect(asPublished).not.toBeChecked()
  await dialog.getByRole('button', { name: /cancel/i }).click()

  // The live post: ticked from the start; confirmed as it is, the post is live again.
  await page.goto(`/cms/collections/blog-posts/trash/${live}`)
  await page.getByRole('button', { name: /^Restore$/ }).click()
  await expect(asPublished).toBeChecked()
  await expect(dialog).not.toContainText('as a draft')
  await page.screenshot({ path: test.info().outputPath('restore-dialog-1280.png') })
  await dialog.getByRole('button', { name: /^Confirm$/ }).click()
  await expect(page.getByText(/restored/i).first()).toBeVisible()
  await expect(async () => {
    expect((await request.get('/blog/live-then-trashed')).status()).toBe(200)
  }).toPass({ timeout: 10_000 })
})

test('a new post is headed “Untitled” until it has a title, never its id', async ({ page }) => {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto('/cms/collections/blog-posts/create')
    // Autosave saves it at once and moves to its own address.
    await expect(page).toHaveURL(/\/cms\/collections\/blog-posts\/\d+$/, { timeout: 20_000 })
    const id = new URL(page.url()).pathname.split('/').pop()!
    const heading = page.locator('.doc-header__title')
    await expect(heading).toHaveText('Untitled')
    await expect(page.locator('.step-nav')).toContainText('Untitled')
    await expect(page.locator('.step-nav')).not.toContainText(id)
    await page.screenshot({ path: test.info().outputPath(`untitled-${size.width}.png`) })
    const title = page.locator('input[name="title"]')
    await title.fill('Seven ideas for a first brand deal')
    await expect(heading).toHaveText('Seven ideas for a first brand deal')
    await title.fill('')
    await expect(heading).toHaveText('Untitled')
    // Reloaded after its autosave: still Untitled.
    await page.reload()
    await expect(heading).toHaveText('Untitled')
  }
})
