/** Reading speed the computed read time assumes (words a minute), a common figure for web articles. */
export const WORDS_PER_MINUTE = 200

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/** Words in a Lexical document: the text of every text node, split on white space. */
export function wordCount(content: unknown): number {
  let words = 0
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as LexicalNode
    if (typeof text === 'string') words += text.split(/\s+/).filter(Boolean).length
    if (Array.isArray(children)) children.forEach(visit)
  }
  visit((content as { root?: unknown } | null | undefined)?.root)
  return words
}

/** "N min read" for a Lexical body: words / 200, rounded up, at least 1. */
export function readTimeOf(content: unknown): string {
  return `${Math.max(1, Math.ceil(wordCount(content) / WORDS_PER_MINUTE))} min read`
}
