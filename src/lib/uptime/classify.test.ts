import { describe, expect, it } from 'vitest'

import {
  certificateDaysLeft,
  certificateProblem,
  DUE_SLACK_MS,
  failureCause,
  formatDuration,
  formatUptime,
  MAX_REDIRECTS,
  nextTransition,
  probeIsDue,
  redirectStep,
  statusIsUp,
  uptimePercent,
} from './classify'

const at = (iso: string) => new Date(iso)
const NOW = at('2026-11-27T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000)

describe('statusIsUp', () => {
  it('counts only 2xx as up', () => {
    expect([200, 204, 299].map(statusIsUp)).toEqual([true, true, true])
    expect([0, 199, 301, 304, 404, 500, 503].map(statusIsUp)).toEqual([false, false, false, false, false, false, false])
  })
})

describe('redirectStep', () => {
  const from = new URL('https://calendly.com/velora/call')
  it('follows a relative or same-origin redirect', () => {
    expect(redirectStep(from, '/velora/call-30', 0)).toEqual({
      follow: true,
      url: new URL('https://calendly.com/velora/call-30'),
    })
    expect(redirectStep(from, 'https://calendly.com/x', 1)).toMatchObject({ follow: true })
  })
  it('does not follow another host, scheme or port', () => {
    expect(redirectStep(from, 'https://evil.example/phish', 0)).toEqual({
      follow: false,
      cause: 'redirected to another host (evil.example)',
    })
    expect(redirectStep(from, 'http://calendly.com/velora/call', 0)).toMatchObject({ follow: false })
    expect(redirectStep(from, 'https://calendly.com:8443/velora/call', 0)).toMatchObject({ follow: false })
    expect(redirectStep(from, 'https://www.calendly.com/velora/call', 0)).toMatchObject({ follow: false })
  })
  it('stops after MAX_REDIRECTS hops and without a usable Location', () => {
    expect(redirectStep(from, '/a', MAX_REDIRECTS - 1)).toMatchObject({ follow: true })
    expect(redirectStep(from, '/a', MAX_REDIRECTS)).toEqual({
      follow: false,
      cause: `more than ${MAX_REDIRECTS} redirects`,
    })
    expect(redirectStep(from, null, 0)).toEqual({ follow: false, cause: 'redirect without a Location header' })
    expect(redirectStep(from, 'http://[bad', 0)).toEqual({ follow: false, cause: 'redirect to an invalid address' })
  })
})

describe('certificate days', () => {
  it('counts whole days left', () => {
    expect(certificateDaysLeft(at('2026-12-27T12:00:00Z'), NOW)).toBe(30)
    expect(certificateDaysLeft(at('2026-11-30T11:59:59Z'), NOW)).toBe(2)
    expect(certificateDaysLeft(at('2026-11-26T12:00:00Z'), NOW)).toBe(-1)
  })
  it('fails under 14 days and once expired', () => {
    expect(certificateProblem(14)).toBeNull()
    expect(certificateProblem(90)).toBeNull()
    expect(certificateProblem(13)).toBe('the TLS certificate expires in 13 days (renew before 14)')
    expect(certificateProblem(1)).toBe('the TLS certificate expires in 1 day (renew before 14)')
    expect(certificateProblem(-1)).toBe('the TLS certificate has expired')
  })
})

describe('probeIsDue', () => {
  it('is due with no probe yet, and once the newest is an interval old (less the slack)', () => {
    expect(probeIsDue(null, NOW, 5)).toBe(true)
    expect(probeIsDue(minutesAgo(5), NOW, 5)).toBe(true)
    expect(probeIsDue(new Date(NOW.getTime() - 5 * 60_000 + DUE_SLACK_MS), NOW, 5)).toBe(true)
    expect(probeIsDue(new Date(NOW.getTime() - 5 * 60_000 + DUE_SLACK_MS + 1), NOW, 5)).toBe(false)
    expect(probeIsDue(minutesAgo(1), NOW, 5)).toBe(false)
    expect(probeIsDue(minutesAgo(1), NOW, 1)).toBe(true)
    // Every minute at a one-minute interval, though the last probe started late in its tick (the queue was busy).
    expect(probeIsDue(new Date(NOW.getTime() - 45_000), NOW, 1)).toBe(true)
    expect(probeIsDue(new Date(NOW.getTime() - 39_000), NOW, 1)).toBe(false)
  })
})

describe('nextTransition (the incident state machine)', () => {
  const fail = { ok: false, status: 503, error: 'answered HTTP 503' }
  const pass = { ok: true, status: 200, error: null }

  it('opens on the second failure in a row, not the first', () => {
    expect(nextTransition({ open: null, previous: null }, fail, NOW, 5)).toEqual({ kind: 'none' })
    expect(nextTransition({ open: null, previous: { ok: true, at: minutesAgo(5) } }, fail, NOW, 5)).toEqual({
      kind: 'none',
    })
    expect(nextTransition({ open: null, previous: { ok: false, at: minutesAgo(5) } }, fail, NOW, 5)).toEqual({
      kind: 'open',
      cause: 'answered HTTP 503',
      failedProbes: 2,
    })
  })

  it('does not join two failures across a gap in probing', () => {
    expect(nextTransition({ open: null, previous: { ok: false, at: minutesAgo(15) } }, fail, NOW, 5)).toMatchObject({
      kind: 'open',
    })
    expect(nextTransition({ open: null, previous: { ok: false, at: minutesAgo(16) } }, fail, NOW, 5)).toEqual({
      kind: 'none',
    })
  })

  it('counts failures while open and closes at the first pass', () => {
    const open = { id: 7, failedProbes: 3 }
    expect(nextTransition({ open, previous: { ok: false, at: minutesAgo(5) } }, fail, NOW, 5)).toEqual({
      kind: 'failing',
      incidentId: 7,
      failedProbes: 4,
    })
    expect(nextTransition({ open, previous: { ok: false, at: minutesAgo(5) } }, pass, NOW, 5)).toEqual({
      kind: 'close',
      incidentId: 7,
    })
    // Still open after a gap: the next probe decides.
    expect(nextTransition({ open, previous: { ok: false, at: minutesAgo(600) } }, pass, NOW, 5)).toEqual({
      kind: 'close',
      incidentId: 7,
    })
    expect(nextTransition({ open: null, previous: { ok: false, at: minutesAgo(5) } }, pass, NOW, 5)).toEqual({
      kind: 'none',
    })
  })

  it('keeps what the probe saw as the cause', () => {
    expect(failureCause({ error: null, status: 500 })).toBe('answered HTTP 500')
    expect(failureCause({ error: 'no answer within 10 s (timeout)', status: null })).toBe(
      'no answer within 10 s (timeout)',
    )
    expect(failureCause({ error: 'x'.repeat(600), status: null })).toHaveLength(500)
  })
})

describe('figures', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0 min')
    expect(formatDuration(4 * 60_000)).toBe('4 min')
    expect(formatDuration(125 * 60_000)).toBe('2 h 5 min')
    expect(formatDuration(120 * 60_000)).toBe('2 h')
    expect(formatDuration(27 * 3_600_000)).toBe('1 d 3 h')
  })
  it('counts uptime over probes only and never rounds a failure up to 100 %', () => {
    expect(uptimePercent(0, 0)).toBeNull()
    expect(formatUptime(uptimePercent(9999, 10000))).toBe('99.99 %')
    expect(formatUptime(uptimePercent(99999, 100000))).toBe('99.99 %')
    expect(formatUptime(100)).toBe('100.00 %')
    expect(formatUptime(null)).toBe('–')
  })
})
