import { describe, expect, it } from 'vitest'

import { addLayoutShift, CLS_START, type ClsState, formatVital, type LayoutShift, rateVital } from './web-vitals'

describe('web vitals rating', () => {
  it('uses the specification thresholds', () => {
    expect(rateVital('LCP', 2499)).toBe('good')
    expect(rateVital('LCP', 3000)).toBe('needs-improvement')
    expect(rateVital('LCP', 4001)).toBe('poor')
    expect(rateVital('FID', 99)).toBe('good')
    expect(rateVital('FID', 301)).toBe('poor')
    expect(rateVital('CLS', 0.05)).toBe('good')
    expect(rateVital('CLS', 0.3)).toBe('poor')
    expect(rateVital('TTFB', 799)).toBe('good')
    expect(rateVital('TTFB', 1801)).toBe('poor')
  })

  it('formats a console line', () => {
    expect(formatVital('CLS', 0)).toBe('[Web Vitals] CLS: 0.000 (good)')
    expect(formatVital('TTFB', 123.4)).toBe('[Web Vitals] TTFB: 123ms (good)')
  })
})

describe('cumulative layout shift', () => {
  const shift = (startTime: number, value: number, hadRecentInput = false): LayoutShift => ({
    startTime,
    value,
    hadRecentInput,
  })
  const cls = (shifts: LayoutShift[]) => shifts.reduce<ClsState>(addLayoutShift, CLS_START).value

  it('is 0 without shifts and sums shifts less than 1 s apart', () => {
    expect(cls([])).toBe(0)
    expect(cls([shift(100, 0.05), shift(900, 0.03), shift(1800, 0.02)])).toBeCloseTo(0.1)
  })

  it('starts a new window after a 1 s gap and keeps the largest window', () => {
    expect(cls([shift(100, 0.05), shift(200, 0.05), shift(1300, 0.02), shift(1400, 0.01)])).toBeCloseTo(0.1)
    expect(cls([shift(100, 0.01), shift(1200, 0.2), shift(1300, 0.1)])).toBeCloseTo(0.3)
  })

  it('closes a window after 5 s even without a gap', () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01))
    // 0 … 4500 ms: six shifts in the first window, then a new one from 5400 ms.
    expect(cls(steady)).toBeCloseTo(0.06)
  })

  it('ignores shifts right after input', () => {
    expect(cls([shift(100, 0.3, true), shift(200, 0.01)])).toBeCloseTo(0.01)
  })
})
