import { describe, expect, it } from 'vitest'

import { absoluteUrl, siteConfig, slugify } from './site'

describe('slugify', () => {
  it('makes URL-safe lower-case slugs from platform names', () => {
    expect(slugify('OnlyFans')).toBe('onlyfans')
    expect(slugify('Fan Vue+')).toBe('fan-vue')
    expect(slugify('  Crème Brûlée ')).toBe('creme-brulee')
  })
})

describe('absoluteUrl', () => {
  it('puts the site address before a path and leaves an absolute URL as it is', () => {
    const base = siteConfig().baseUrl
    expect(absoluteUrl('/about')).toBe(`${base}/about`)
    expect(absoluteUrl('/')).toBe(`${base}/`)
    expect(absoluteUrl('http://cdn.example.com/media/a.webp')).toBe('http://cdn.example.com/media/a.webp')
    expect(absoluteUrl(`${base}/api/media/file/hero.webp`)).toBe(`${base}/api/media/file/hero.webp`)
  })
})
