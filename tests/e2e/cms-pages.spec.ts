import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { loginAs } from '../support/login'
import { expect, presetConsent, test } from './fixtures'
import { adminToken, cmsPress, cmsSignIn, cmsType, ensureUser } from './staff'

const HOME = '/api/globals/home-page'
const HEADLINE = 'Your Creator Business, Run Like a Company'
const QUOTE = 'They answered every fan within minutes, and my income doubled in a season.'

type HomeDoc = { hero: { heading: string }; results: { testimonials: { quote: string }[] } }

async function publishedHome(request: APIRequestContext): Promise<HomeDoc & Record<string, unknown>> {
  const res = await request.get(`${HOME}?depth=0`)
  expect(res.status()).toBe(200)
  return (await res.json()) as HomeDoc & Record<string, unknown>
}

/**
 * Fills a field of an array row in /cms. The admin remembers which rows each editor folded and may
 * fold a new row when its form state arrives; a folded row's fields are not rendered. Unfolded
 * (only when folded: the toggle flips) until the field shows.
 */
async function unfoldAndFill(row: Locator, field: Locator, value: string) {
  await expect(row).toBeVisible()
  await expect(async () => {
    // The row is itself the collapsible.
    const folded = await row.evaluate((el) => el.classList.contains('collapsible--collapsed'))
    if (folded) await row.locator('.collapsible__toggle').first().click()
    await field.fill(value, { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
}

/** The home page as a visitor sees it: its headline, FAQ questions and testimonial quotes. */
async function visitorHome(page: Page) {
  await page.goto('/')
  return {
    headline: (await page.getByRole('heading', { level: 1 }).textContent())?.trim(),
    questions: await page
      .locator('#faq-heading')
      .locator('xpath=ancestor::section[1]')
      .locator('button[aria-expanded]')
      .allTextContents(),
    page,
  }
}

test('an editor changes the home page in /cms: live preview while typing, a draft visitors never see, then published with no restart', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(180_000)
  const before = await publishedHome(request)
  await ensureUser(request, 'pages-editor', 'editor')
  await cmsSignIn(page, 'pages-editor', 'pages-editor copper lantern')
  const visitor = await browser.newPage()
  await presetConsent(visitor)
  // As shown: the copy's {platform} and {agency} filled in.
  const shown = await visitorHome(visitor)
  const [first, second] = shown.questions
  try {
    await page.goto('/cms/globals/home-page')
    // The admin remembers whether the preview was open: opened only when it is not.
    const previewFrame = page.locator('iframe[src$="/preview/pages/home-page"]')
    await expect(page.getByRole('button', { name: /^Publish changes$/ })).toBeVisible()
    await expect(async () => {
      if (!(await previewFrame.isVisible()))
        await page
          .getByRole('button', { name: /live preview/i })
          .first()
          .click()
      await expect(previewFrame).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 15_000 })
    const frame = page.frameLocator('iframe[src$="/preview/pages/home-page"]')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown.headline!)

    // Typing autosaves a draft; the preview beside the form follows.
    await cmsType(page.locator('input[name="hero.heading"]'), HEADLINE)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(HEADLINE, { timeout: 15_000 })

    // Two FAQ items swapped, a testimonial added.
    await page.locator('#field-faqTeaser__items .array-field__row').first().locator('.array-actions__button').click()
    await page.getByRole('button', { name: /^move down$/i }).click()
    const rows = before.results.testimonials.length
    const testimonials = page.locator('#field-results__testimonials .array-field__row')
    const quote = page.locator(`#field-results__testimonials__${rows}__quote`)
    // A press made while an autosave is in flight can be dropped: pressed again until the row is there.
    await expect(async () => {
      if ((await testimonials.count()) === rows) await page.getByRole('button', { name: 'Add Testimonial' }).click()
      await expect(testimonials).toHaveCount(rows + 1, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    const added = testimonials.nth(rows)
    await unfoldAndFill(added, quote, QUOTE)
    await unfoldAndFill(added, page.locator(`#field-results__testimonials__${rows}__name`), 'Mara')
    await expect(frame.getByText(QUOTE)).toBeVisible({ timeout: 15_000 })
    await expect(
      frame.locator('#faq-heading').locator('xpath=ancestor::section[1]').locator('button[aria-expanded]').first(),
    ).toHaveText(second!, { timeout: 15_000 })

    // A draft: visitors see the published page.
    const seen = await visitorHome(visitor)
    expect(seen.headline).toBe(shown.headline)
    expect(seen.questions[0]).toBe(first)
    await expect(visitor.getByText(QUOTE)).toHaveCount(0)
    // Nor does the REST API show the draft to anyone not signed in.
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const asVisitor = (await (await anonymous.get(`${HOME}?draft=true&depth=0`)).json()) as HomeDoc
    expect(asVisitor.hero.heading).toBe(before.hero.heading)
    await anonymous.dispose()
    // The preview itself is for signed-in staff only.
    await visitor.goto('/preview/pages/home-page')
    await expect(visitor).toHaveURL(/\/cms\/login/)
    await expect(visitor.getByText(HEADLINE)).toHaveCount(0)

    await cmsPress(page, /^Publish changes$/, () =>
      expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 10_000 }),
    )

    // Within a few seconds, on the prerendered page, with no restart.
    await expect(async () => {
      const after = await visitorHome(visitor)
      expect(after.headline).toBe(HEADLINE)
      expect(after.questions.slice(0, 2)).toEqual([second, first])
      await expect(visitor.getByText(QUOTE)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await visitor.close()
    // Later specs expect the seeded copy.
    const restored = await request.post(`${HOME}?depth=0`, {
      headers: { authorization: `JWT ${await adminToken(request)}` },
      data: { ...before, _status: 'published' },
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
  await expect(async () => expect((await visitorHome(page)).headline).toBe(shown.headline)).toPass({ timeout: 10_000 })
})

test('an editor restores an earlier version of a page', async ({ page, request }) => {
  test.setTimeout(120_000)
  const auth = { authorization: `JWT ${await adminToken(request)}` }
  const before = await publishedHome(request)
  const shown = (await visitorHome(page)).headline
  const published = await request.post(`${HOME}?depth=0`, {
    headers: auth,
    data: { ...before, hero: { ...before.hero, heading: 'A headline to undo' }, _status: 'published' },
  })
  expect(published.status()).toBe(200)
  await expect(async () => expect((await visitorHome(page)).headline).toBe('A headline to undo')).toPass({
    timeout: 10_000,
  })

  await ensureUser(request, 'pages-editor', 'editor')
  await cmsSignIn(page, 'pages-editor', 'pages-editor copper lantern')
  await page.goto('/cms/globals/home-page/versions')
  // The newest version is the one to undo; the one before it holds the headline to bring back.
  const versions = (await (
    await request.get(
      `/api/globals/home-page/versions?sort=-updatedAt&depth=0&limit=10&where[version._status][equals]=published`,
      { headers: auth },
    )
  ).json()) as {
    docs: { id: number | string; version: { hero: { heading: string } } }[]
  }
  const earlier = versions.docs.find((v) => v.version.hero.heading === before.hero.heading)
  expect(earlier).toBeTruthy()
  await page.goto(`/cms/globals/home-page/versions/${earlier!.id}`)
  await page
    .getByRole('button', { name: /restore/i })
    .first()
    .click()
  await page
    .locator('.confirmation-modal, [role="dialog"]')
    .getByRole('button', { name: /confirm|restore/i })
    .first()
    .click()
  await expect(page.getByText(/restored successfully/i).first()).toBeVisible()
  await expect(async () => expect((await visitorHome(page)).headline).toBe(shown)).toPass({ timeout: 10_000 })
})

test('support staff see no page copy in /cms and cannot change it', async ({ page, request }) => {
  await ensureUser(request, 'pages-support', 'support')
  await cmsSignIn(page, 'pages-support', 'pages-support copper lantern')
  await expect(page.locator('a[href="/cms/globals/home-page"]')).toHaveCount(0)
  const { authorization } = await loginAs(request, 'pages-support', 'pages-support copper lantern')
  const refused = await request.post(`${HOME}`, {
    headers: { authorization },
    data: { hero: { heading: 'Not theirs to change' } },
  })
  expect(refused.status()).toBe(403)
})

test('an editor writes a policy in its rich-text editor: a paragraph typed in /cms is on the page once published, in its numbered section', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const PRIVACY = '/api/globals/privacy-policy-page'
  const SENTENCE = 'We answer every privacy request within thirty days.'
  const before = (await (await request.get(`${PRIVACY}?depth=0`)).json()) as Record<string, unknown>
  await ensureUser(request, 'pages-editor', 'editor')
  await cmsSignIn(page, 'pages-editor', 'pages-editor copper lantern')
  const visitor = await browser.newPage()
  await presetConsent(visitor)
  try {
    await page.goto('/cms/globals/privacy-policy-page')
    const editor = page.locator('[data-lexical-editor="true"]')
    await expect(editor).toContainText('Your Rights')
    // The form settles (its state arrives after the first render and redraws the editor) before the caret is placed.
    await expect(page.getByRole('button', { name: /^Publish changes$/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The caret at the end of the last paragraph (placed through the DOM selection, which Lexical
    // follows: a click lands wherever the paragraph's text happens to be), then a new paragraph after it.
    const lastParagraph = editor.locator('p').last()
    await lastParagraph.click()
    await lastParagraph.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      range.collapse(false)
      const selection = window.getSelection()!
      selection.removeAllRanges()
      selection.addRange(range)
    })
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(SENTENCE)
    await expect(editor.locator('p').last()).toHaveText(SENTENCE)
    // The editor hands its text to the form when the browser is idle (at most 500 ms later, longer on
    // a busy machine); the autosaved draft holding the sentence shows the form has it before publishing.
    const authorization = `JWT ${await adminToken(request)}`
    await expect(async () => {
      const draft = await request.get(`${PRIVACY}?draft=true&depth=0`, { headers: { authorization } })
      expect(await draft.text()).toContain(SENTENCE)
    }).toPass({ timeout: 20_000 })
    await cmsPress(page, /^Publish changes$/, () =>
      expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 10_000 }),
    )

    await expect(async () => {
      await visitor.goto('/privacy-policy')
      await expect(visitor.getByText(SENTENCE)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    // In the last section, under its number.
    const last = visitor.getByTestId('policy-text').locator('section').last()
    await expect(last).toContainText(SENTENCE)
    const headings = await visitor.locator('article section h2').allTextContents()
    expect(headings.map((text) => text.split('.')[0])).toEqual(headings.map((_, index) => String(index + 1)))
  } finally {
    await visitor.close()
    const restored = await request.post(`${PRIVACY}?depth=0`, {
      headers: { authorization: `JWT ${await adminToken(request)}` },
      data: { ...before, _status: 'published' },
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})

test('an editor edits a page’s paragraphs in place in /cms: moved and added paragraphs are on the page once published, and icons are picked from a list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const ABOUT = '/api/globals/about-page'
  const ADDED = 'We read every contract with the creator before anything is signed.'
  type AboutDoc = { story: { paragraphs: string[] }; values: { items: { icon: string }[] } }
  const before = (await (await request.get(`${ABOUT}?depth=0`)).json()) as AboutDoc & Record<string, unknown>
  const [first, second, ...rest] = before.story.paragraphs
  await ensureUser(request, 'pages-editor', 'editor')
  await cmsSignIn(page, 'pages-editor', 'pages-editor copper lantern')
  const visitor = await browser.newPage()
  await presetConsent(visitor)
  try {
    await page.goto('/cms/globals/about-page')
    await expect(page.getByRole('button', { name: /^Publish changes$/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Each paragraph is its own text area, holding the stored text.
    const story = page.locator('#field-story__paragraphs')
    await expect(story.getByLabel('Paragraph 1', { exact: true })).toHaveValue(first!)
    await expect(story.getByLabel('Paragraph 2', { exact: true })).toHaveValue(second!)
    // The second moved above the first, then one added at the end.
    await story.getByRole('button', { name: 'Move Paragraph 2 up' }).click()
    await expect(story.getByLabel('Paragraph 1', { exact: true })).toHaveValue(second!)
    await story.getByRole('button', { name: 'Add paragraph' }).click()
    const added = story.getByLabel(`Paragraph ${before.story.paragraphs.length + 1}`, { exact: true })
    await added.fill(ADDED)
    await story.screenshot({ path: test.info().outputPath('cms-paragraphs.png') })
    // An icon is a choice among the site's icons, showing the stored one.
    const value = page.locator('#field-values__items .array-field__row').first()
    await expect(async () => {
      if (await value.evaluate((el) => el.classList.contains('collapsible--collapsed')))
        await value.locator('.collapsible__toggle').first().click()
      await expect(value.locator('.field-type.select').first()).toContainText(before.values.items[0]!.icon, {
        timeout: 3_000,
      })
    }).toPass({ timeout: 20_000 })
    await value.screenshot({ path: test.info().outputPath('cms-icon.png') })

    // The autosaved draft holds the new order and paragraph before it is published.
    const authorization = `JWT ${await adminToken(request)}`
    await expect(async () => {
      const draft = (await (
        await request.get(`${ABOUT}?draft=true&depth=0`, { headers: { authorization } })
      ).json()) as AboutDoc
      expect(draft.story.paragraphs).toEqual([second, first, ...rest, ADDED])
    }).toPass({ timeout: 20_000 })
    await cmsPress(page, /^Publish changes$/, () =>
      expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({ timeout: 10_000 }),
    )
    const published = (await (await request.get(`${ABOUT}?depth=0`)).json()) as AboutDoc
    expect(published.story.paragraphs).toEqual([second, first, ...rest, ADDED])
    await expect(async () => {
      await visitor.goto('/about')
      await expect(visitor.getByText(ADDED)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await visitor.close()
    const restored = await request.post(`${ABOUT}?depth=0`, {
      headers: { authorization: `JWT ${await adminToken(request)}` },
      data: { ...before, _status: 'published' },
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})
