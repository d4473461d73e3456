import type { Page } from '@playwright/test'

import { BLOG_IMAGE_MARGIN } from '../../src/lib/blog/constants'

/** Where one element of the header or main content sits, and in which font stack. */
export type LaidOutBox = {
  tag: string
  text: string
  font: string
  x: number
  y: number
  width: number
  height: number
}

/**
 * Every element of the page's header and main content once the page has settled: loaded, its fonts ready (or
 * refused), and each blog card's image mounted where the card is within reach of the screen (a card mounts its
 * image on its own after hydration, so two loads could otherwise differ by an image).
 */
export async function settledLayout(page: Page): Promise<LaidOutBox[]> {
  await page.waitForLoadState('load')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(
    (margin) =>
      [...document.querySelectorAll('[data-card-image]')].every(
        (holder) => holder.getBoundingClientRect().top > innerHeight + margin || holder.querySelector('img') !== null,
      ),
    parseInt(BLOG_IMAGE_MARGIN, 10),
  )
  return page.locator('header *, main *').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect()
      return {
        tag: element.tagName,
        text: (element.textContent ?? '').trim().slice(0, 32),
        font: getComputedStyle(element).fontFamily,
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
      }
    }),
  )
}
