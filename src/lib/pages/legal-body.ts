import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'

/**
 * A legal document's body is one rich-text field (Lexical). Each Heading 2 opens a numbered section;
 * the seeds are written as sections and turned into that document here.
 */
export type LegalBody = SerializedEditorState

/** How the seeds write a section: `closing` paragraphs come after the bullet points. */
export type LegalSection = { heading: string; paragraphs: string[]; list?: string[]; closing?: string[] }

type Node = SerializedLexicalNode & { tag?: string }

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const block = { format: '', indent: 0, version: 1, direction: 'ltr' } as const
const heading = (value: string) => ({ ...block, type: 'heading', tag: 'h2', children: [text(value)] })
const paragraph = (value: string) => ({
  ...block,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: [text(value)],
})
const bullets = (items: string[]) => ({
  ...block,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, index) => ({ ...block, type: 'listitem', value: index + 1, children: [text(item)] })),
})

/** The rich-text document of sections written as data. */
export function legalBody(sections: LegalSection[]): LegalBody {
  const children = sections.flatMap((section) => [
    heading(section.heading),
    ...section.paragraphs.map(paragraph),
    ...(section.list && section.list.length > 0 ? [bullets(section.list)] : []),
    ...(section.closing ?? []).map(paragraph),
  ])
  return { root: { ...block, type: 'root', children } }
}

const isHeading2 = (node: Node) => node.type === 'heading' && node.tag === 'h2'

/** The body cut at each Heading 2: what comes before the first one, then one part per section. */
export function legalParts(
  body: LegalBody | null | undefined,
): { heading?: SerializedLexicalNode; nodes: SerializedLexicalNode[] }[] {
  const parts: { heading?: SerializedLexicalNode; nodes: SerializedLexicalNode[] }[] = []
  for (const node of (body?.root?.children ?? []) as Node[]) {
    if (isHeading2(node)) parts.push({ heading: node, nodes: [] })
    else if (parts.length === 0) parts.push({ nodes: [node] })
    else parts.at(-1)!.nodes.push(node)
  }
  return parts
}
