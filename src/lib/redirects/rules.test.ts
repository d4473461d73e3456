import { describe, expect, it } from 'vitest'

import { normaliseFrom, requestPath, targetProblem } from './rules'

describe('redirect rules', () => {
  it('store the old address as the server compares it', () => {
    expect(normaliseFrom('/Blog/Old-Article/')).toEqual({ path: '/blog/old-article' })
    expect(normaliseFrom(' https://www.example.com/services/old?utm=x#top ')).toEqual({ path: '/services/old' })
    expect(requestPath('/Blog/Old-Article/?utm_source=x')).toBe('/blog/old-article')
    expect(requestPath('/')).toBe('/')
  })

  it('refuse the home page, the site’s own machinery, protocol-relative and malformed addresses', () => {
    for (const value of ['/', '//evil.example/path', 'blog/no-slash', '/api/users', '/cms', '/admin/chat', '/monitoring', '/_next/static/x.js', '/socket.io/', '/a b', '/nul\u0000', '/back\\slash', 'x'.repeat(600), 42, null]) {
      expect(normaliseFrom(value), String(value)).toHaveProperty('error')
    }
    expect(normaliseFrom('/administrators')).toEqual({ path: '/administrators' })
  })

  it('lead to a path on this site or an http(s) address, nothing else', () => {
    for (const ok of ['/services', '/blog/new?ref=x', 'https://cal.example.com/call', 'http://example.com']) expect(targetProblem(ok), ok).toBeUndefined()
    for (const bad of ['', '   ', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', 'mailto:a@b.c', 'not a url', '/with space', 'ftp://example.com']) {
      expect(targetProblem(bad), bad).toBeTypeOf('string')
    }
  })
})
