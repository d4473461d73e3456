import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { CHUNK_ERROR_SCRIPT } from '../components/errors/chunk-error-script'
import {
  baseSecurityHeaders,
  CMS_PATH,
  documentPolicy,
  inlineScriptHashes,
  NON_DOCUMENT_POLICY,
  PREVIEW_PATH,
  requestIsHttps,
  sha256Source,
} from './security-headers'

const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])'
const REACT_RUNTIME = '$RB=[];$RV=function(a){};$RC("B:0","S:0")'
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join('')}</body></html>`

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
    expect(inlineScriptHashes(html)).toEqual(
      [CHUNK_ERROR_SCRIPT, TURBOPACK, BOOT, FLIGHT, REACT_RUNTIME].map(sha256Source),
    )
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
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ]) {
      expect(policy).toContain(directive)
    }
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('lets a staff preview be framed by the site itself (the /cms live preview) and nothing else', () => {
    expect(documentPolicy([], { ...base, preview: true })).toContain("frame-ancestors 'self'")
    expect(documentPolicy([], { ...base, preview: true })).not.toContain("frame-ancestors 'none'")
    expect(documentPolicy([], base)).toContain("frame-ancestors 'none'")
    expect(PREVIEW_PATH.test('/preview/blog/12')).toBe(true)
    for (const path of ['/preview', '/preview/', '/blog/preview', '/previews'])
      expect(PREVIEW_PATH.test(path), path).toBe(false)
  })

  it('names the analytics hosts only when an analytics id is set, and never on /cms', () => {
    expect(documentPolicy([], base)).not.toContain('google')
    const withAnalytics = documentPolicy([], { ...base, analytics: true })
    expect(scriptSrc(withAnalytics)).toContain('https://www.googletagmanager.com')
    expect(withAnalytics).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/)
    expect(documentPolicy([], { ...base, analytics: true, cms: true })).not.toContain('google')
  })

  it('knows the CMS admin by its path', () => {
    for (const path of ['/cms', '/cms/', '/cms/collections/users', '/cms?x=1'])
      expect(CMS_PATH.test(path), path).toBe(true)
    for (const path of ['/cmsx', '/about/cms', '/']) expect(CMS_PATH.test(path), path).toBe(false)
  })

  it('upgrades insecure requests over HTTPS', () => {
    expect(documentPolicy([], { ...base, https: true })).toContain('upgrade-insecure-requests')
  })
})

describe('requestIsHttps', () => {
  const request = (headers: Record<string, string>, encrypted = false) =>
    ({ headers, socket: { encrypted } }) as unknown as IncomingMessage

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

describe('baseSecurityHeaders', () => {
  it('locks down anything that is not a document, and adds HSTS over HTTPS only', () => {
    expect(baseSecurityHeaders(false)).toMatchObject({
      'Content-Security-Policy': NON_DOCUMENT_POLICY,
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
    })
    expect(baseSecurityHeaders(false)).not.toHaveProperty('Strict-Transport-Security')
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
  })
})
