import { describe, expect, it } from 'vitest'

import { fill } from './fill'

describe('fill', () => {
  it('fills placeholders and leaves unknown ones alone', () => {
    expect(fill('{name} is typing… {x}', { name: 'Ava' })).toBe('Ava is typing… {x}')
    expect(fill('© {year} Agency', { year: 2026 })).toBe('© 2026 Agency')
  })
})
