import { describe, expect, it } from 'vitest'

import { readTimeOf, wordCount } from './read-time'

const doc = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      children: [{ type: 'text', text }, { type: 'linebreak' }],
    })),
  },
})
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('read time', () => {
  it('counts the words of every text node, nested or not', () => {
    expect(wordCount(doc('one two  three', ' four '))).toBe(4)
    expect(
      wordCount({
        root: {
          children: [{ type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'a b' }] }] }],
        },
      }),
    ).toBe(2)
    expect(wordCount(null)).toBe(0)
  })

  it('is words / 200 rounded up, at least one minute', () => {
    expect(readTimeOf(doc(words(50)))).toBe('1 min read')
    expect(readTimeOf(doc(words(200)))).toBe('1 min read')
    expect(readTimeOf(doc(words(201)))).toBe('2 min read')
    expect(readTimeOf(doc(words(1000), words(600)))).toBe('8 min read')
    expect(readTimeOf(undefined)).toBe('1 min read')
  })
})
