import { lexicalParagraph as lexical } from '../support/lexical'
import { expect, test } from './fixtures'
import { adminToken, cmsPress, cmsSignIn, createPost, ensureUser } from './staff'

test.describe.configure({ mode: 'serial' })

test('the post editor: content tab first, details in the sidebar, read time from the body, an SEO counter that counts what ships', async ({
  page,
  request,
}) => {
  const auth = await adminToken(request)
  const media = (await (
    await request.get('/api/media?limit=1', { headers: { authorization: `JWT ${auth}` } })
  ).json()) as { docs: { id: number }[] }
  const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ')
  const created = await request.post('/api/blog-posts', {
    headers: { authorization: `JWT ${auth}` },
    data: {
      title: 'How creators keep subscribers for years, a long look at retention',
      excerpt: 'Retention.',
      category: 'Marketing',
      author: 'Team',
      featuredImage: media.docs[0]!.id,
      content: lexical(words),
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string; readTime: string } }
  expect(doc.readTime).toBe('3 min read')

  await ensureUser(request, 'cms-writer', 'editor')
  await cmsSignIn(page, 'cms-writer', 'cms-writer copper lantern')
  await page.goto(`/cms/collections/blog-posts/${doc.id}`)
  // Opens on Content, with the body in view; details in the sidebar beside it.
  await expect(page.locator('.tabs-field__tab-button--active')).toHaveText('Content')
  await expect(page.locator('[data-lexical-editor="true"]')).toBeVisible()
  const sidebar = page.locator('.document-fields__sidebar')
  for (const label of ['Slug', 'Category', 'Published At', 'Read Time', 'Read time override', 'Author']) {
    await expect(sidebar.locator('label').filter({ hasText: label }).first()).toBeVisible()
  }
  await expect(sidebar.locator('input[name="readTime"]')).toHaveValue('3 min read')
  await expect(sidebar.locator('input[name="readTime"]')).toBeDisabled()
  await expect(sidebar.getByText(/A post goes live when it is published, at once or at the time set/)).toBeVisible()

  // SEO: Auto-generate makes a title that fits, and the page ships exactly that title.
  await page.locator('button', { hasText: /^SEO$/ }).click()
  await page
    .getByRole('button', { name: /auto-generate/i })
    .first()
    .click()
  const titleInput = page.locator('input[name="meta.title"]')
  await expect(titleInput).not.toHaveValue('')
  const generated = await titleInput.inputValue()
  expect(generated.length).toBeLessThanOrEqual(60)
  // The counter judges the generated title (what ships) good: within 50–60 characters.
  expect(generated.length).toBeGreaterThanOrEqual(50)
  await expect(page.getByText('Good', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Too long', { exact: true })).toHaveCount(0)
  await cmsPress(page, /^Publish changes$/, () =>
    expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 4_000 }),
  )
  await page.goto(`/blog/${doc.slug}`)
  await expect(page).toHaveTitle(generated)
})

test('the internal-link picker offers published posts only, never the post being edited', async ({ page, request }) => {
  const auth = await adminToken(request)
  const media = (await (
    await request.get('/api/media?limit=1', { headers: { authorization: `JWT ${auth}` } })
  ).json()) as { docs: { id: number }[] }
  const make = async (title: string, status: 'draft' | 'published') => {
    const res = await request.post(`/api/blog-posts${status === 'draft' ? '?draft=true' : ''}`, {
      headers: { authorization: `JWT ${auth}` },
      data: {
        title,
        excerpt: 'x',
        category: 'Marketing',
        author: 'Team',
        featuredImage: media.docs[0]!.id,
        content: lexical(`Body of ${title}.`),
        _status: status,
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  await make('Linkpicker unpublished draft', 'draft')
  await make('Linkpicker published target', 'published')
  const editing = await make('Linkpicker post being edited', 'published')

  await cmsSignIn(page, 'cms-writer', 'cms-writer copper lantern')
  await page.goto(`/cms/collections/blog-posts/${editing}`)
  const body = page.locator('[data-lexical-editor="true"]')
  await body.getByText('Body of Linkpicker post being edited.').dblclick()
  await page.locator('.inline-toolbar-popup .toolbar-popup__button-link, button[aria-label="Link"]').first().click()
  const drawer = page.locator('.drawer__content').last()
  await drawer.getByText('Internal link').click()
  await drawer.locator('.rs__control').click()
  await drawer.locator('.rs__input').fill('Linkpicker')
  const options = drawer.locator('.rs__option')
  await expect(options.filter({ hasText: 'Linkpicker published target' })).toHaveCount(1)
  await expect(options.filter({ hasText: 'Linkpicker unpublished draft' })).toHaveCount(0)
  await expect(options.filter({ hasText: 'Linkpicker post being edited' })).toHaveCount(0)
})

test('an editor renames a published post’s slug in /cms: the old address answers 301 to the new one', async ({
  page,
  request,
}) => {
  const id = await createPost(request, {
    title: 'A post that changes its address',
    slug: 'address-before',
    body: 'Body.',
    status: 'published',
  })
  expect((await request.get('/blog/address-before', { maxRedirects: 0 })).status()).toBe(200)

  await ensureUser(request, 'cms-writer', 'editor')
  await cmsSignIn(page, 'cms-writer', 'cms-writer copper lantern')
  await page.goto(`/cms/collections/blog-posts/${id}`)
  await page.locator('.document-fields__sidebar input[name="slug"]').fill('address-after')
  await cmsPress(page, /^Publish changes$/, () =>
    expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 4_000 }),
  )

  await expect
    .poll(
      async () => {
        const old = await request.get('/blog/address-before', { maxRedirects: 0 })
        return [old.status(), old.headers().location]
      },
      { timeout: 5_000 },
    )
    .toEqual([301, '/blog/address-after'])
  await page.goto('/blog/address-before')
  await expect(page).toHaveURL(/\/blog\/address-after$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A post that changes its address')
  // Editors see the redirect in /cms.
  await page.goto('/cms/collections/redirects')
  await expect(page.getByRole('link', { name: '/blog/address-before' })).toBeVisible()
})
