import { describe, expect, it } from 'vitest'

import {
  FUNNEL_MAX_DAYS,
  funnelRange,
  isCalendarDay,
  parseFunnelQuery,
  previousRange,
  quickRanges,
  weeksOf,
  weekStart,
} from './funnel-range'

const NOW = new Date('2026-11-27T03:00:00Z')

describe('parseFunnelQuery', () => {
  it('takes from, to and format once each and ignores other parameters', () => {
    expect(parseFunnelQuery(new URLSearchParams('from=2026-11-01&to=2026-11-27&format=csv&depth=2'))).toEqual({
      ok: true,
      value: { from: '2026-11-01', to: '2026-11-27', format: 'csv' },
    })
    expect(parseFunnelQuery({ from: '2026-11-01', to: undefined })).toEqual({ ok: true, value: { from: '2026-11-01' } })
    expect(parseFunnelQuery({ from: '', to: '' })).toEqual({ ok: true, value: {} })
  })

  it('refuses repeated parameters, non-dates, impossible dates and other formats with a reason', () => {
    const reason = (params: URLSearchParams | Record<string, string | string[]>) => {
      const parsed = parseFunnelQuery(params)
      return parsed.ok ? 'accepted' : parsed.reason
    }
    expect(reason(new URLSearchParams('from=2026-11-01&from=2026-11-02'))).toBe('from: give it once')
    expect(reason({ to: ['2026-11-01', '2026-11-02'] })).toBe('to: give it once')
    for (const bad of [
      '2026-13-01',
      '2026-02-30',
      '26-11-01',
      '2026-11-01T00:00',
      '1999-12-31',
      '3000-01-01',
      '9999-12-31',
      '2026\u000011-01',
      'x'.repeat(10_000),
      '２０２６-11-01',
    ]) {
      expect(reason({ from: bad }), bad).toMatch(/^from: must be a date as YYYY-MM-DD/)
    }
    expect(reason({ format: 'xlsx' })).toBe('format: must be json or csv')
  })
})

describe('isCalendarDay', () => {
  it('knows leap years', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
  })
})

describe('funnelRange', () => {
  it('defaults to the 30 days ending today (UTC), or ending at to', () => {
    expect(funnelRange({}, NOW)).toEqual({ ok: true, value: { from: '2026-10-29', to: '2026-11-27', days: 30 } })
    expect(funnelRange({ to: '2026-03-01' }, NOW)).toEqual({
      ok: true,
      value: { from: '2026-01-31', to: '2026-03-01', days: 30 },
    })
    expect(funnelRange({ from: '2026-11-27' }, NOW)).toEqual({
      ok: true,
      value: { from: '2026-11-27', to: '2026-11-27', days: 1 },
    })
  })

  it('refuses from after to and more than a leap year of days', () => {
    expect(funnelRange({ from: '2026-11-28' }, NOW)).toEqual({ ok: false, reason: 'from must not be after to' })
    expect(funnelRange({ from: '2025-11-27', to: '2026-11-27' }, NOW)).toEqual({
      ok: true,
      value: { from: '2025-11-27', to: '2026-11-27', days: 366 },
    })
    expect(funnelRange({ from: '2025-11-26', to: '2026-11-27' }, NOW)).toEqual({
      ok: false,
      reason: `the range is 367 days; at most ${FUNNEL_MAX_DAYS}`,
    })
  })
})

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23')
    expect(weekStart('2026-11-29')).toBe('2026-11-23')
    expect(weekStart('2026-11-30')).toBe('2026-11-30')
    expect(weekStart('2027-01-01')).toBe('2026-12-28')
  })

  it('cover the range, the first and last cut to it', () => {
    expect(weeksOf({ from: '2026-11-04', to: '2026-11-17' })).toEqual([
      { start: '2026-11-02', from: '2026-11-04', to: '2026-11-08' },
      { start: '2026-11-09', from: '2026-11-09', to: '2026-11-15' },
      { start: '2026-11-16', from: '2026-11-16', to: '2026-11-17' },
    ])
    expect(weeksOf({ from: '2026-11-23', to: '2026-11-29' })).toEqual([
      { start: '2026-11-23', from: '2026-11-23', to: '2026-11-29' },
    ])
    expect(weeksOf({ from: '2025-11-27', to: '2026-11-27' })).toHaveLength(53)
  })
})

describe('quick ranges and the period before', () => {
  it('are the last 7 and 30 days, this month, last month and the last 12 months, each a valid range', () => {
    expect(quickRanges('2026-12-01')).toEqual([
      { key: '7d', from: '2026-11-25', to: '2026-12-01' },
      { key: '30d', from: '2026-11-02', to: '2026-12-01' },
      { key: 'month', from: '2026-12-01', to: '2026-12-01' },
      { key: 'last-month', from: '2026-11-01', to: '2026-11-30' },
      { key: '12m', from: '2025-12-02', to: '2026-12-01' },
    ])
    // Across a year's end, a leap day and a month's end.
    expect(quickRanges('2027-01-15').find((r) => r.key === 'last-month')).toEqual({
      key: 'last-month',
      from: '2026-12-01',
      to: '2026-12-31',
    })
    expect(quickRanges('2028-03-01').find((r) => r.key === 'last-month')).toMatchObject({ to: '2028-02-29' })
    expect(quickRanges('2029-02-28').find((r) => r.key === '12m')).toMatchObject({ from: '2028-02-29' })
    for (const today of ['2026-12-01', '2028-02-29', '2027-01-01', '2026-03-31']) {
      for (const quick of quickRanges(today)) {
        const range = funnelRange(quick)
        expect(range.ok, `${today} ${quick.key}`).toBe(true)
        if (range.ok) expect(range.value.days).toBeLessThanOrEqual(FUNNEL_MAX_DAYS)
      }
    }
    const year = funnelRange(quickRanges('2026-12-01').find((r) => r.key === '12m')!)
    expect(year.ok && year.value.days).toBe(365)
  })

  it('the period before has as many days and ends the day before', () => {
    expect(previousRange({ from: '2026-11-02', to: '2026-12-01', days: 30 })).toEqual({
      from: '2026-10-03',
      to: '2026-11-01',
      days: 30,
    })
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01', days: 1 })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
      days: 1,
    })
  })
})
