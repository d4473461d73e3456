import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { jsonDepthWithin, MAX_JSON_DEPTH } from './body'

/** The depth JSON.parse's value really has (objects and arrays). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0
  const children = Array.isArray(value) ? value : Object.values(value)
  return 1 + Math.max(0, ...children.map(depthOf))
}

describe('jsonDepthWithin', () => {
  it('allows MAX_JSON_DEPTH levels and refuses one more, in arrays and objects', () => {
    const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n)
    const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)
    expect(jsonDepthWithin(arrays(MAX_JSON_DEPTH))).toBe(true)
    expect(jsonDepthWithin(arrays(MAX_JSON_DEPTH + 1))).toBe(false)
    expect(jsonDepthWithin(objects(MAX_JSON_DEPTH))).toBe(true)
    expect(jsonDepthWithin(objects(MAX_JSON_DEPTH + 1))).toBe(false)
  })

  it('reads 100,000 levels without running out of stack, where JSON.stringify does', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(jsonDepthWithin(deep)).toBe(false)
    expect(() => JSON.stringify(JSON.parse(deep))).toThrow(RangeError)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthWithin(JSON.stringify({ text: '[[[[{{{{', quote: '"[[[\\"[[' }), 2)).toBe(true)
    expect(jsonDepthWithin('{"a":"\\\\"}', 1)).toBe(true)
  })

  it('agrees with the parsed value’s own depth for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
        const text = JSON.stringify(value)
        expect(jsonDepthWithin(text, max)).toBe(depthOf(value) <= max)
      }),
    )
  })
})
