/**
 * A Lexical document with every kind of node the post editor can make (collections/BlogPosts.ts: the
 * default features without relationships, links to posts, tables): for tests of how articles render.
 */
const base = { version: 1, format: '', indent: 0, direction: 'ltr' } as const

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  version: 1,
  format,
  mode: 'normal',
  style: '',
  detail: 0,
})
const paragraph = (...children: object[]) => ({ type: 'paragraph', ...base, textFormat: 0, children })
const heading = (tag: string, value: string) => ({ type: 'heading', tag, ...base, children: [text(value)] })
const listItem = (value: number, children: object[], checked?: boolean) => ({
  type: 'listitem',
  ...base,
  value,
  ...(checked === undefined ? {} : { checked }),
  children,
})
const list = (listType: 'bullet' | 'number' | 'check', items: object[]) => ({
  type: 'list',
  ...base,
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  children: items,
})
const cell = (headerState: number, value: string) => ({
  type: 'tablecell',
  ...base,
  headerState,
  colSpan: 1,
  rowSpan: 1,
  backgroundColor: null,
  children: [paragraph(text(value))],
})
const row = (...cells: object[]) => ({ type: 'tablerow', ...base, children: cells })

/** Text formats as Lexical stores them (bit flags). */
const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8
const CODE = 16
const SUBSCRIPT = 32
const SUPERSCRIPT = 64

/**
 * The document: `linkedPostId` is a published post an internal link points at, `mediaId` an upload shown in the body.
 */
export function lexicalEveryNode({ linkedPostId, mediaId }: { linkedPostId: number; mediaId: number }) {
  const nestedBullets = (label: string) => [
    listItem(1, [text(`${label} one`)]),
    listItem(2, [list('bullet', [listItem(1, [text(`${label} nested`)])])]),
    listItem(2, [text(`${label} two`)]),
  ]
  return {
    root: {
      type: 'root',
      ...base,
      children: [
        heading('h2', 'Every kind of text'),
        paragraph(
          text('Bold', BOLD),
          text(' italic', ITALIC),
          text(' struck', STRIKETHROUGH),
          text(' underlined', UNDERLINE),
          text(' code', CODE),
          text(' sub', SUBSCRIPT),
          text(' sup', SUPERSCRIPT),
          text(' all', BOLD | ITALIC | UNDERLINE),
          { type: 'linebreak', version: 1 },
          { type: 'tab', version: 1, text: '\t', format: 0, mode: 'normal', style: '', detail: 2 },
          text('after a line break and a tab.'),
        ),
        paragraph(),
        paragraph(
          text('A '),
          {
            type: 'link',
            ...base,
            fields: { linkType: 'custom', url: 'https://example.com/a?b=1&c=2', newTab: true },
            id: 'l1',
            children: [text('custom link')],
          },
          text(' and an '),
          {
            type: 'link',
            ...base,
            fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'blog-posts', value: linkedPostId } },
            id: 'l2',
            children: [text('internal link')],
          },
          text('.'),
        ),
        heading('h3', 'Lists'),
        list('bullet', nestedBullets('Bullet')),
        list('number', [
          listItem(1, [text('First')]),
          listItem(2, [list('number', [listItem(1, [text('First nested')])])]),
          listItem(2, [text('Second')]),
        ]),
        list('check', [listItem(1, [text('Done')], true), listItem(2, [text('To do')], false)]),
        heading('h4', 'Quote, rule, table and image'),
        { type: 'quote', ...base, children: [text('A quotation.')] },
        { type: 'horizontalrule', version: 1 },
        {
          type: 'table',
          ...base,
          children: [row(cell(1, 'Plan'), cell(1, 'Price')), row(cell(0, 'Basic'), cell(0, '$10'))],
        },
        { type: 'upload', ...base, id: 'u1', fields: null, relationTo: 'media', value: mediaId },
        heading('h5', 'Smaller heading'),
        heading('h6', 'Smallest heading'),
        paragraph(text('The end.')),
      ],
    },
  }
}
