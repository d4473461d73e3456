import { AVERAGE_TEXT, FALLBACKS, WEB_FONTS } from '../../src/app/fonts/fallbacks'
import { expect, test } from './fixtures'

/**
 * The fallback faces are sized from the web fonts' average advances recorded in src/app/fonts/fallbacks.ts; here
 * Chromium measures the fonts the site serves, so a font file replaced or trimmed differently fails until the record
 * (and fallbacks.css) follows it.
 */
test('the web fonts the site serves advance as fallbacks.ts records, and their stacks name every fallback', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  const measured = await page.evaluate((text) => {
    const context = document.createElement('canvas').getContext('2d')!
    const advance = (font: string) => {
      context.font = font
      return context.measureText(text).width / text.length / 1000
    }
    return {
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      sans400: advance('400 1000px sans'),
      sans600: advance('600 1000px sans'),
      display600: advance('600 1000px display'),
      // A family nobody declared: the browser's default, which the figures above must not be.
      missing: advance('400 1000px "no such family"'),
    }
  }, AVERAGE_TEXT)
  expect(measured.loaded).toEqual(expect.arrayContaining(['sans', 'display']))
  expect(measured.sans400).toBeCloseTo(WEB_FONTS.sans.averageAdvance[400], 4)
  expect(measured.sans600).toBeCloseTo(WEB_FONTS.sans.averageAdvance[600], 4)
  expect(measured.display600).toBeCloseTo(WEB_FONTS.display.averageAdvance[600], 4)
  expect(Math.abs(measured.missing - measured.sans400)).toBeGreaterThan(0.005)

  const stacks = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
  }))
  const names = (family: 'sans' | 'display') =>
    FALLBACKS.filter((fallback) => fallback.webFont.family === family).map((fallback) => `"${fallback.name}"`)
  expect(stacks.body).toContain(['sans', ...names('sans')].join(', '))
  expect(stacks.heading).toContain(['display', ...names('display')].join(', '))
})
