/** A minimal Lexical document: one paragraph of text (for creating posts in tests). */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: [
        {
          type: 'paragraph',
          version: 1,
          format: '',
          indent: 0,
          direction: 'ltr',
          textFormat: 0,
          children: [{ type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
        },
      ],
    },
  }
}

/** A Lexical document of one paragraph holding a custom link to `url` (for link rules in tests). */
export function lexicalLink(url: string) {
  const document = lexicalParagraph('See ')
  const link = {
    type: 'link',
    version: 3,
    format: '',
    indent: 0,
    direction: 'ltr',
    fields: { linkType: 'custom', url, newTab: false },
    children: [{ type: 'text', text: 'this', version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
  }
  ;(document.root.children[0]!.children as unknown[]).push(link)
  return document
}
