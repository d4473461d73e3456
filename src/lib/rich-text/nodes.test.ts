import { describe, expect, it } from 'vitest'

import { lexicalNodes } from './nodes'

describe('lexicalNodes', () => {
  it('yields every node of a stored document, root first, depth first in document order', () => {
    const doc = {
      root: {
        type: 'root',
        children: [{ type: 'p', children: [{ type: 'a' }, { type: 'b', children: [{ type: 'c' }] }] }, { type: 'd' }],
      },
    }
    expect([...lexicalNodes(doc)].map((node) => node.type)).toEqual(['root', 'p', 'a', 'b', 'c', 'd'])
  })

  it('yields nothing for what is not a document, and skips what is not a node', () => {
    for (const value of [null, undefined, 'text', 42, {}, { root: null }]) expect([...lexicalNodes(value)]).toEqual([])
    expect(
      [...lexicalNodes({ root: { type: 'root', children: [null, 'x', { type: 'p' }] } })].map((node) => node.type),
    ).toEqual(['root', 'p'])
  })
})
