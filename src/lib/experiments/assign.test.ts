import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { visitorId } from '@/lib/visits/visitor'

import { armFor } from './assign'

/** 10,000 visitors as the site sees them: a day's salt over distinct addresses and browsers. */
function syntheticVisitors(count: number, seed: string): bigint[] {
  const salt = createHash('sha256').update(seed).digest()
  return Array.from({ length: count }, (_, index) =>
    visitorId(salt, `203.0.${index >> 8}.${index & 255}`, `Mozilla/5.0 (visitor ${index})`),
  )
}

const share = (visitors: bigint[], experimentId: number, variantShare: number) =>
  (visitors.filter((visitor) => armFor(experimentId, visitor, variantShare) === 'variant').length / visitors.length) *
  100

describe('armFor', () => {
  it('gives a visitor the same arm every time on the same day', () => {
    for (const visitor of syntheticVisitors(200, 'same day')) {
      expect(armFor(7, visitor, 50)).toBe(armFor(7, visitor, 50))
    }
  })

  it.each([
    [50, 'day one'],
    [50, 'day two'],
    [20, 'day one'],
    [20, 'day three'],
  ])('splits 10,000 visitors within 2 points of a variant share of %i in 100 (%s)', (variantShare, day) => {
    for (const experimentId of [1, 2, 99, 12_345]) {
      expect(Math.abs(share(syntheticVisitors(10_000, day), experimentId, variantShare) - variantShare)).toBeLessThan(2)
    }
  })

  it('splits the same visitors independently for two experiments', () => {
    const visitors = syntheticVisitors(10_000, 'two experiments')
    const both = visitors.filter(
      (visitor) => armFor(1, visitor, 50) === 'variant' && armFor(2, visitor, 50) === 'variant',
    )
    // Independent halves overlap in a quarter; one hash for both would overlap in a half.
    expect(Math.abs((both.length / visitors.length) * 100 - 25)).toBeLessThan(2)
  })

  it('puts a visitor in another arm on another day (a new salt is a new draw)', () => {
    const dayOne = syntheticVisitors(10_000, 'monday')
    const dayTwo = syntheticVisitors(10_000, 'tuesday')
    const changed = dayOne.filter((visitor, index) => armFor(3, visitor, 50) !== armFor(3, dayTwo[index]!, 50))
    expect(Math.abs((changed.length / dayOne.length) * 100 - 50)).toBeLessThan(2)
  })

  it('shows nobody the variant at a 0 share and everybody at 100', () => {
    const visitors = syntheticVisitors(1_000, 'edges')
    expect(share(visitors, 5, 0)).toBe(0)
    expect(share(visitors, 5, 100)).toBe(100)
  })
})
