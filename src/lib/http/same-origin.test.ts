import type { IncomingHttpHeaders } from 'node:http'

import { describe, expect, it } from 'vitest'

import { crossSiteRefusal, isSameOrigin, originStatus, refuseCrossSite } from './same-origin'

const req = (headers: Record<string, string>) => ({ headers })

describe('isSameOrigin', () => {
  it('is true when the Origin names the Host the request reached, whatever the case', () => {
    expect(isSameOrigin(req({ origin: 'http://localhost:3000', host: 'localhost:3000' }), false)).toBe(true)
    expect(isSameOrigin(req({ origin: 'https://WWW.example.com', host: 'www.example.com' }), false)).toBe(true)
  })

  it('is false for another site, another port, no Origin, an opaque Origin or no Host', () => {
    expect(isSameOrigin(req({ origin: 'https://evil.example', host: 'www.example.com' }), false)).toBe(false)
    expect(isSameOrigin(req({ origin: 'http://localhost:3001', host: 'localhost:3000' }), false)).toBe(false)
    expect(isSameOrigin(req({ host: 'localhost:3000' }), false)).toBe(false)
    expect(isSameOrigin(req({ origin: 'null', host: 'localhost:3000' }), false)).toBe(false)
    expect(isSameOrigin(req({ origin: 'http://localhost:3000' }), false)).toBe(false)
  })

  it('uses the forwarded host only behind a trusted proxy', () => {
    const proxied = req({ origin: 'https://www.example.com', host: 'app:3000', 'x-forwarded-host': 'www.example.com' })
    expect(isSameOrigin(proxied, true)).toBe(true)
    expect(isSameOrigin(proxied, false)).toBe(false)
    expect(
      isSameOrigin(
        req({ origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'www.example.com' }),
        true,
      ),
    ).toBe(false)
  })
})

describe('originStatus', () => {
  const policy = { trustProxy: 0, siteUrl: 'https://www.example.com' }
  const status = (headers: IncomingHttpHeaders) => originStatus(headers, policy)

  it('allows a page of the host reached or of SITE_URL, and no Origin at all', () => {
    expect(status({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).toBe('allowed')
    expect(status({ origin: 'https://www.example.com', host: 'app:3000' })).toBe('allowed')
    expect(status({ host: 'app:3000' })).toBe('absent')
  })

  it('refuses any other Origin, null and junk included', () => {
    for (const origin of [
      'https://evil.example',
      'null',
      '',
      'javascript:alert(1)',
      'https://www.example.com.evil.example',
      'file://',
      'http://www.example.com:444',
    ]) {
      expect(status({ origin, host: 'www.example.com' }), origin).toBe('foreign')
    }
  })
})

describe('crossSiteRefusal', () => {
  const policy = { trustProxy: 0, siteUrl: 'http://localhost:3000' }
  const site = { host: 'localhost:3000', origin: 'http://localhost:3000' }
  const refusal = (
    headers: IncomingHttpHeaders,
    body: 'json' | 'json-or-same-origin-form' | 'any' = 'json',
    method = 'POST',
  ) => crossSiteRefusal(method, headers, { ...policy, body })?.status

  it('refuses a cross-site post whatever its body: 403', () => {
    expect(
      refusal({ host: 'localhost:3000', origin: 'https://evil.example', 'content-type': 'application/json' }),
    ).toBe(403)
    expect(
      refusal(
        { host: 'localhost:3000', origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
        'json-or-same-origin-form',
      ),
    ).toBe(403)
    expect(refusal({ host: 'localhost:3000', origin: 'null', 'content-type': 'text/plain' }, 'any')).toBe(403)
  })

  it('refuses a body that is not JSON: 415 (forms and text/plain need no preflight)', () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'text/json',
    ]) {
      expect(refusal({ ...site, 'content-type': type }), type).toBe(415)
      expect(refusal({ host: site.host, 'content-type': type }), type).toBe(415)
    }
    expect(refusal({ ...site, 'content-length': '12' })).toBe(415)
    expect(refusal({ ...site, 'transfer-encoding': 'chunked' })).toBe(415)
  })

  it('accepts JSON from this site or from a client without an Origin, and a request without a body', () => {
    expect(refusal({ ...site, 'content-type': 'application/json' })).toBeUndefined()
    expect(refusal({ ...site, 'content-type': 'Application/JSON; charset=utf-8' })).toBeUndefined()
    expect(refusal({ host: site.host, 'content-type': 'application/json' })).toBeUndefined()
    expect(refusal({ ...site, 'content-length': '0' })).toBeUndefined()
    expect(refusal({ ...site })).toBeUndefined()
  })

  it('takes the /cms login form (multipart) only with an Origin of this site', () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(refusal({ ...site, ...form }, 'json-or-same-origin-form')).toBeUndefined()
    expect(refusal({ host: site.host, ...form }, 'json-or-same-origin-form')).toBe(415)
    expect(refusal({ ...site, 'content-type': 'text/plain' }, 'json-or-same-origin-form')).toBe(415)
  })

  it('leaves reads alone and checks only the Origin where any body goes', () => {
    expect(refusal({ host: 'localhost:3000', origin: 'https://evil.example' }, 'json', 'GET')).toBeUndefined()
    expect(refusal({ ...site, 'content-type': 'text/plain' }, 'any', 'PATCH')).toBeUndefined()
    expect(refusal({ host: 'localhost:3000', origin: 'https://evil.example' }, 'any', 'DELETE')).toBe(403)
  })
})

describe('refuseCrossSite (Payload endpoints)', () => {
  const policy = { trustProxy: 0, siteUrl: 'http://localhost:3000' }
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/send-contact-email', { method: 'POST', headers, body: 'x' })

  it('answers the refusal as JSON that is never cached', async () => {
    const refused = refuseCrossSite(
      request({ origin: 'https://evil.example', 'content-type': 'application/json' }),
      policy,
    )
    expect(refused?.status).toBe(403)
    expect(refused?.headers.get('cache-control')).toBe('no-store')
    expect(await refused?.json()).toEqual({ message: 'Cross-site requests are not accepted.' })
    expect(refuseCrossSite(request({ 'content-type': 'text/plain' }), policy)?.status).toBe(415)
    expect(
      refuseCrossSite(request({ 'content-type': 'application/json', origin: 'http://localhost:3000' }), policy),
    ).toBeUndefined()
  })
})
