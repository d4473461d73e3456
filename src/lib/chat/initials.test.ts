import { describe, expect, it } from 'vitest'

import { initials } from './initials'

describe('initials', () => {
  it.each([
    ['Maya Lopez', 'ML'],
    ['Maya from the team', 'M'],
    ['Support Team', 'ST'],
    ['  Ana   Maria  Ruiz ', 'AM'],
    ['jo', 'J'],
    ['Émilie Dubois', 'ÉD'],
    ['Åsa', 'Å'],
    ['', ''],
    ['🙂', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
