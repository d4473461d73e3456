import { describe, expect, it } from 'vitest'

import { slugify } from './site'

describe('slugify', () => {
  it('makes URL-safe lower-case slugs from platform names', () => {
    expect(slugify('OnlyFans')).toBe('onlyfans')
    expect(slugify('Fan Vue+')).toBe('fan-vue')
    expect(slugify('  Crème Brûlée ')).toBe('creme-brulee')
  })
})
