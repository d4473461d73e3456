import { describe, expect, it } from 'vitest'

import { duration } from './conversations'

describe('duration', () => {
  it('reads as seconds, minutes, hours or days', () => {
    expect(duration(null)).toBe('–')
    expect(duration(45)).toBe('45 s')
    expect(duration(720)).toBe('12 min')
    expect(duration(3 * 3600 + 1800)).toBe('3.5 h')
    expect(duration(7200)).toBe('2 h')
    expect(duration(2.1 * 86_400)).toBe('2.1 d')
  })
})
