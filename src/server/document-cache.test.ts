import { gunzipSync, brotliDecompressSync } from 'node:zlib'

import { describe, expect, it, vi } from 'vitest'

import { DocumentCache, preferredEncoding } from './document-cache'

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })
})

describe('DocumentCache', () => {
  const page = Buffer.from(`<html><body>${'<p>text</p>'.repeat(2000)}<script>x</script></body></html>`)

  it('hashes and compresses a page version once and serves the same bytes after', () => {
    const hash = vi.fn(() => ['h'])
    const cache = new DocumentCache(hash)
    const first = cache.lookup(page, 'br')
    const again = cache.lookup(page, 'br')
    const gzip = cache.lookup(page, 'gzip')
    expect(hash).toHaveBeenCalledTimes(1)
    expect(again.encoded).toBe(first.encoded)
    expect(brotliDecompressSync(first.encoded!).equals(page)).toBe(true)
    expect(gunzipSync(gzip.encoded!).equals(page)).toBe(true)
    expect(cache.lookup(page, null)).toEqual({ hashes: ['h'], encoded: null })
  })

  it('a changed page is a new entry; the least recently used leave beyond the byte limit', () => {
    const hash = vi.fn((html: string) => [String(html.length)])
    const cache = new DocumentCache(hash, 1)
    cache.lookup(page, 'gzip')
    const other = Buffer.concat([page, Buffer.from('<p>more</p>')])
    expect(cache.lookup(other, 'gzip').hashes).toEqual([String(other.length)])
    cache.lookup(page, 'gzip')
    expect(hash).toHaveBeenCalledTimes(3)
  })
})
