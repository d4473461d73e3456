import { describe, expect, it } from 'vitest'

import { firstTouchOf } from './client'
import { firstTouchOfLanding } from './first-touch'
import { firstTouchSchema } from './schema'

describe('first touch', () => {
  const landing = {
    path: '/blog/launch',
    referrer: 'news.example',
    utm: { source: 'news', campaign: 'launch', content: 'banner' },
  }

  it('takes the landing page, referrer host and utm source, medium and campaign of a landing', () => {
    const expected = {
      landingPage: '/blog/launch',
      referrerHost: 'news.example',
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: 'launch',
    }
    expect(firstTouchOfLanding(landing)).toEqual(expected)
    expect(firstTouchOf(landing)).toEqual(expected)
    expect(firstTouchOf(null)).toBeNull()
  })

  it('sends from the browser only what the server accepts', () => {
    expect(firstTouchSchema.safeParse(firstTouchOf(landing)).success).toBe(true)
    const long = firstTouchOf({ ...landing, path: `/${'a'.repeat(400)}` })
    expect(long?.landingPage).toBeNull()
    expect(firstTouchSchema.safeParse(long).success).toBe(true)
  })
})
