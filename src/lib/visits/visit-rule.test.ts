import { describe, expect, it } from 'vitest'

import { assignVisits, type HashedView, VISIT_IDLE_MS, visitKey, type VisitState } from './visit-rule'

const DAY = '2026-11-27'
const T0 = Date.UTC(2026, 10, 27, 10, 0, 0)
const MIN = 60_000

const view = (at: number, path: string, extra: Partial<HashedView> = {}): HashedView => ({
  at,
  day: DAY,
  visitor: 42n,
  path,
  referrer: { kind: 'internal' },
  ...extra,
})

describe('assignVisits', () => {
  it('starts a visit from another site and carries its landing page, referrer and campaign to the pages after it', () => {
    const rows = assignVisits(
      [
        view(T0 + 2 * MIN, '/contact'),
        view(T0, '/services/marketing', {
          referrer: { kind: 'external', host: 'www.google.com' },
          utm: { source: 'google', medium: 'cpc', campaign: 'spring' },
        }),
        view(T0 + MIN, '/about'),
      ],
      new Map(),
    )
    expect(
      rows.map((row) => [
        row.page,
        row.entry,
        row.landingPage,
        row.referrerHost,
        row.utmSource,
        row.utmMedium,
        row.utmCampaign,
      ]),
    ).toEqual([
      ['/services/marketing', true, '/services/marketing', 'www.google.com', 'google', 'cpc', 'spring'],
      ['/about', false, '/services/marketing', 'www.google.com', 'google', 'cpc', 'spring'],
      ['/contact', false, '/services/marketing', 'www.google.com', 'google', 'cpc', 'spring'],
    ])
  })

  it('starts a visit with no referrer (typed, bookmarked) or with UTM parameters, even from inside the site', () => {
    const rows = assignVisits(
      [
        view(T0, '/', { referrer: { kind: 'external', host: 'a.example' } }),
        view(T0 + MIN, '/blog', { referrer: { kind: 'none' } }),
        view(T0 + 2 * MIN, '/faq', { utm: { source: 'mail', medium: '', campaign: '' } }),
      ],
      new Map(),
    )
    expect(rows.map((row) => [row.entry, row.landingPage, row.referrerHost, row.utmSource, row.utmMedium])).toEqual([
      [true, '/', 'a.example', null, null],
      [true, '/blog', null, null, null],
      [true, '/faq', null, 'mail', null],
    ])
  })

  it('starts a visit after 30 minutes without a page view, not before', () => {
    const rows = assignVisits(
      [
        view(T0, '/', { referrer: { kind: 'none' } }),
        view(T0 + VISIT_IDLE_MS, '/about'),
        view(T0 + 2 * VISIT_IDLE_MS + 1, '/blog'),
      ],
      new Map(),
    )
    expect(rows.map((row) => [row.entry, row.landingPage])).toEqual([
      [true, '/'],
      [false, '/'],
      [true, '/blog'],
    ])
  })

  it("continues the visit a stored page view (another process's) started", () => {
    const stored: VisitState = {
      at: T0 - 5 * MIN,
      landingPage: '/blog/post',
      referrerHost: 'news.example',
      utmSource: 'news',
      utmMedium: null,
      utmCampaign: 'launch',
    }
    const rows = assignVisits([view(T0, '/contact')], new Map([[visitKey(DAY, 42n), stored]]))
    expect(rows[0]).toMatchObject({
      entry: false,
      page: '/contact',
      landingPage: '/blog/post',
      referrerHost: 'news.example',
      utmSource: 'news',
      utmCampaign: 'launch',
      at: T0,
    })
  })

  it('keeps visitors and days apart', () => {
    const rows = assignVisits(
      [
        view(T0, '/', { referrer: { kind: 'none' } }),
        view(T0 + MIN, '/about', { visitor: 7n }),
        view(T0 + MIN, '/about', { day: '2026-11-28' }),
      ],
      new Map(),
    )
    expect(rows.map((row) => row.entry)).toEqual([true, true, true])
    expect(rows.map((row) => row.landingPage)).toEqual(['/', '/about', '/about'])
  })
})
