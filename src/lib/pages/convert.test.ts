import { describe, expect, it } from 'vitest'

import { copyFromDoc, mapStrings } from './convert'
import { group, icon, line, list, optionalGroup, optionalLine, strings } from './field-kit'

const fields = [
  line('heading'),
  optionalLine('note'),
  strings('paragraphs', { singular: 'Paragraph' }),
  list('items', [icon(), line('title'), strings('points', { singular: 'Point', multiline: false })], {
    singular: 'Item',
  }),
  group('hero', [line('eyebrow'), optionalLine('badge')]),
  optionalGroup('extra', [optionalLine('heading'), strings('points', { singular: 'Point', minRows: 0 })]),
  { type: 'row' as const, fields: [line('label')] },
]

describe('copyFromDoc', () => {
  it('reads a saved document as its copy: no row ids, no empty values, lists of texts as they are', () => {
    const doc = {
      id: 4,
      heading: 'Heading',
      note: null,
      paragraphs: ['One', '', 'Two'],
      items: [{ id: 'a1', icon: 'star', title: 'Title', points: ['p'] }],
      hero: { eyebrow: 'Eyebrow', badge: '' },
      extra: { heading: 'Extra', points: [] },
      label: 'Label',
      updatedAt: '2026-11-27T00:00:00.000Z',
    }
    expect(copyFromDoc<typeof doc>(doc, fields)).toEqual({
      heading: 'Heading',
      paragraphs: ['One', 'Two'],
      items: [{ icon: 'star', title: 'Title', points: ['p'] }],
      hero: { eyebrow: 'Eyebrow' },
      extra: { heading: 'Extra', points: [] },
      label: 'Label',
    })
  })

  it('leaves out an optional group left empty, keeps an empty required one, and gives every list', () => {
    const copy = copyFromDoc(
      { heading: 'Heading', extra: { heading: null, points: null }, hero: { eyebrow: null } },
      fields,
    )
    expect(copy).toEqual({ heading: 'Heading', paragraphs: [], items: [], hero: {} })
    expect('extra' in copy).toBe(false)
  })
})

describe('mapStrings', () => {
  it('passes every string of a copy through the map, in a new copy, leaving other values as they are', () => {
    const shared = { label: '{agency}' }
    const copy = { heading: 'Hi {agency}', count: 3, on: true, items: [shared, shared, '{agency}'], nested: { shared } }
    const upper = (text: string) => text.replace('{agency}', 'Acme {agency}')
    expect(mapStrings(copy, upper)).toEqual({
      heading: 'Hi Acme {agency}',
      count: 3,
      on: true,
      // An object the copy holds twice is filled once, as a copy made of separate objects would be.
      items: [{ label: 'Acme {agency}' }, { label: 'Acme {agency}' }, 'Acme {agency}'],
      nested: { shared: { label: 'Acme {agency}' } },
    })
    expect(copy.heading).toBe('Hi {agency}')
    expect(shared.label).toBe('{agency}')
  })
})
