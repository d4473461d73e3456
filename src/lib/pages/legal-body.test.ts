import { describe, expect, it } from 'vitest'

import { legalBody, legalParts, unsafeLinks } from './legal-body'

const link = (url: string, linkType = 'custom') => ({ type: 'link', version: 3, fields: { url, linkType }, children: [{ type: 'text', text: 'here', version: 1 }] })
const withLink = (url: string, linkType?: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'See ' }, link(url, linkType)] }] },
})

describe('legal body', () => {
  it('writes sections as a Heading 2, its paragraphs, its bullet points and the paragraphs after them, in order', () => {
    const body = legalBody([
      { heading: 'One', paragraphs: ['First.', 'Second.'], list: ['a', 'b'], closing: ['After.'] },
      { heading: 'Two', paragraphs: ['Only.'] },
    ])
    const shape = body.root.children.map((node) => {
      const { type, tag, children } = node as unknown as { type: string; tag?: string; children: { text?: string; children?: { text: string }[] }[] }
      return `${type}${tag ? `:${tag}` : ''} ${children.map((child) => child.text ?? child.children?.map((inner) => inner.text).join('')).join('|')}`
    })
    expect(shape).toEqual(['heading:h2 One', 'paragraph First.', 'paragraph Second.', 'list:ul a|b', 'paragraph After.', 'heading:h2 Two', 'paragraph Only.'])
  })

  it('cuts the body into one part per Heading 2, with whatever comes before the first heading on its own', () => {
    const body = legalBody([
      { heading: 'One', paragraphs: ['x'] },
      { heading: 'Two', paragraphs: ['y', 'z'] },
    ])
    body.root.children.unshift({ type: 'paragraph', version: 1, children: [] } as never)
    const parts = legalParts(body)
    expect(parts.map((part) => [Boolean(part.heading), part.nodes.length])).toEqual([
      [false, 1],
      [true, 1],
      [true, 2],
    ])
    expect(legalParts(undefined)).toEqual([])
    expect(legalParts({ root: {} } as never)).toEqual([])
  })

  it('lets through links to a site path, an http(s) address or mailto:, and names every other one', () => {
    for (const url of ['/contact', 'https://example.com/a?b=c', 'http://example.com', 'mailto:hello@example.com']) expect(unsafeLinks(withLink(url)), url).toEqual([])
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'ftp://example.com', '/\\evil.example', 'https://exa mple.com'])
      expect(unsafeLinks(withLink(url)), url).toEqual([url])
    expect(unsafeLinks(withLink('/contact', 'internal'))).toEqual(['/contact'])
    expect(unsafeLinks({ root: { children: [{ type: 'autolink', fields: {}, children: [] }] } })).toEqual(['(no address)'])
    expect(unsafeLinks(null)).toEqual([])
  })
})
