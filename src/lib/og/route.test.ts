import { describe, expect, it } from 'vitest'

import { coverFile } from './cover'
import { pageImageParams, pagePathOf, plausibleSlug } from './route'

describe('image addresses', () => {
  it('a slug that cannot be a post is refused before the database', () => {
    expect(plausibleSlug('ppv-content-optimization')).toBe(true)
    expect(plausibleSlug('')).toBe(false)
    expect(plausibleSlug('a'.repeat(201))).toBe(false)
    expect(plausibleSlug('bad\u0000slug')).toBe(false)
    expect(plausibleSlug('a/b')).toBe(false)
  })

  it('page images exist for the public pages only', () => {
    expect(pagePathOf(undefined)).toBe('/')
    expect(pagePathOf(['services', 'marketing'])).toBe('/services/marketing')
    expect(pagePathOf(['blog'])).toBe('/blog')
    expect(pagePathOf(['admin'])).toBeNull()
    expect(pagePathOf(['404'])).toBeNull()
    expect(pageImageParams()).toContainEqual({ page: [] })
    expect(pageImageParams()).toContainEqual({ page: ['privacy-policy'] })
  })
})

describe('cover files', () => {
  const site = 'https://site.example'
  it('uploads and built-in images resolve inside their folders; anything else is null', () => {
    expect(coverFile('/api/media/file/a%20b.webp', '/m', '/p', site)).toBe('/m/a b.webp')
    expect(coverFile(`${site}/api/media/file/a.webp`, '/m', '/p', site)).toBe('/m/a.webp')
    expect(coverFile('/images/blog/x.webp', '/m', '/p', site)).toBe('/p/images/blog/x.webp')
    expect(coverFile('/api/media/file/..%2F..%2Fetc%2Fpasswd', '/m', '/p', site)).toBeNull()
    expect(coverFile('/images/../../secret', '/m', '/p', site)).toBeNull()
    expect(coverFile('https://elsewhere.example/api/media/file/a.webp', '/m', '/p', site)).toBeNull()
    expect(coverFile('/api/users/1', '/m', '/p', site)).toBeNull()
  })
})
