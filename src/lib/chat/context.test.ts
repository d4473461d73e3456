import { describe, expect, it } from 'vitest'

import { classifyUserAgent, nextContext, TRAIL_MAX, visitorContextInputSchema } from './context'

const agent = { device: 'mobile' as const, browser: 'Safari' as const }

describe('visitorContextInputSchema', () => {
  it('takes a site path, the kept trail, the landing and a real time zone', () => {
    const parsed = visitorContextInputSchema.parse({
      page: '/services/marketing?x=1',
      trail: [{ path: '/', at: '2026-11-26T09:00:00.000Z' }],
      landing: { path: '/', referrer: 'WWW.Instagram.com', utm: { source: 'ig\u0000', campaign: ' spring ' } },
      timeZone: 'Europe/Berlin',
    })
    expect(parsed.landing).toEqual({
      path: '/',
      referrer: 'www.instagram.com',
      utm: { source: 'ig', campaign: 'spring' },
    })
  })

  it.each([
    { page: 'https://evil.example/' },
    { page: '//evil.example/' },
    { page: '/a b' },
    { page: `/${'a'.repeat(300)}` },
    { page: '/', timeZone: 'Mars/Olympus' },
    { page: '/', landing: { path: '/', referrer: 'user:pw@host', utm: {} } },
    { page: '/', landing: { path: '/', referrer: null, utm: { evil: 'x' } } },
    { page: '/', trail: Array.from({ length: TRAIL_MAX + 1 }, () => ({ path: '/', at: '2026-11-26T09:00:00.000Z' })) },
    { page: '/\u0000' },
    // Half a character: PostgreSQL refuses it, so the schema does first.
    { page: '/\ud800' },
    { page: '/', trail: [{ path: '/\udc00', at: '2026-11-26T09:00:00.000Z' }] },
    { page: '/', landing: { path: '/', referrer: null, utm: { source: 'ig\ud83d' } } },
    { page: '/', landing: { path: '/\udfff', referrer: null, utm: {} } },
  ])('refuses %j', (input) => {
    expect(visitorContextInputSchema.safeParse(input).success).toBe(false)
  })
})

describe('nextContext', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute))

  it('starts from the trail the browser kept, appends each new page once, and keeps the first landing', () => {
    const first = nextContext(
      null,
      {
        page: '/pricing',
        trail: [
          { path: '/', at: at(0).toISOString() },
          { path: '/pricing', at: at(1).toISOString() },
        ],
        landing: { path: '/', referrer: 'google.com', utm: {} },
        timeZone: 'Europe/Berlin',
      },
      agent,
      at(2),
    )
    expect(first.trail.map((s) => s.path)).toEqual(['/', '/pricing'])
    expect(first.pageAt).toBe(at(2).toISOString())
    const same = nextContext(first, { page: '/pricing' }, agent, at(3))
    expect(same.pageAt).toBe(first.pageAt)
    expect(same.trail).toHaveLength(2)
    const moved = nextContext(
      same,
      { page: '/services/marketing', landing: { path: '/other', referrer: null, utm: {} } },
      agent,
      at(4),
    )
    expect(moved).toMatchObject({
      page: '/services/marketing',
      pageAt: at(4).toISOString(),
      landing: { path: '/', referrer: 'google.com' },
      timeZone: 'Europe/Berlin',
    })
    expect(moved.trail.map((s) => s.path)).toEqual(['/', '/pricing', '/services/marketing'])
  })

  it('keeps only the last TRAIL_MAX pages', () => {
    let context = nextContext(null, { page: '/p0' }, agent, at(0))
    for (let i = 1; i < TRAIL_MAX + 5; i++) context = nextContext(context, { page: `/p${i}` }, agent, at(i % 60))
    expect(context.trail).toHaveLength(TRAIL_MAX)
    expect(context.trail.at(-1)?.path).toBe(`/p${TRAIL_MAX + 4}`)
  })
})

describe('classifyUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'mobile',
      'Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'mobile',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Safari/537.36',
      'tablet',
      'Samsung Internet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'desktop',
      'Edge',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0', 'desktop', 'Firefox'],
    ['curl/8.0', 'desktop', 'Other'],
  ])('%s is %s %s', (ua, device, browser) => {
    expect(classifyUserAgent(ua)).toEqual({ device, browser })
  })
})
