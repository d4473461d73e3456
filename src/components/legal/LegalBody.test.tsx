import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { legalBody } from '@/lib/pages/legal-body'

import { LegalBody } from './LegalBody'

const render = (body: ReturnType<typeof legalBody>) => renderToStaticMarkup(createElement(LegalBody, { body }))

describe('LegalBody', () => {
  it('renders each Heading 2 as a numbered section with its paragraphs and bullet points', () => {
    const html = render(
      legalBody([
        { heading: 'Who We Are', paragraphs: ['We manage accounts.'], list: ['One', 'Two'] },
        { heading: 'Your Rights', paragraphs: ['You may ask.'] },
      ]),
    )
    const sections = html.match(/<section[^>]*>.*?<\/section>/g) ?? []
    expect(sections).toHaveLength(2)
    expect(sections[0]).toMatch(/<h2[^>]*>1\. Who We Are<\/h2>/)
    expect(sections[0]).toContain('<p>We manage accounts.</p>')
    expect(sections[0]).toMatch(/<ul[^>]*><li[^>]*>One<\/li><li[^>]*>Two<\/li><\/ul>/)
    expect(sections[1]).toMatch(/<h2[^>]*>2\. Your Rights<\/h2>/)
  })

  it('numbers Heading 2 only: a Heading 3 is a subheading, and text before the first heading stands above the sections', () => {
    const body = legalBody([{ heading: 'Scope', paragraphs: ['Covered.'] }])
    body.root.children.unshift({
      type: 'paragraph',
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [
        { type: 'text', text: 'Read this first.', version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
      ],
    } as never)
    body.root.children.push({
      type: 'heading',
      tag: 'h3',
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [{ type: 'text', text: 'Details', version: 1, format: 0, mode: 'normal', style: '', detail: 0 }],
    } as never)
    const html = render(body)
    expect(html.indexOf('Read this first.')).toBeLessThan(html.indexOf('<section'))
    expect(html).toMatch(/<h2[^>]*>1\. Scope<\/h2>/)
    expect(html).toMatch(/<h3[^>]*>Details<\/h3>/)
    expect(html.match(/<section/g)).toHaveLength(1)
  })
})
