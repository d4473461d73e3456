import { describe, expect, it } from 'vitest'

import { lowercaseLocation } from './lowercase-path'

describe('lowercaseLocation', () => {
  it('lowers a page path with capitals and keeps the query as it is', () => {
    expect(lowercaseLocation('/About')).toBe('/about')
    expect(lowercaseLocation('/Blog/Some-Post?utm_source=Mail')).toBe('/blog/some-post?utm_source=Mail')
  })

  it('leaves lower-case paths, the API, the CMS, build assets and sockets alone', () => {
    for (const url of [
      '/about',
      '/',
      '/blog?Page=2',
      '/api/media/file/Hero.webp',
      '/cms/collections/Users',
      '/_next/static/A.js',
      '/socket.io/?EIO=4',
      '/API/users',
      undefined,
    ]) {
      expect(lowercaseLocation(url), String(url)).toBeUndefined()
    }
  })
})

describe('lowercaseLocation with hostile paths', () => {
  // What a browser makes of a Location, resolved on the page's own origin.
  const resolved = (location: string) => new URL(location, 'https://www.example.com/')

  it('never points at another host: leading slashes and backslashes collapse to one', () => {
    expect(lowercaseLocation('//Evil.example/A')).toBe('/evil.example/a')
    expect(lowercaseLocation('/\\Evil.example/A')).toBe('/evil.example/a')
    expect(lowercaseLocation('\\\\Evil.example/A')).toBeUndefined()
    expect(lowercaseLocation('///\\\\/Evil.example/A?Next=//X')).toBe('/evil.example/a?Next=//X')
    expect(lowercaseLocation('/\t/Evil.example/A')).toBe('/evil.example/a')
    expect(lowercaseLocation('/\r\n/Evil.example')).toBe('/evil.example')
    expect(lowercaseLocation('/.//Evil.example/A')).toBe('/./evil.example/a')
  })

  it('keeps encoded slashes encoded (a path segment, not a host)', () => {
    expect(lowercaseLocation('/%2F/Evil.example')).toBe('/%2f/evil.example')
    expect(lowercaseLocation('/%5CEvil.example')).toBe('/%5cevil.example')
    expect(lowercaseLocation('/%09/Evil.example')).toBe('/%09/evil.example')
  })

  it('leaves absolute-form targets and characters unsafe in a header to Next', () => {
    expect(lowercaseLocation('http://Evil.example/A')).toBeUndefined()
    expect(lowercaseLocation('/Caf\u00e9')).toBeUndefined()
    expect(lowercaseLocation('/A\u0000B')).toBeUndefined()
    expect(lowercaseLocation('//API/users')).toBeUndefined()
  })

  it('answers only locations on the same origin, whatever the input', () => {
    const inputs = [
      '//Evil.example/A',
      '/\\Evil.example/A',
      '/\t/Evil',
      '/%2F/X',
      '/\\/\\X',
      '/ /X',
      '/\f/X',
      '/\u000b/X',
      '/A/..//X',
      '/.\\X',
      '/..//Evil',
    ]
    for (const input of inputs) {
      const location = lowercaseLocation(input)
      if (location === undefined) continue
      expect(location, input).toMatch(/^\/(?![\\/])[\x21-\x7e]*$/)
      expect(resolved(location).host, input).toBe('www.example.com')
    }
  })
})
