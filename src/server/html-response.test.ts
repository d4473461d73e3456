import {
  createServer,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'

import { DocumentCache, preferredEncoding } from './document-cache'
import { secureResponse, withDocumentLanguage } from './html-response'
import { PageSnapshots } from './page-snapshots'
import { inlineScriptHashes, NON_DOCUMENT_POLICY, sha256Source } from './security-headers'

const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])'

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`

function scriptSrc(policy: string): string {
  return policy.split('; ').find((directive) => directive.startsWith('script-src '))!
}

/** The raw bytes and headers of a GET (fetch() would decompress on its own). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('secureResponse on a real server', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
    close = undefined
  })

  async function serve(
    handler: RequestListener,
    {
      compress = false,
      https = false,
      documents,
      snapshots,
    }: { compress?: boolean; https?: boolean; documents?: DocumentCache; snapshots?: PageSnapshots } = {},
  ): Promise<string> {
    const gzip = compression({ threshold: 0 }) as unknown as (
      req: IncomingMessage,
      res: ServerResponse,
      next: () => void,
    ) => void
    const server = createServer((req, res) => {
      if (snapshots?.serve(req, res, https, preferredEncoding(req.headers['accept-encoding']), 'request-id')) return
      if (compress) gzip(req, res, () => {})
      secureResponse(req, res, { dev: false, analytics: () => false, isHttps: () => https, documents, snapshots })
      handler(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => new Promise((resolve) => server.close(() => resolve()))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  const html = page(`<script>${BOOT}</script>`, `<script>${FLIGHT}</script>`, '<script>alert(1)</script>')

  it('gives a streamed HTML document a policy with its inline scripts hashes and the body unchanged', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.flushHeaders()
      res.write(html.slice(0, 40))
      setTimeout(() => res.end(html.slice(40)), 10)
    })
    const response = await fetch(url)
    const policy = response.headers.get('content-security-policy')!
    expect(scriptSrc(policy)).toBe(`script-src 'self' ${sha256Source(BOOT)} ${sha256Source(FLIGHT)}`)
    expect(await response.text()).toBe(html)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('works under compression, with headers given to writeHead', async () => {
    const url = await serve(
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' })
        res.end(html)
      },
      { compress: true },
    )
    // fetch() would decompress on its own; read the raw bytes.
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).toString()).toBe(html)
    expect(headers['content-security-policy']).toContain(sha256Source(FLIGHT))
  })

  it('sends the base headers and the locked-down policy on anything that is not HTML', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
    const response = await fetch(url)
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy': NON_DOCUMENT_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    })
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.has('strict-transport-security')).toBe(false)
  })

  it('sends HSTS for two years with subdomains when the request came over HTTPS', async () => {
    const url = await serve((_req, res) => res.end('x'), { https: true })
    const response = await fetch(url)
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })

  it('leaves the stored policy alone on a 304 without a content type, as Next sends it', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(304, { etag: '"abc"' })
      res.end()
    })
    const response = await fetch(url)
    expect(response.status).toBe(304)
    expect(response.headers.has('content-security-policy')).toBe(false)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })

  it('leaves the stored policy alone on a 304', async () => {
    const url = await serve((_req, res) => {
      res.statusCode = 304
      res.setHeader('content-type', 'text/html')
      res.end()
    })
    const response = await fetch(url)
    expect(response.status).toBe(304)
    expect(response.headers.has('content-security-policy')).toBe(false)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
  describe("a whole page from Next's cache", () => {
    const cachedPage = (count: () => void) => (_req: IncomingMessage, res: ServerResponse) => {
      count()
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('x-nextjs-cache', 'HIT')
      res.end(html)
    }

    it('is sent in the preferred encoding from the document cache, and the next request gets the snapshot', async () => {
      let renders = 0
      const documents = new DocumentCache(inlineScriptHashes)
      const url = await serve(
        cachedPage(() => renders++),
        { documents, snapshots: new PageSnapshots(60_000) },
      )
      const first = await rawGet(url, { 'accept-encoding': 'gzip, br' })
      expect(first.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(first.body).toString()).toBe(html)
      expect(first.headers['content-length']).toBe(String(first.body.length))
      expect(first.headers.vary).toContain('Accept-Encoding')
      expect(scriptSrc(String(first.headers['content-security-policy']))).toBe(
        `script-src 'self' ${sha256Source(BOOT)} ${sha256Source(FLIGHT)}`,
      )
      const second = await rawGet(url, { 'accept-encoding': 'gzip, br' })
      expect(renders).toBe(1)
      expect(second.body.equals(first.body)).toBe(true)
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    })

    it('is sent as it is, with its length, to a client that accepts no encoding', async () => {
      let renders = 0
      const url = await serve(
        cachedPage(() => renders++),
        { documents: new DocumentCache(inlineScriptHashes), snapshots: new PageSnapshots(60_000) },
      )
      const first = await rawGet(url)
      expect(first.headers['content-encoding']).toBeUndefined()
      expect(first.body.toString()).toBe(html)
      expect(first.headers['content-length']).toBe(String(Buffer.byteLength(html)))
      expect((await rawGet(url)).body.toString()).toBe(html)
      expect(renders).toBe(1)
    })
  })

  it("a feed from Next's cache: compressed once, then its snapshot, keeping the locked-down policy", async () => {
    const rss = `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>${'<item><title>Post</title></item>'.repeat(200)}</channel></rss>`
    let renders = 0
    const url = await serve(
      (_req, res) => {
        renders++
        res.setHeader('content-type', 'application/rss+xml; charset=utf-8')
        res.setHeader('x-nextjs-cache', 'HIT')
        res.end(rss)
      },
      { documents: new DocumentCache(inlineScriptHashes), snapshots: new PageSnapshots(60_000) },
    )
    const first = await rawGet(url, { 'accept-encoding': 'gzip, br' })
    expect(first.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(first.body).toString()).toBe(rss)
    expect(first.headers['content-security-policy']).toBe(NON_DOCUMENT_POLICY)
    const second = await rawGet(url, { 'accept-encoding': 'gzip, br' })
    expect(second.body.equals(first.body)).toBe(true)
    expect(renders, 'the second answer is the snapshot').toBe(1)
  })
})

describe('withDocumentLanguage', () => {
  it('names the language of Next’s error document, and leaves every other document alone', () => {
    const error = Buffer.from('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')
    expect(withDocumentLanguage(error).toString()).toBe(
      '<!DOCTYPE html><html id="__next_error__" lang="en"><head></head><body></body></html>',
    )
    const page = Buffer.from(
      '<!DOCTYPE html><html lang="en" class="x"><head></head><body><p><html id="__next_error__"></p></body></html>',
    )
    expect(withDocumentLanguage(page)).toBe(page)
  })
})
