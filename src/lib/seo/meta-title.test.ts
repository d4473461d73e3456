import { describe, expect, it } from 'vitest'

import { fittedMetaTitle, META_TITLE_MAX } from './meta-title'

describe('generated SEO title', () => {
  it('adds the agency when the whole fits in 60 characters', () => {
    expect(fittedMetaTitle('Pricing PPV content', 'Velora Creator Management')).toBe(
      'Pricing PPV content | Velora Creator Management',
    )
  })

  it('drops the agency, then shortens at a word, so what ships always fits', () => {
    const title = 'The Complete Guide to OnlyFans Earnings in 2025 and Beyond'
    expect(fittedMetaTitle(title, 'Velora Creator Management')).toBe(title)
    const long = 'OnlyFans vs Fansly: Which Platform Is Better for Creators Who Want to Grow in 2025?'
    const fitted = fittedMetaTitle(long, 'Velora Creator Management')
    expect(fitted.length).toBeLessThanOrEqual(META_TITLE_MAX)
    expect(fitted).toBe('OnlyFans vs Fansly: Which Platform Is Better for Creators…')
  })
})
