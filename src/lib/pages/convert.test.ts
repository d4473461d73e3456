import { describe, expect, it } from 'vitest'

import { copyFromDoc } from './convert'
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
    expect(copyFromDoc(doc, fields)).toEqual({
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
