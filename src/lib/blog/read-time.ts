import { lexicalNodes } from '@/lib/rich-text/nodes'

/** Reading speed the computed read time assumes (words a minute), a common figure for web articles. */
export const WORDS_PER_MINUTE = 200

/** Words in a Lexical document: the text of every text node, split on white space. */
export function wordCount(content: unknown): number {
  let words = 0
  for (const { text } of lexicalNodes(content))
    if (typeof text === 'string') words += text.split(/\s+/).filter(Boolean).length
  return words
}

/** "N min read" for a Lexical body: words / 200, rounded up, at least 1. */
export function readTimeOf(content: unknown): string {
  return `${Math.max(1, Math.ceil(wordCount(content) / WORDS_PER_MINUTE))} min read`
}
