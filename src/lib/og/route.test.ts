import { describe, expect, it } from 'vitest'

import { coverSource } from './cover'
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
  it('uploads resolve to their file name, built-in images inside their folder; anything else is null', () => {
    expect(coverSource('/api/media/file/a%20b.webp', '/p', site)).toEqual({ upload: 'a b.webp' })
    expect(coverSource(`${site}/api/media/file/a.webp`, '/p', site)).toEqual({ upload: 'a.webp' })
    expect(coverSource('/images/blog/x.webp', '/p', site)).toEqual({ file: '/p/images/blog/x.webp' })
    expect(coverSource('/api/media/file/..%2F..%2Fetc%2Fpasswd', '/p', site)).toBeNull()
    expect(coverSource('/api/media/file/..', '/p', site)).toBeNull()
    expect(coverSource('/api/media/file/a%00.webp', '/p', site)).toBeNull()
    expect(coverSource('/images/../../secret', '/p', site)).toBeNull()
    expect(coverSource('https://elsewhere.example/api/media/file/a.webp', '/p', site)).toBeNull()
    expect(coverSource('/api/users/1', '/p', site)).toBeNull()
  })
})
