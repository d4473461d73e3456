import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '../../src/lib/db/pool'
import { postgresRateLimiter } from '../../src/lib/rate-limit'
import { bootPayload, type TestPayload } from '../support/payload'

/**
 * The site's own endpoints refuse what a page of another site can send without a CORS preflight:
 * a foreign Origin (403) and a body that is not JSON (415), before doing anything. And limits
 * keyed by a client IP count an IPv6 client per /64.
 */
let ctx: TestPayload
let payload: Payload
let call: (endpoint: Endpoint, headers: Record<string, string>, body?: string, user?: unknown) => Promise<Response>

const SITE = 'http://localhost:3000'
const contact = JSON.stringify({
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Partnership',
  message: 'I would love to hear how you work.',
})

beforeAll(async () => {
  ctx = await bootPayload('cross_site_endpoints', { SITE_URL: SITE, SMTP_HOST: '127.0.0.1', SMTP_PORT: '9' })
  payload = ctx.payload
  call = (endpoint, headers, body, user) => {
    const request = new Request(`${SITE}/api${endpoint.path}`, {
      method: 'POST',
      headers: { host: 'localhost:3000', 'x-agency-client-ip': '203.0.113.9', ...headers },
      body,
    })
    return Promise.resolve(
      endpoint.handler(Object.assign(request, { payload, user: user ?? null }) as unknown as PayloadRequest),
    )
  }
})

afterAll(async () => {
  await ctx?.close()
})

const contactMessages = async () =>
  (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs

describe('cross-site posts to the site endpoints', () => {
  it('contact: a cross-site text/plain or JSON post is refused and nothing is stored', async () => {
    const { sendContactEmailEndpoint } = await import('../../src/lib/contact/endpoint')
    expect((await call(sendContactEmailEndpoint, { 'content-type': 'text/plain' }, contact)).status).toBe(415)
    expect(
      (await call(sendContactEmailEndpoint, { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x')).status,
    ).toBe(415)
    expect(
      (
        await call(
          sendContactEmailEndpoint,
          { 'content-type': 'application/json', origin: 'https://evil.example' },
          contact,
        )
      ).status,
    ).toBe(403)
    expect(await contactMessages()).toBe(0)
    expect(
      (await call(sendContactEmailEndpoint, { 'content-type': 'application/json', origin: SITE }, contact)).status,
    ).toBe(200)
    expect(await contactMessages()).toBe(1)
  })

  it('chat session: no visitor cookie for a page of another site', async () => {
    const { chatSessionEndpoint } = await import('../../src/lib/chat/endpoint')
    const refused = await call(chatSessionEndpoint, { origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect((await call(chatSessionEndpoint, { 'content-type': 'text/plain' }, 'x')).status).toBe(415)
    const fine = await call(chatSessionEndpoint, { origin: SITE })
    expect(fine.status).toBe(200)
    expect(fine.headers.get('set-cookie')).toMatch(/^chat_visitor=/)
  })

  it('monitoring run: refused before any check starts, even for a signed-in admin', async () => {
    const { siteMonitoringEndpoint } = await import('../../src/lib/site-audit/endpoint')
    const admin = { id: 1, collection: 'users', role: 'admin' }
    const manual = JSON.stringify({ manual: true })
    expect(
      (await call(siteMonitoringEndpoint, { 'content-type': 'text/plain', origin: SITE }, manual, admin)).status,
    ).toBe(415)
    expect(
      (
        await call(
          siteMonitoringEndpoint,
          { 'content-type': 'application/json', origin: 'https://evil.example' },
          manual,
          admin,
        )
      ).status,
    ).toBe(403)
    expect((await payload.count({ collection: 'site-monitoring-reports', overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('rate limits by client IP', () => {
  it('count every address of one IPv6 /64 together, and an IPv4-mapped address as the IPv4 one', async () => {
    const limiter = postgresRateLimiter(poolOf(payload.db)!, { keyPrefix: 'ipv6-test', points: 2, durationSeconds: 60 })
    expect((await limiter.consume('2001:db8:1:2::1')).allowed).toBe(true)
    expect((await limiter.consume('2001:db8:1:2:ffff::2')).allowed).toBe(true)
    expect((await limiter.consume('2001:DB8:1:2:abcd:1234:5678:9')).allowed).toBe(false)
    expect((await limiter.consume('2001:db8:1:3::1')).allowed).toBe(true)

    expect((await limiter.consume('::ffff:198.51.100.7')).allowed).toBe(true)
    expect((await limiter.consume('198.51.100.7')).allowed).toBe(true)
    expect((await limiter.consume('::ffff:c633:6407')).allowed).toBe(false)
    expect((await limiter.consume('198.51.100.8')).allowed).toBe(true)
  })
})
