import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { describe, expect, it, vi } from 'vitest'

import { canonicalAnswer, canonicalHost } from './canonical-host'

const req = (headers: IncomingHttpHeaders, url = '/about?x=1', method = 'GET') =>
  ({ headers, url, method }) as unknown as IncomingMessage
const site = { siteUrl: 'https://www.example.com', trustProxy: 0 }

describe('canonicalAnswer', () => {
  it('sends GET and HEAD under another host name to the same path on SITE_URL', () => {
    expect(canonicalAnswer(req({ host: 'example.com' }), site)).toEqual({
      status: 308,
      location: 'https://www.example.com/about?x=1',
    })
    expect(canonicalAnswer(req({ host: '203.0.113.5:3000' }, '/', 'HEAD'), site)).toEqual({
      status: 308,
      location: 'https://www.example.com/',
    })
    expect(canonicalAnswer(req({}, '/'), site)).toEqual({ status: 308, location: 'https://www.example.com/' })
  })

  it('refuses other methods with 421 naming the address', () => {
    expect(canonicalAnswer(req({ host: '127.0.0.1:3000' }, '/api/site-monitoring', 'POST'), site)).toEqual({
      status: 421,
      message: 'This site answers at https://www.example.com; send the request there.',
    })
  })

  it('answers SITE_URL host in any case, with or without its default port, and the monitored address', () => {
    expect(canonicalAnswer(req({ host: 'WWW.Example.com' }), site)).toBeUndefined()
    expect(canonicalAnswer(req({ host: 'www.example.com:443' }), site)).toBeUndefined()
    expect(
      canonicalAnswer(req({ host: 'app:3000' }), { ...site, alsoServe: ['http://app:3000', undefined] }),
    ).toBeUndefined()
    const local = { siteUrl: 'http://localhost:3000', trustProxy: 0 }
    expect(canonicalAnswer(req({ host: 'localhost:3000' }), local)).toBeUndefined()
    expect(canonicalAnswer(req({ host: '127.0.0.1:3000' }), local)).toEqual({
      status: 308,
      location: 'http://localhost:3000/about?x=1',
    })
    expect(canonicalAnswer(req({ host: 'localhost:3001' }), local)?.status).toBe(308)
  })

  it('keeps /api/health answering at any address', () => {
    expect(canonicalAnswer(req({ host: '10.0.0.5:3000' }, '/api/health'), site)).toBeUndefined()
    expect(canonicalAnswer(req({ host: '10.0.0.5:3000' }, '/api/health?deep=1'), site)).toBeUndefined()
  })

  it('behind a trusted proxy goes by X-Forwarded-Host, otherwise ignores it', () => {
    const proxied = req({ host: 'app:3000', 'x-forwarded-host': 'www.example.com' })
    expect(canonicalAnswer(proxied, { ...site, trustProxy: 1 })).toBeUndefined()
    expect(canonicalAnswer(proxied, site)?.status).toBe(308)
    expect(
      canonicalAnswer(req({ host: 'www.example.com', 'x-forwarded-host': 'evil.example' }), { ...site, trustProxy: 1 })
        ?.status,
    ).toBe(308)
  })

  it('never redirects off SITE_URL, whatever the path or Host holds', () => {
    const hostile = [
      '//evil.example/a',
      '/\\evil.example',
      'http://evil.example/a',
      '/caf\u00e9',
      '/\t/evil',
      '@evil.example',
    ]
    for (const url of hostile) {
      const answer = canonicalAnswer(req({ host: 'evil.example' }, url), site)
      expect(answer?.status, url).toBe(308)
      const location = (answer as { location: string }).location
      expect(new URL(location).origin, url).toBe('https://www.example.com')
      expect(location, url).toMatch(/^[\x21-\x7e]+$/)
    }
    for (const host of [
      'www.example.com@evil.example',
      'evil.example/www.example.com',
      'www.example.com\\x',
      'www.example.com evil',
    ]) {
      expect(canonicalAnswer(req({ host }), site)?.status, host).toBe(308)
    }
  })
})

describe('canonicalHost', () => {
  function response() {
    const sent: { status?: number; headers?: Record<string, string>; body?: string } = {}
    const res = {
      writeHead(status: number, headers: Record<string, string>) {
        Object.assign(sent, { status, headers })
        return res
      },
      end(body?: string) {
        sent.body = body
      },
    } as unknown as ServerResponse
    return { res, sent }
  }
  const withResume = (r: IncomingMessage) => Object.assign(r, { resume: () => r })

  it('in production answers the redirect and the 421 itself', () => {
    const step = canonicalHost({ ...site, production: true })
    const redirect = response()
    expect(step(withResume(req({ host: 'example.com' })), redirect.res)).toBe(true)
    expect(redirect.sent).toMatchObject({ status: 308, headers: { location: 'https://www.example.com/about?x=1' } })
    const post = response()
    expect(step(withResume(req({ host: 'example.com' }, '/api/users/login', 'POST')), post.res)).toBe(true)
    expect(post.sent.status).toBe(421)
    expect(JSON.parse(post.sent.body!).message).toContain('https://www.example.com')
    expect(step(withResume(req({ host: 'www.example.com' })), response().res)).toBe(false)
  })

  it('in development redirects nothing and says once which address to use', () => {
    const warn = vi.fn()
    const step = canonicalHost({ siteUrl: 'http://localhost:3000', trustProxy: 0, production: false, warn })
    expect(step(withResume(req({ host: '127.0.0.1:3000' })), response().res)).toBe(false)
    expect(step(withResume(req({ host: '127.0.0.1:3000' })), response().res)).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('open http://localhost:3000 instead')
    expect(warn.mock.calls[0]![0]).toContain('"127.0.0.1:3000"')
  })
})
