import type { Page } from '@playwright/test'

import { PUBLIC_ROUTES } from '../../src/lib/seo/routes'
import { settledLayout } from '../support/page-layout'
import { expect, test } from './fixtures'

/**
 * A cached page with its stylesheet inlined (src/server/critical-css.ts) is the same page to a visitor: it hydrates
 * without an error, React adopts the stylesheet's link (for no medium) instead of adding
 * another, and the page looks as it does with the stylesheet alone.
 */
test('a page with its stylesheet inlined hydrates cleanly, with one stylesheet link and its own look', async ({
  page,
  request,
}) => {
  // The first answer of a page version is Next's; the inlined one follows within moments.
  await expect
    .poll(async () => (await (await request.get('/services')).text()).includes('href="data:text/css,'), {
      timeout: 15_000,
    })
    .toBe(true)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const response = await page.goto('/services')
    expect(await response!.text()).toContain('href="data:text/css,')
    await page.waitForLoadState('load')
    const stylesheets = await page.locator('link[rel="stylesheet"]:not([href^="data:"])').evaluateAll((links) =>
      links.map((link) => ({
        href: (link as HTMLLinkElement).getAttribute('href'),
        inHead: link.closest('head') !== null,
        media: (link as HTMLLinkElement).media,
      })),
    )
    expect(stylesheets).toHaveLength(1)
    await expect(page.locator('head link[rel="stylesheet"][href^="data:text/css,"]')).toHaveCount(1)
    expect(stylesheets[0]!.href).toMatch(/^\/_next\/static\/.+\.css$/)
    expect(stylesheets[0]!.inHead).toBe(true)
    // For no medium: the browser never applies it, so it never restyles the page a second time. React neither
    // inserts another link nor preloads it.
    expect(stylesheets[0]!.media).toBe('not all')
    await expect(page.locator('link[rel="preload"][as="style"]')).toHaveCount(0)
    // The look comes from the site's theme: the display face on the heading, the cream page, the rose call to action.
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveCSS('font-family', /^fraunces, /)
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(253, 250, 247)')
    await page.screenshot({ path: test.info().outputPath(`services-${width}.png`), fullPage: false })
  }
  // A client-side navigation renders the same stylesheet resource: React finds it adopted and adds nothing.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^fraunces, /)
  await expect(page.locator('link[rel="stylesheet"]:not([href^="data:"])')).toHaveCount(1)
  await expect(page.locator('link[rel="stylesheet"]:not([href^="data:"])')).toHaveAttribute('media', 'not all')
  await expect(page.locator('link[rel="preload"][as="style"]')).toHaveCount(0)
  expect(errors).toEqual([])
})

/** The settled layout as comparable lines: tag, text start, font stack and box in whole pixels. */
async function layout(page: Page) {
  return (await settledLayout(page)).map(
    ({ tag, text, font, x, y, width, height }) =>
      `${tag} ${text.slice(0, 24)} ${font} ${[x, y, width, height].map(Math.round).join(',')}`,
  )
}

const INLINED = [...PUBLIC_ROUTES.map((route) => route.path), '/blog/ppv-content-optimization']

/**
 * The page as the stylesheet alone lays it out: the inlined rules and fonts taken out of the head and the stylesheet's
 * link applied to every medium, as Next sends the page.
 */
async function layoutWithStylesheetAlone(page: Page) {
  await page.waitForLoadState('load')
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const link = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][media="not all"]')
        if (!link) return reject(new Error('no stylesheet link for no medium'))
        link.addEventListener('load', () => resolve(), { once: true })
        link.addEventListener('error', () => reject(new Error('the stylesheet did not load')), { once: true })
        for (const inlined of document.head.querySelectorAll('style, link[rel="stylesheet"][href^="data:"]'))
          inlined.remove()
        // A new address, so that the stylesheet's load, applied, can be awaited.
        const href = link.href
        link.media = 'all'
        link.href = `${href}?alone`
      }),
  )
  const boxes = await layout(page)
  // The inlined rules are gone and the stylesheet applies: what is measured is the stylesheet's own layout.
  expect(await page.evaluate(() => document.head.querySelectorAll('link[href^="data:"], style').length)).toBe(0)
  expect(
    await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.cssRules.length > 100).length),
  ).toBe(1)
  return boxes
}

for (const path of INLINED) {
  test(`the rules inlined in ${path} lay it out as the stylesheet alone does, in its own fonts`, async ({
    page,
    request,
  }) => {
    await expect
      .poll(async () => (await (await request.get(path)).text()).includes('href="data:text/css,'), { timeout: 15_000 })
      .toBe(true)
    let blocked = 0
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.unrouteAll()
      await page.goto(path)
      const alone = await layoutWithStylesheetAlone(page)
      expect(alone.length).toBeGreaterThan(20)

      // The inlined rules alone: the stylesheet is refused.
      await page.route('**/_next/static/**/*.css', (route) => {
        blocked++
        return route.abort()
      })
      await page.goto(path)
      expect(await layout(page)).toEqual(alone)
      // The text is set in the site's fonts, declared by the inlined rules alone.
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
      )
      expect(loaded).toEqual(expect.arrayContaining(['inter', 'fraunces']))
    }
    // Each refused load asked for the stylesheet once (for no medium, at the lowest priority), and was refused it.
    expect(blocked).toBe(2)
  })
}
