import { describe, expect, it } from 'vitest'

import { visitAfter } from './visit'

const view = (path: string, extra: Partial<{ search: string; referrer: string }> = {}) => ({
  path,
  search: extra.search ?? '',
  referrer: extra.referrer ?? '',
  host: 'agency.example',
  at: '2026-11-26T09:00:00.000Z',
})

describe('visitAfter', () => {
  it('takes the landing page, an external referrer and the UTM tags from the first view only', () => {
    const first = visitAfter(
      null,
      view('/', {
        search: '?utm_source=ig&utm_campaign=spring&other=x&utm_medium=',
        referrer: 'https://l.instagram.com/some/path?u=1',
      }),
    )
    expect(first).toEqual({
      landing: { path: '/', referrer: 'l.instagram.com', utm: { source: 'ig', campaign: 'spring' } },
      trail: [{ path: '/', at: '2026-11-26T09:00:00.000Z' }],
    })
    const second = visitAfter(
      first,
      view('/services', { search: '?utm_source=other', referrer: 'https://google.com/' }),
    )
    expect(second.landing).toEqual(first.landing)
    expect(second.trail.map((s) => s.path)).toEqual(['/', '/services'])
    expect(visitAfter(second, view('/services'))).toBe(second)
  })

  it('has no referrer for a page of this site or a malformed one', () => {
    expect(visitAfter(null, view('/a', { referrer: 'https://agency.example/b' })).landing.referrer).toBeNull()
    expect(visitAfter(null, view('/a', { referrer: 'not a url' })).landing.referrer).toBeNull()
  })

  it('keeps the last 30 pages', () => {
    let visit = visitAfter(null, view('/p0'))
    for (let i = 1; i < 40; i++) visit = visitAfter(visit, view(`/p${i}`))
    expect(visit.trail).toHaveLength(30)
    expect(visit.trail[0]!.path).toBe('/p10')
  })
})
