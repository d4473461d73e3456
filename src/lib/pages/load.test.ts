import { describe, expect, it } from 'vitest'

import { seedReadBack } from './load'
import { PAGE_SLUGS, PAGES } from './registry'

/*
 * convert.ts reads a saved page through its field config and types the result with the page's generated type: the
 * one cast between the two. Reading every page's seed back as it is saved proves, page by page, that the walker
 * gives the copy the type promises (a field the walker skipped or misread is a difference here).
 */
describe('every page’s seed, saved and read back through its fields', () => {
  it.each(PAGE_SLUGS)('%s reads back as its seed', (slug) => {
    // A service page's slug is its route's, not saved copy.
    const { slug: _route, ...seed } = { slug: undefined, ...PAGES[slug].seed }
    expect(seedReadBack(slug)).toEqual(seed)
  })
})
