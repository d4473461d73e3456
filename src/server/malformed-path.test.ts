import { describe, expect, it } from 'vitest'

import { hasMalformedEscape } from './malformed-path'

describe('hasMalformedEscape', () => {
  it('finds the escapes that do not decode, or decode to NUL', () => {
    for (const url of ['/%zz', '/blog/%zz', '/blog/category/%zz', '/a%4', '/%ff', '/%e2%82', '/x%', '/blog/x-y11%00'])
      expect(hasMalformedEscape(url), url).toBe(true)
  })

  it('passes paths that decode, and leaves the query string to the routes', () => {
    for (const url of ['/', '/blog', '/blog/caf%C3%A9', '/a%20b', '/%25zz', '/blog?q=%zz', '/%E2%82%AC'])
      expect(hasMalformedEscape(url), url).toBe(false)
  })
})
