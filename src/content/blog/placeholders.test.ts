import { describe, expect, it } from 'vitest'

import { articleSlug, fillPlaceholders } from './placeholders'

const names = { platform: 'OnlyFans', secondPlatform: 'Fansly', platformSlug: 'onlyfans', secondPlatformSlug: 'fansly' }

describe('blog placeholders', () => {
  it('builds the specification slugs from the platform names', () => {
    expect(articleSlug('marketing-strategies-2025', names)).toBe('onlyfans-marketing-strategies-2025')
    expect(articleSlug('earnings-guide', names)).toBe('onlyfans-earnings-guide')
    expect(articleSlug('chat-management-guide', names)).toBe('onlyfans-chat-management-guide')
    expect(articleSlug('platform-comparison', names)).toBe('onlyfans-vs-fansly-comparison')
    expect(articleSlug('ppv-content-optimization', names)).toBe('ppv-content-optimization')
    expect(articleSlug('content-creator-personal-branding', names)).toBe('content-creator-personal-branding')
  })

  it('fills every placeholder', () => {
    expect(
      fillPlaceholders('{platform} vs {secondPlatform}: /blog/{platform-slug}-vs-{second-platform-slug}', names),
    ).toBe('OnlyFans vs Fansly: /blog/onlyfans-vs-fansly')
  })
})
