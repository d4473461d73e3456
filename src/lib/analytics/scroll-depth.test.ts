import { describe, expect, it } from 'vitest'

import { newlyReached, scrollPercent } from './scroll-depth'

describe('scroll depth', () => {
  it('reports each threshold once', () => {
    const fired = new Set<number>()
    expect(newlyReached(30, fired)).toEqual([25])
    expect(newlyReached(30, fired)).toEqual([])
    expect(newlyReached(80, fired)).toEqual([50, 75])
    expect(newlyReached(100, fired)).toEqual([100])
    expect(newlyReached(100, fired)).toEqual([])
  })

  it('measures the bottom of the viewport against the document', () => {
    expect(scrollPercent(0, 800, 3200)).toBe(25)
    expect(scrollPercent(2400, 800, 3200)).toBe(100)
    expect(scrollPercent(0, 800, 600)).toBe(100)
  })
})
