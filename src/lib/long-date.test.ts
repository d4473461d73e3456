import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { longUtcDate } from './long-date'

const INTL = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const

describe('longUtcDate', () => {
  // Fourteen hours ahead of UTC in every year (a fixed zone: a city's offset in year 1 was its local mean time), so a
  // formatter that read the local date would be a day off late in every UTC day.
  const zone = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'Etc/GMT-14'
  })
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it("writes every day of leap, common and far years as Intl's long US date in UTC does", () => {
    let days = 0
    for (const year of [1, 999, 1970, 2000, 2024, 2025, 2100, 9999]) {
      // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
      const day = new Date(0)
      day.setUTCFullYear(year, 0, 1)
      for (; day.getUTCFullYear() === year; day.setUTCDate(day.getUTCDate() + 1)) {
        const late = new Date(day.getTime() + 23 * 3600_000 + 59 * 60_000)
        expect(longUtcDate(late)).toBe(late.toLocaleDateString('en-US', INTL))
        days++
      }
    }
    expect(days).toBe(8 * 365 + 2)
  })

  it('writes a known date in full', () => {
    expect(longUtcDate(new Date('2025-01-10T23:30:00-05:00'))).toBe('January 11, 2025')
  })

  it('says an invalid date is one, as Date does', () => {
    expect(longUtcDate(new Date('not a date'))).toBe(new Date('not a date').toLocaleDateString('en-US', INTL))
  })
})
