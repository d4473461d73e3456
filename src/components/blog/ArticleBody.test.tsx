import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArticleBody } from './ArticleBody'

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const linked = (type: 'link' | 'autolink', fields: Record<string, unknown>) => ({
  type,
  version: 3,
  format: '',
  indent: 0,
  direction: 'ltr',
  fields,
  children: [text('here')],
})
const article = (...links: ReturnType<typeof linked>[]) =>
  ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', children: links }],
    },
  }) as unknown as SerializedEditorState

const render = (data: SerializedEditorState) => renderToStaticMarkup(createElement(ArticleBody, { data }))

describe('ArticleBody', () => {
  it('never renders a javascript:, data: or //host address as a link, whatever was stored', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      ' javascript:alert(1)',
      'vbscript:x',
    ]) {
      for (const type of ['link', 'autolink'] as const) {
        const html = render(article(linked(type, { linkType: 'custom', url })))
        expect(html, `${type} ${url}`).not.toContain('href')
        expect(html, `${type} ${url}`).toContain('here')
      }
    }
  })

  it('renders site paths, http(s) and mailto: links and links to other articles', () => {
    const html = render(
      article(
        linked('link', { linkType: 'custom', url: '/services' }),
        linked('autolink', { linkType: 'custom', url: 'https://example.com/a' }),
        linked('link', { linkType: 'custom', url: 'mailto:hello@example.com', newTab: true }),
        linked('link', {
          linkType: 'internal',
          doc: { relationTo: 'blog-posts', value: { id: 3, slug: 'next-read' } },
        }),
      ),
    )
    expect(html).toContain('href="/services"')
    expect(html).toContain('href="https://example.com/a"')
    expect(html).toContain('href="mailto:hello@example.com"')
    expect(html).toContain('href="/blog/next-read"')
  })
})
