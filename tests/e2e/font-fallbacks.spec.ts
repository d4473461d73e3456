import { ADVANCES } from '../../src/app/fonts/advances'
import { FALLBACKS, overrides, WEB_FONTS } from '../../src/app/fonts/fallbacks'
import { expect, test } from './fixtures'

/**
 * The fallback faces are sized from the web fonts' average advances over the site's text, recorded in
 * src/app/fonts/advances.json; here Chromium measures the fonts the site serves over the same samples, so a font file
 * replaced or trimmed differently fails until the record (and fallbacks.css) follows it.
 */
test('the web fonts the site serves advance as advances.json records, and their stacks name every fallback', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  const measured = await page.evaluate((samples) => {
    const context = document.createElement('canvas').getContext('2d')!
    const advance = (font: string, text: string) => {
      context.font = font
      return context.measureText(text).width / text.length / 1000
    }
    return {
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      sans400: advance('400 1000px inter', samples.sans400),
      sans600: advance('600 1000px inter', samples.sans600),
      display600: advance('600 1000px fraunces', samples.display600),
      // A family nobody declared: the browser's default, which the figures above must not be.
      missing: advance('400 1000px "no such family"', samples.sans400),
    }
  }, ADVANCES.samples)
  // The samples are the site's text (npm run fonts:advances), thousands of characters each, not a stub.
  expect(ADVANCES.samples.sans400.length).toBeGreaterThan(10_000)
  expect(ADVANCES.samples.display600).toContain('Turn Your OnlyFans Into a Business')
  expect(measured.loaded).toEqual(expect.arrayContaining(['inter', 'fraunces']))
  expect(measured.sans400).toBeCloseTo(WEB_FONTS.sans.averageAdvance[400], 4)
  expect(measured.sans600).toBeCloseTo(WEB_FONTS.sans.averageAdvance[600], 4)
  expect(measured.display600).toBeCloseTo(WEB_FONTS.display.averageAdvance[600], 4)
  expect(Math.abs(measured.missing - measured.sans400)).toBeGreaterThan(0.005)

  const stacks = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
  }))
  const names = (family: 'inter' | 'fraunces') =>
    FALLBACKS.filter((fallback) => fallback.webFont.family === family).map((fallback) => `"${fallback.name}"`)
  expect(stacks.body).toContain(['inter', ...names('inter')].join(', '))
  expect(stacks.heading).toContain(['fraunces', ...names('fraunces')].join(', '))
})

/**
 * When the web fonts' files fail, text is set in the sized fallback faces, not in a system font that happens to share
 * the web font's family name (fontconfig answers a family called "sans" with DejaVu Sans). Chromium names the font it
 * drew each element in; this machine has Liberation (Debian's chromium recommends it, and npm test installs it), which
 * the first faces name. The paragraph's width against the same text in plain Liberation Sans shows the face's size.
 */
test('with the web fonts refused, headings, text and bold text are drawn in the sized fallbacks', async ({ page }) => {
  await page.route('**/*.woff2', (route) => route.abort())
  await page.goto('/about')
  await page.evaluate(() => document.fonts.ready)
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const drawnIn = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((font) => `${font.postScriptName}${font.isCustomFont ? ' (web font)' : ''}`)
  }
  expect(await drawnIn('main h1')).toEqual(['LiberationSerif-Bold'])
  // The eyebrow above the heading is semibold; the paragraph below it regular.
  expect(await drawnIn('main section p.font-semibold')).toEqual(['LiberationSans-Bold'])
  expect(await drawnIn('main section p:not(.font-semibold)')).toEqual(['LiberationSans'])

  const ratio = await page
    .locator('main section p:not(.font-semibold)')
    .first()
    .evaluate((paragraph) => {
      const line = document.createElement('span')
      line.textContent = paragraph.textContent
      line.style.whiteSpace = 'nowrap'
      paragraph.append(line)
      const sized = line.getBoundingClientRect().width
      line.style.fontFamily = '"Liberation Sans"'
      const plain = line.getBoundingClientRect().width
      line.remove()
      return sized / plain
    })
  const arial = FALLBACKS[0]!.faces.find((face) => face.weight === 400)!.fonts[0]!
  expect(ratio).toBeCloseTo(parseFloat(overrides(WEB_FONTS.sans, 400, arial).sizeAdjust) / 100, 2)
  expect(ratio).not.toBeCloseTo(1, 2)
})
