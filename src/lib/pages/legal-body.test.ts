import { describe, expect, it } from 'vitest'

import { legalBody, legalParts } from './legal-body'

describe('legal body', () => {
  it('writes sections as a Heading 2, its paragraphs, its bullet points and the paragraphs after them, in order', () => {
    const body = legalBody([
      { heading: 'One', paragraphs: ['First.', 'Second.'], list: ['a', 'b'], closing: ['After.'] },
      { heading: 'Two', paragraphs: ['Only.'] },
    ])
    const shape = body.root.children.map((node) => {
      const { type, tag, children } = node as unknown as {
        type: string
        tag?: string
        children: { text?: string; children?: { text: string }[] }[]
      }
      return `${type}${tag ? `:${tag}` : ''} ${children.map((child) => child.text ?? child.children?.map((inner) => inner.text).join('')).join('|')}`
    })
    expect(shape).toEqual([
      'heading:h2 One',
      'paragraph First.',
      'paragraph Second.',
      'list:ul a|b',
      'paragraph After.',
      'heading:h2 Two',
      'paragraph Only.',
    ])
  })

  it('cuts the body into one part per Heading 2, with whatever comes before the first heading on its own', () => {
    const body = legalBody([
      { heading: 'One', paragraphs: ['x'] },
      { heading: 'Two', paragraphs: ['y', 'z'] },
    ])
    body.root.children.unshift({ type: 'paragraph', version: 1, children: [] } as never)
    const parts = legalParts(body)
    expect(parts.map((part) => [Boolean(part.heading), part.nodes.length])).toEqual([
      [false, 1],
      [true, 1],
      [true, 2],
    ])
    expect(legalParts(undefined)).toEqual([])
    expect(legalParts({ root: {} } as never)).toEqual([])
  })
})
