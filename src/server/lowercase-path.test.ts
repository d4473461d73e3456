import { describe, expect, it } from 'vitest'

import { lowercaseLocation } from './lowercase-path'

describe('lowercaseLocation', () => {
  it('lowers a page path with capitals and keeps the query as it is', () => {
    expect(lowercaseLocation('/About')).toBe('/about')
    expect(lowercaseLocation('/Blog/Some-Post?utm_source=Mail')).toBe('/blog/some-post?utm_source=Mail')
  })

  it('leaves lower-case paths, the API, the CMS, build assets and sockets alone', () => {
    for (const url of ['/about', '/', '/blog?Page=2', '/api/media/file/Hero.webp', '/cms/collections/Users', '/_next/static/A.js', '/socket.io/?EIO=4', '/API/users', undefined]) {
      expect(lowercaseLocation(url), String(url)).toBeUndefined()
    }
  })
})
