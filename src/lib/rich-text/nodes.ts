/** A node of a stored Lexical document, as the site's checks read it (any field may be missing). */
export type StoredLexicalNode = {
  type?: unknown
  tag?: unknown
  text?: unknown
  fields?: { url?: unknown; linkType?: unknown; doc?: { relationTo?: unknown; value?: unknown } }
  children?: unknown
}

/** Every node of a stored Lexical document (its root first), depth first; nothing for anything else. */
export function* lexicalNodes(content: unknown): Generator<StoredLexicalNode> {
  const stack: unknown[] = [(content as { root?: unknown } | null | undefined)?.root]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node || typeof node !== 'object') continue
    yield node
    const { children } = node as StoredLexicalNode
    if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
  }
}
