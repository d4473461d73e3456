import { createHash } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { sharedSite } from '../support/shared-site'

let server: { url: string }

beforeAll(async () => {
  // Started with one trusted proxy: its X-Forwarded-Proto decides whether the visitor came over HTTPS.
  server = await sharedSite()
}, 120_000)

const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

function expectBaseHeaders(response: Response, label: string) {
  for (const [name, value] of Object.entries(BASE)) expect(response.headers.get(name), `${label}: ${name}`).toBe(value)
  expect(response.headers.get('permissions-policy'), label).toContain('camera=()')
  expect(response.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'")
  expect(response.headers.has('strict-transport-security'), `${label}: no HSTS over plain http`).toBe(false)
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('security headers on every kind of response', () => {
  it('a prerendered page: cached, with a policy naming the hash of each of its inline scripts', async () => {
    const response = await fetch(`${server.url}/about`)
    expect(response.status).toBe(200)
    expectBaseHeaders(response, '/about')
    expect(response.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    const policy = response.headers.get('content-security-policy')!
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/)
    const html = await response.text()
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1]!)
      .filter(Boolean)
    expect(inline.length).toBeGreaterThan(2)
    for (const script of inline) expect(scriptSrc, script.slice(0, 60)).toContain(sha256(script))
  })

  it('the 404 page, a staff page and the CMS admin', async () => {
    for (const path of ['/no-such-page', '/admin/login', '/cms/login']) {
      const response = await fetch(`${server.url}${path}`)
      expectBaseHeaders(response, path)
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'sha256-/)
    }
  })

  it("server.ts's own answers: /api/health and the lower-case redirect", async () => {
    const health = await fetch(`${server.url}/api/health`)
    expect(health.status).toBe(200)
    expectBaseHeaders(health, '/api/health')
    expect(health.headers.get('content-security-policy')).toContain("default-src 'none'")
    const redirect = await fetch(`${server.url}/About`, { redirect: 'manual' })
    expect(redirect.status).toBe(308)
    expectBaseHeaders(redirect, '/About')
  })

  it("Payload's REST answers and Socket.IO's HTTP answers", async () => {
    const rest = await fetch(`${server.url}/api/blog-posts?limit=1`)
    expect(rest.status).toBe(200)
    expectBaseHeaders(rest, '/api/blog-posts')
    const socket = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)
    expect(socket.status).toBeGreaterThanOrEqual(400)
    expectBaseHeaders(socket, '/socket.io')
  })

  it('static build files', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)![0]
    const response = await fetch(`${server.url}${asset}`)
    expect(response.status).toBe(200)
    expectBaseHeaders(response, asset)
  })

  it('sends HSTS (two years, subdomains) when a trusted proxy says the visitor came over HTTPS', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    const plain = await fetch(`${server.url}/`)
    expect(plain.headers.has('strict-transport-security')).toBe(false)
  })
})
