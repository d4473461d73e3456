import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterEach, describe, expect, it } from 'vitest'

import { CHUNK_ERROR_SCRIPT } from '../components/errors/chunk-error-script'
import { applySecurityHeaders, documentPolicy, inlineScriptHashes, NON_DOCUMENT_POLICY, PREVIEW_PATH, requestIsHttps, sha256Source } from './security-headers'

const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])'
const REACT_RUNTIME = '$RB=[];$RV=function(a){};$RC("B:0","S:0")'
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

const page = (...scripts: string[]) => `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`

function scriptSrc(policy: string): string {
  return policy.split('; ').find((directive) => directive.startsWith('script-src '))!
}

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts Next, React and the site emit, each once', () => {
    const html = page(
      `<script>${CHUNK_ERROR_SCRIPT}</script>`,
      `<script id="_R_">${TURBOPACK}</script>`,
      `<script>${BOOT}</script>`,
      `<script>${FLIGHT}</script>`,
      `<script>${FLIGHT}</script>`,
      `<script>${REACT_RUNTIME}</script>`,
    )
    expect(inlineScriptHashes(html)).toEqual([CHUNK_ERROR_SCRIPT, TURBOPACK, BOOT, FLIGHT, REACT_RUNTIME].map(sha256Source))
  })

  it('leaves out scripts of any other shape, external scripts and JSON-LD', () => {
    const html = page(
      '<script>alert(1)</script>',
      `<script>${FLIGHT};alert(1)</script>`,
      '<script>self.__next_f.push([1,"x"]);fetch("//evil.example")</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/x.js"></script>',
    )
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('hashes the exact text between the tags (the value a browser hashes)', () => {
    expect(sha256Source('self.__next_f.push([0])')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
    expect(inlineScriptHashes(page(`<script>${BOOT}</script>`))).toEqual([sha256Source(BOOT)])
  })
})

describe('documentPolicy', () => {
  const base = { dev: false, analytics: false, https: false, cms: false }

  it("allows no inline or eval'd script in production and forbids framing, plugins, base and form hijacks", () => {
    const policy = documentPolicy(["'sha256-abc='"], base)
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/script-src[^;]*unsafe/)
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(policy).toContain(directive)
    }
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('lets a staff preview be framed by the site itself (the /cms live preview) and nothing else', () => {
    expect(documentPolicy([], { ...base, preview: true })).toContain("frame-ancestors 'self'")
    expect(documentPolicy([], { ...base, preview: true })).not.toContain("frame-ancestors 'none'")
    expect(documentPolicy([], base)).toContain("frame-ancestors 'none'")
    expect(PREVIEW_PATH.test('/preview/blog/12')).toBe(true)
    for (const path of ['/preview', '/preview/', '/blog/preview', '/previews']) expect(PREVIEW_PATH.test(path), path).toBe(false)
  })

  it('names the analytics hosts only when an analytics id is set, and never on /cms', () => {
    expect(documentPolicy([], base)).not.toContain('google')
    const withAnalytics = documentPolicy([], { ...base, analytics: true })
    expect(scriptSrc(withAnalytics)).toContain('https://www.googletagmanager.com')
    expect(withAnalytics).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/)
    expect(documentPolicy([], { ...base, analytics: true, cms: true })).not.toContain('google')
  })

  it('upgrades insecure requests over HTTPS', () => {
    expect(documentPolicy([], { ...base, https: true })).toContain('upgrade-insecure-requests')
  })
})

describe('requestIsHttps', () => {
  const request = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage

  it('is true over TLS or when SITE_URL is https', () => {
    expect(requestIsHttps(request({}, true), 'http://localhost:3000', 0)).toBe(true)
    expect(requestIsHttps(request({}), 'https://example.com', 0)).toBe(true)
    expect(requestIsHttps(request({}), 'http://localhost:3000', 0)).toBe(false)
  })

  it('believes X-Forwarded-Proto only from a trusted proxy, and only its own (last) entry', () => {
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'https' }), 'http://localhost:3000', 0)).toBe(false)
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'https' }), 'http://localhost:3000', 1)).toBe(true)
    expect(requestIsHttps(request({ 'x-forwarded-proto': 'https, http' }), 'http://localhost:3000', 1)).toBe(false)
  })
})

describe('applySecurityHeaders on a real server', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
    close = undefined
  })

  async function serve(handler: RequestListener, { compress = false, https = false } = {}): Promise<string> {
    const gzip = compression({ threshold: 0 }) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
    const server = createServer((req, res) => {
      if (compress) gzip(req, res, () => {})
      applySecurityHeaders(req, res, { dev: false, analytics: () => false, isHttps: () => https })
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
})
