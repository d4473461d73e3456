import { describe, expect, it } from 'vitest'

import { utcDateTime, utcHour } from './format'

describe('UTC labels', () => {
  it('write midnight as 00:00, never 24:00', () => {
    expect(utcHour('2026-11-27T00:00:00.000Z')).toBe('00:00')
    expect(utcHour('2026-11-27T23:00:00.000Z')).toBe('23:00')
    expect(utcDateTime('2026-11-27T00:05:00.000Z')).toBe('Nov 27, 00:05 UTC')
    expect(utcDateTime('2026-01-03T14:30:59.000Z')).toBe('Jan 3, 14:30 UTC')
  })
})
