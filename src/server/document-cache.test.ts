import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'

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

  it('gives a header asked again, and again after many others, the same choice', () => {
    const headers = ['gzip, deflate, br', 'br;q=0, gzip', 'identity', 'gzip;q=0, br;q=0']
    const first = headers.map((header) => preferredEncoding(header))
    for (let i = 0; i < 250; i++) preferredEncoding(`gzip, x-${i}`)
    expect(headers.map((header) => preferredEncoding(header))).toEqual(first)
    expect(first).toEqual(['br', 'gzip', null, null])
    expect(preferredEncoding(['gzip', 'br'])).toBe('br')
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
    expect(cache.lookup(page, null)).toEqual({ body: page, hashes: ['h'], encoded: null })
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

  it('replaces the first, fast compression with the best levels, made once in the background', async () => {
    // Words in a varied order, as a page's text is: the levels differ on it (they hardly do on a repeated line).
    let seed = 7
    const words = ['creator', 'account', 'growth', 'strategy', 'subscribers', 'content', 'message', 'revenue']
    const text = Array.from({ length: 12_000 }, () => words[(seed = (seed * 48271) % 2147483647) % words.length])
    const html = Buffer.from(`<html><body><p>${text.join(' ')}</p></body></html>`)
    const cache = new DocumentCache(() => [])
    const fast = { br: cache.lookup(html, 'br').encoded!, gzip: cache.lookup(html, 'gzip').encoded! }
    await cache.settled()
    const best = { br: cache.lookup(html, 'br').encoded!, gzip: cache.lookup(html, 'gzip').encoded! }
    const brotli11 = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    })
    expect(best.br.length).toBe(brotli11.length)
    expect(best.br.length).toBeLessThan(fast.br.length)
    expect(best.gzip.length).toBe(Math.min(fast.gzip.length, gzipSync(html, { level: 9 }).length))
    expect(brotliDecompressSync(best.br).equals(html)).toBe(true)
    expect(gunzipSync(best.gzip).equals(html)).toBe(true)
    // Made once: later answers are the same bytes, and nothing more is compressed.
    expect(cache.lookup(html, 'br').encoded).toBe(best.br)
    await cache.settled()
    expect(cache.lookup(html, 'br').encoded).toBe(best.br)
  })

  it('answers a new HTML page as Next rendered it, then, once its critical CSS is inlined, the inlined page', async () => {
    const hash = vi.fn((html: string) => [html.includes('<style>') ? 'inlined' : 'next'])
    const inline = vi.fn((html: string) =>
      Promise.resolve(html.replace('<body>', '<head><style>p{}</style></head><body>')),
    )
    const cache = new DocumentCache(hash, undefined, inline)
    const first = cache.lookup(page, 'br', true)
    expect(first.body).toBe(page)
    expect(first.hashes).toEqual(['next'])
    expect(brotliDecompressSync(first.encoded!).equals(page)).toBe(true)
    await cache.settled()
    const inlined = cache.lookup(page, 'br', true)
    expect(inlined.body.toString()).toContain('<style>p{}</style>')
    expect(inlined.hashes).toEqual(['inlined'])
    // Compressed again from the inlined bytes, for every encoding.
    expect(brotliDecompressSync(inlined.encoded!).equals(inlined.body)).toBe(true)
    expect(gunzipSync(cache.lookup(page, 'gzip', true).encoded!).equals(inlined.body)).toBe(true)
    expect(cache.lookup(page, null, true).body).toBe(inlined.body)
    await cache.settled()
    expect(inline).toHaveBeenCalledTimes(1)
  })

  it('keeps Next’s page when inlining fails, and never inlines what is not an HTML page', async () => {
    const inline = vi.fn(() => Promise.reject(new Error('unparsable')))
    const cache = new DocumentCache(() => [], undefined, inline)
    cache.lookup(page, 'gzip', true)
    await cache.settled()
    expect(gunzipSync(cache.lookup(page, 'gzip', true).encoded!).equals(page)).toBe(true)
    const feed = Buffer.from('<?xml version="1.0"?><rss></rss>')
    expect(cache.lookup(feed, 'gzip').body).toBe(feed)
    expect(inline).toHaveBeenCalledTimes(1)
  })
})
