import { describe, expect, it } from 'vitest'

import { coversAny, overlaps } from './covers'

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
})
/** An element as coversAny reads it: its box, and what it contains. */
const element = (rect: ReturnType<typeof box>, inside: unknown[] = []) =>
  ({ getBoundingClientRect: () => rect, contains: (other: unknown) => inside.includes(other) }) as unknown as Element

describe('overlaps', () => {
  it('is true for boxes that share area, false for boxes beside, above or only touching', () => {
    const teaser = box(200, 700, 170, 44)
    expect(overlaps(teaser, box(16, 690, 358, 48))).toBe(true)
    expect(overlaps(teaser, box(210, 710, 10, 10))).toBe(true)
    expect(overlaps(teaser, box(16, 600, 358, 48))).toBe(false)
    expect(overlaps(teaser, box(16, 744, 358, 48))).toBe(false)
    expect(overlaps(teaser, box(0, 700, 200, 44))).toBe(false)
  })

  it('a box with no area (an element not laid out) is never covered', () => {
    expect(overlaps(box(0, 0, 100, 100), box(10, 10, 0, 0))).toBe(false)
  })
})

describe('coversAny', () => {
  it('finds a covered field, ignores those beside it and its own', () => {
    const field = element(box(16, 690, 358, 48))
    const clear = element(box(16, 100, 358, 48))
    const own = element(box(210, 705, 20, 20))
    const teaser = element(box(200, 700, 170, 44), [own])
    expect(coversAny(teaser, [clear, own])).toBe(false)
    expect(coversAny(teaser, [clear, own, field])).toBe(true)
  })
})
