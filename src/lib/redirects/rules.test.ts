import { describe, expect, it } from 'vitest'

import { normaliseFrom, normaliseTarget, requestPath, resolveRedirects, sitePathOf, targetProblem } from './rules'

describe('redirect rules', () => {
  it('store the old address as the server compares it', () => {
    expect(normaliseFrom('/Blog/Old-Article/')).toEqual({ path: '/blog/old-article' })
    expect(normaliseFrom(' https://www.example.com/services/old?utm=x#top ')).toEqual({ path: '/services/old' })
    expect(requestPath('/Blog/Old-Article/?utm_source=x')).toBe('/blog/old-article')
    expect(requestPath('/')).toBe('/')
  })

  it('refuse the home page, the site’s own machinery, protocol-relative and malformed addresses', () => {
    for (const value of [
      '/',
      '//evil.example/path',
      'blog/no-slash',
      '/api/users',
      '/cms',
      '/admin/chat',
      '/monitoring',
      '/_next/static/x.js',
      '/socket.io/',
      '/a b',
      '/nul\u0000',
      '/back\\slash',
      `/${'x'.repeat(600)}`,
      42,
      null,
    ]) {
      expect(normaliseFrom(value), String(value)).toHaveProperty('error')
    }
    expect(normaliseFrom('/administrators')).toEqual({ path: '/administrators' })
  })

  it('keep letters outside ASCII, percent-encoded as a header must carry them', () => {
    expect(normaliseFrom('/Services–Old')).toEqual({ path: '/services%e2%80%93old' })
    expect(normaliseTarget('/blog/日本')).toEqual({ target: '/blog/%E6%97%A5%E6%9C%AC' })
    // A browser asks for the same path encoded, in upper-case hex; the lookup lower-cases it.
    expect(requestPath('/Services%E2%80%93Old')).toBe('/services%e2%80%93old')
  })

  it('read a request path in one pass however many slashes it ends with, and give up on absurd lengths', () => {
    expect(requestPath(`/a${'/'.repeat(1000)}`)).toBe('/a')
    expect(requestPath('/'.repeat(10))).toBe('/')
    expect(requestPath(`/${'a'.repeat(5000)}`)).toBeUndefined()
  })

  it('collapse chains and leave out redirects that come back to themselves', () => {
    const site = 'https://www.example.com'
    const table = resolveRedirects(
      [
        ['/a', '/b'],
        ['/b', '/c?ref=old'],
        ['/self-slash', '/self-slash/'],
        ['/self-query', '/self-query?x=1'],
        ['/self-origin', 'https://www.example.com/self-origin'],
        ['/ping', '/pong'],
        ['/pong', '/ping'],
        ['/away', 'https://cal.example.com/ping'],
      ],
      site,
    )
    expect(Object.fromEntries(table)).toEqual({
      '/a': '/c?ref=old',
      '/b': '/c?ref=old',
      '/away': 'https://cal.example.com/ping',
    })
    expect(sitePathOf('https://www.example.com/About/', site)).toBe('/about')
    expect(sitePathOf('https://other.example.com/about', site)).toBeUndefined()
  })

  it('lead to a path on this site or an http(s) address, nothing else', () => {
    for (const ok of ['/services', '/blog/new?ref=x', 'https://cal.example.com/call', 'http://example.com'])
      expect(targetProblem(ok), ok).toBeUndefined()
    for (const bad of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'mailto:a@b.c',
      'not a url',
      '/with space',
      'ftp://example.com',
    ]) {
      expect(targetProblem(bad), bad).toBeTypeOf('string')
    }
  })
})
