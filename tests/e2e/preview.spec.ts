import { expect, presetConsent, test } from './fixtures'
import { adminToken, cmsSignIn, createPost, ensureUser } from './staff'

test.describe.configure({ mode: 'serial' })

const SLUG = 'a-post-with-a-draft'
const PUBLISHED_TITLE = 'The published title of this post'
const DRAFT_TITLE = 'A draft title only staff can see'

test('an editor types a draft (autosaved): visitors still see the published post, the preview (and the live preview beside the form, while typing) shows the draft', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const id = await createPost(request, {
    title: PUBLISHED_TITLE,
    slug: SLUG,
    body: 'The published body.',
    status: 'published',
  })
  await ensureUser(request, 'preview-editor', 'editor')
  await cmsSignIn(page, 'preview-editor', 'preview-editor copper lantern')
  await page.goto(`/cms/collections/blog-posts/${id}`)
  // Typing saves a draft by itself (autosave): no button to press.
  const autosaved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/blog-posts/${id}`) &&
      r.url().includes('autosave=true') &&
      (r.request().postData() ?? '').includes(DRAFT_TITLE),
    { timeout: 15_000 },
  )
  await page.locator('input[name="title"]').fill(DRAFT_TITLE)
  const saved = await autosaved
  expect(saved.status(), await saved.text()).toBe(200)
  await expect(page.getByRole('button', { name: /^Save draft$/i })).toHaveCount(0)

  // A visitor: the published post, unchanged.
  const visitor = await browser.newPage()
  await presetConsent(visitor)
  await visitor.goto(`/blog/${SLUG}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE)
  // And no way into the preview: sent to sign in, never shown the draft.
  const refused = await visitor.goto(`/preview/blog/${id}`)
  await expect(visitor).toHaveURL(/\/cms\/login/)
  expect(refused?.status()).toBe(200)
  await expect(visitor.getByText(DRAFT_TITLE)).toHaveCount(0)
  await visitor.close()

  // The editor's preview: the draft, marked as one, framable by /cms only.
  const preview = await page.goto(`/preview/blog/${id}`)
  expect(preview?.status()).toBe(200)
  expect(preview?.headers()['x-frame-options']).toBe('SAMEORIGIN')
  expect(preview?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(preview?.headers()['cache-control']).toMatch(/no-store/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
  await expect(page.getByRole('status').filter({ hasText: 'Preview of a draft' })).toBeVisible()
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
  expect(robots.length).toBeGreaterThan(0)
  for (const content of robots) expect(content).toMatch(/noindex/)
  // The public article stays unframable.
  expect((await request.get(`/blog/${SLUG}`)).headers()['x-frame-options']).toBe('DENY')

  // Live preview beside the form, at phone width among others, following the editor's typing.
  await page.goto(`/cms/collections/blog-posts/${id}`)
  await page
    .getByRole('button', { name: /live preview/i })
    .first()
    .click()
  await expect(page.locator(`iframe[src$="/preview/blog/${id}"]`)).toBeVisible()
  const frame = page.frameLocator(`iframe[src$="/preview/blog/${id}"]`)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
  await page.locator('input[name="title"]').fill(`${DRAFT_TITLE}, edited`)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${DRAFT_TITLE}, edited`, { timeout: 15_000 })
})

test('support staff cannot preview drafts', async ({ page, request }) => {
  const auth = await adminToken(request)
  const found = (await (
    await request.get(`/api/blog-posts?where[slug][equals]=${SLUG}&depth=0`, {
      headers: { authorization: `JWT ${auth}` },
    })
  ).json()) as {
    docs: { id: number }[]
  }
  await ensureUser(request, 'preview-support', 'support')
  await cmsSignIn(page, 'preview-support', 'preview-support copper lantern')
  await page.goto(`/preview/blog/${found.docs[0]!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Previews are for Admin and Editor')
  await expect(page.getByText(/signed in as preview-support/)).toBeVisible()
  await expect(page.getByText(DRAFT_TITLE)).toHaveCount(0)
})

test('an editor restores an earlier version of a post', async ({ page, request }) => {
  const auth = await adminToken(request)
  const found = (await (
    await request.get(`/api/blog-posts?where[slug][equals]=${SLUG}&depth=0&draft=true`, {
      headers: { authorization: `JWT ${auth}` },
    })
  ).json()) as {
    docs: { id: number; title: string }[]
  }
  const id = found.docs[0]!.id
  expect(found.docs[0]!.title).toContain(DRAFT_TITLE)
  await cmsSignIn(page, 'preview-editor', 'preview-editor copper lantern')
  await page.goto(`/cms/collections/blog-posts/${id}/versions`)
  // The oldest version is the one first published.
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  await rows.last().locator('a').first().click()
  await expect(page).toHaveURL(new RegExp(`/cms/collections/blog-posts/${id}/versions/[^/]+$`))
  await page
    .getByRole('button', { name: /restore/i })
    .first()
    .click()
  await page.getByRole('button', { name: /^confirm$/i }).click()
  await expect(page).toHaveURL(new RegExp(`/cms/collections/blog-posts/${id}$`))
  await expect(page.locator('input[name="title"]')).toHaveValue(PUBLISHED_TITLE)
})
