import { describe, expect, it } from 'vitest'

import { formatVital, rateVital } from './web-vitals'

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
