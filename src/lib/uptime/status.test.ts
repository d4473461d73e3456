import { describe, expect, it } from 'vitest'

import type { AuditSummary } from '@/lib/site-audit/latest'

import { externalStatuses, type LatestProbe, siteStatus, type StatusInput } from './status'

const NOW = new Date('2026-11-27T12:00:00Z')
const up = (target: LatestProbe['target'], responseMs = 120): LatestProbe => ({
  target,
  ok: true,
  status: 200,
  responseMs,
  error: null,
})
const down = (
  target: LatestProbe['target'],
  error: string | null = 'no answer within 10 s (timeout)',
): LatestProbe => ({
  target,
  ok: false,
  status: error ? null : 503,
  responseMs: null,
  error,
})
const audit = (status: AuditSummary['status'], high = 0, medium = 0): AuditSummary => ({
  reportDate: '2026-11-01T02:00:00.000Z',
  status,
  issues: { high, medium, low: 0 },
})
const input = (probes: LatestProbe[], extra: Partial<StatusInput> = {}): StatusInput => ({
  probes,
  probedAt: '2026-11-27T11:58:00.000Z',
  audit: audit('healthy'),
  now: NOW,
  intervalMinutes: 5,
  slowMs: 1_000,
  ...extra,
})

describe('siteStatus', () => {
  it('is operational when every own target is up and the site check is healthy, whatever the booking provider does', () => {
    const status = siteStatus(input([up('home'), up('health'), up('article'), down('booking')]))
    expect(status).toEqual({
      state: 'operational',
      line: 'Nothing is failing: Home page, Health check (/api/health), A blog article up; the latest site check is healthy.',
    })
    expect(siteStatus(input([up('home')], { audit: null })).line).toContain('no site check yet')
  })

  it('is degraded when an own target fails or is slow, or the site check has warnings or is critical', () => {
    expect(siteStatus(input([up('home'), down('health', null)]))).toEqual({
      state: 'degraded',
      line: 'Health check (/api/health) down (answered HTTP 503).',
    })
    expect(siteStatus(input([up('home', 1_001), up('health')]))).toEqual({
      state: 'degraded',
      line: 'Home page slow (1001 ms).',
    })
    expect(siteStatus(input([up('home', 1_000), up('health')])).state).toBe('operational')
    expect(siteStatus(input([up('home')], { audit: audit('warning', 0, 2) }))).toEqual({
      state: 'degraded',
      line: 'The site check of Nov 1, 02:00 UTC has warnings (2 medium-severity issues).',
    })
    expect(siteStatus(input([up('home')], { audit: audit('critical', 1) }))).toEqual({
      state: 'degraded',
      line: 'The site check of Nov 1, 02:00 UTC is critical (1 high-severity issue).',
    })
    // A certificate close to expiry fails its probe; its handshake time is never "slow".
    const certificate = { ...down('certificate', 'the TLS certificate expires in 3 days (renew before 14)') }
    expect(
      siteStatus(input([up('home'), certificate, { ...up('certificate', 5_000), target: 'certificate' }])).line,
    ).toBe('TLS certificate down (the TLS certificate expires in 3 days (renew before 14)).')
  })

  it('is down when the home page is down, or every own target is; a slow booking provider never counts', () => {
    expect(siteStatus(input([down('home'), up('health'), up('article')]))).toEqual({
      state: 'down',
      line: 'Home page down (no answer within 10 s (timeout)).',
    })
    expect(siteStatus(input([down('health'), down('article'), up('booking', 9_000)]))).toEqual({
      state: 'down',
      line: 'Health check (/api/health) down (no answer within 10 s (timeout)); A blog article down (no answer within 10 s (timeout)).',
    })
    expect(siteStatus(input([down('home'), up('health', 2_000)], { audit: audit('critical', 3) })).line).toBe(
      'Home page down (no answer within 10 s (timeout)); Health check (/api/health) slow (2000 ms); the site check of Nov 1, 02:00 UTC is critical (3 high-severity issues).',
    )
  })

  it('is unknown before the first probe and once the newest probe is more than three intervals old', () => {
    expect(siteStatus(input([], { probedAt: null }))).toEqual({
      state: 'unknown',
      line: 'No probe of the site’s own targets yet.',
    })
    expect(siteStatus(input([down('booking')]))).toEqual({
      state: 'unknown',
      line: 'No probe of the site’s own targets yet.',
    })
    expect(siteStatus(input([up('home')], { probedAt: '2026-11-27T11:45:00.000Z' })).state).toBe('operational')
    expect(
      siteStatus(input([up('home')], { probedAt: '2026-11-27T11:44:59.000Z', audit: audit('warning', 0, 1) })),
    ).toEqual({
      state: 'unknown',
      line: 'No probe since Nov 27, 11:44 UTC (one is due every 5 minutes); the site check of Nov 1, 02:00 UTC has warnings (1 medium-severity issue).',
    })
  })
})

describe('externalStatuses', () => {
  it('gives each external target its own state from its newest probe', () => {
    expect(externalStatuses(input([up('home'), down('booking', null)]), ['booking'])).toEqual([
      { target: 'booking', state: 'down', line: 'Down: answered HTTP 503.' },
    ])
    expect(externalStatuses(input([up('booking', 1_500)]), ['booking'])[0]).toMatchObject({ state: 'slow' })
    expect(externalStatuses(input([up('booking', 300)]), ['booking'])[0]).toEqual({
      target: 'booking',
      state: 'up',
      line: 'Up: answered in 300 ms.',
    })
    expect(externalStatuses(input([up('home')]), ['booking'])[0]).toMatchObject({ state: 'unknown' })
    expect(
      externalStatuses(input([up('booking')], { probedAt: '2026-11-27T10:00:00.000Z' }), ['booking'])[0],
    ).toMatchObject({ state: 'unknown', line: 'No probe since Nov 27, 10:00 UTC.' })
  })
})
