import { describe, expect, it } from 'vitest'

import { safeLinks, unsafeLinks } from './links'

const link = (url: string, linkType = 'custom', doc?: unknown) => ({
  type: 'link',
  version: 3,
  fields: { url, linkType, doc },
  children: [{ type: 'text', text: 'here', version: 1 }],
})
const withLink = (url: string, linkType?: string, doc?: unknown) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: 'See ' }, link(url, linkType, doc)] }],
  },
})

describe('the link rule of every rich-text field', () => {
  it('lets through links to a site path, an http(s) address or mailto:, and names every other one', () => {
    for (const url of ['/contact', 'https://example.com/a?b=c', 'http://example.com', 'mailto:hello@example.com'])
      expect(unsafeLinks(withLink(url)), url).toEqual([])
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '//evil.example/x',
      'data:text/html,<script>x</script>',
      'ftp://example.com',
      '/\\evil.example',
      'https://exa mple.com',
    ])
      expect(unsafeLinks(withLink(url)), url).toEqual([url])
    expect(unsafeLinks({ root: { children: [{ type: 'autolink', fields: {}, children: [] }] } })).toEqual([
      '(no address)',
    ])
    expect(unsafeLinks(null)).toEqual([])
  })

  it('lets an internal link through only to a collection the field links to', () => {
    const post = { relationTo: 'blog-posts', value: 4 }
    expect(unsafeLinks(withLink('', 'internal', post), ['blog-posts'])).toEqual([])
    expect(unsafeLinks(withLink('/contact', 'internal', post))).toEqual(['/contact'])
    expect(unsafeLinks(withLink('', 'internal', { relationTo: 'users', value: 1 }), ['blog-posts'])).toEqual([
      '(a link to a document)',
    ])
  })

  it('names the field in its refusal', async () => {
    const { validate } = safeLinks()
    const options = { name: 'content', label: 'Content' } as unknown as Parameters<typeof validate>[1]
    expect(await validate(withLink('data:text/html,x') as never, options)).toBe(
      'Content: A link is a path on this site (/contact), an http(s):// address or mailto: (not data:text/html,x).',
    )
  })
})
