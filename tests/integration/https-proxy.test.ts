import http from 'node:http'
import net from 'node:net'

import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CONTACT_RATE_LIMIT } from '../../src/lib/contact/endpoint'
import { freePort } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from '../support/build'
import { type Answer, type Caddy, request as caddyRequest, type RequestOptions, startCaddy } from '../support/caddy'
import { ask, clientId, connected } from '../support/chat-clients'
import { type ObservatoryScan, observatoryScan } from '../support/observatory'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

/**
 * The production server behind Caddy configured by deploy/Caddyfile, imported unchanged behind a
 * block of the test's own: Caddy's internal certificate authority instead of ACME, its storage in a
 * temporary folder (the root certificate the clients trust lands there), no admin endpoint.
 * Caddy takes ports 80 and 443 when it can (root, both free), as a real deployment does and as the
 * Observatory scanner needs; otherwise two free high ports, and the Observatory test is skipped.
 */
const HOST = 'localhost'

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

const standardPorts = process.getuid?.() === 0 && (await canListen(80)) && (await canListen(443))

let caddy: Caddy
let siteUrl = ''

/**
 * One request to Caddy over http or https, trusting Caddy's root certificate, from the loopback address `from` (Caddy
 * sees that address as the client's). It connects to 127.0.0.1 by address and names the site's host in SNI and Host,
 * so the source address always matches the destination's family.
 */
const request = (url: string, options: RequestOptions = {}): Promise<Answer> =>
  caddyRequest(url, { connectTo: '127.0.0.1', ca: caddy.ca, ...options })

/** GET that follows redirects within the site, as the scanner does; the final answer. */
async function getFollowing(url: string): Promise<Answer & { url: string }> {
  let current = url
  for (let hop = 0; hop < 5; hop++) {
    const answer = await request(current)
    if (answer.status < 300 || answer.status >= 400 || !answer.headers.location) return { ...answer, url: current }
    current = new URL(answer.headers.location, current).toString()
  }
  throw new Error(`more than 5 redirects from ${url}`)
}

/** A stand-in app process whose health check fails (as the app's does without its database); it counts what it gets. */
function unhealthyUpstream() {
  const seen = { health: 0, other: 0 }
  const server = http.createServer((req, res) => {
    if (req.url?.split('?')[0] === '/api/health') {
      seen.health++
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"db":"down"}')
    } else {
      seen.other++
      res.writeHead(200, { 'content-type': 'text/plain' }).end('answered by the unhealthy process')
    }
  })
  return { seen, server }
}

let db: TestDatabase
let app: ServerProcess
const unhealthy = unhealthyUpstream()
const sockets: Socket[] = []

describe('HTTPS in front: Caddy (deploy/Caddyfile) and the production server', () => {
  beforeAll(async () => {
    assertProductionBuild()
    await new Promise<void>((resolve) => unhealthy.server.listen(0, '127.0.0.1', resolve))
    const unhealthyPort = (unhealthy.server.address() as net.AddressInfo).port
    const appPort = await freePort()
    caddy = await startCaddy({
      upstreams: [`127.0.0.1:${appPort}`, `127.0.0.1:${unhealthyPort}`],
      host: HOST,
      ports: standardPorts ? { http: 80, https: 443 } : undefined,
      admin: false,
    })
    siteUrl = caddy.siteUrl

    db = await createTestDatabase('https_proxy')
    app = await spawnServer(
      productionEnv(db.uri, {
        PORT: String(appPort),
        SITE_URL: siteUrl,
        // One proxy: the last X-Forwarded-For entry (the one Caddy wrote) is the client.
        TRUST_PROXY: '1',
      }),
    )
    await vi.waitFor(async () => expect((await request(`${siteUrl}/api/health`)).status).toBe(200), {
      timeout: 60_000,
      interval: 250,
    })
    // Caddy's active health check has asked the failing process twice: the first answer has been
    // taken into account, so from here on no request goes there.
    await vi.waitFor(() => expect(unhealthy.seen.health).toBeGreaterThanOrEqual(2), { timeout: 30_000, interval: 250 })
  }, 150_000)

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await caddy?.close()
    await app?.stop('SIGKILL')
    await new Promise((resolve) => unhealthy.server.close(resolve))
    await db?.drop()
  })

  it('plain HTTP is redirected to the same address over HTTPS', async () => {
    const httpBase = caddy.httpPort === 80 ? `http://${HOST}` : `http://${HOST}:${caddy.httpPort}`
    const answer = await request(`${httpBase}/blog?page=2`)
    expect([301, 308]).toContain(answer.status)
    expect(answer.headers.location).toBe(`${siteUrl}/blog?page=2`)
    expect(answer.headers['strict-transport-security']).toBeUndefined()
  })

  it('pages come over HTTPS from the app with its HSTS and CSP; Caddy adds no Server or Via header', async () => {
    const page = await request(`${siteUrl}/`)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html')
    const hsts = page.headers['strict-transport-security']
    expect(hsts).toMatch(/^max-age=(\d+); includeSubDomains$/)
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(365 * 24 * 3600)
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-")
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(page.headers.server).toBeUndefined()
    expect(page.headers.via).toBeUndefined()
  })

  it('a process failing its health check (/api/health 503) gets no traffic', async () => {
    const before = unhealthy.seen.other
    for (let i = 0; i < 20; i++) expect((await request(`${siteUrl}/api/health`)).text).toContain('"db":"ok"')
    for (let i = 0; i < 10; i++) expect((await request(`${siteUrl}/robots.txt`)).status).toBe(200)
    expect(unhealthy.seen.other).toBe(before)
  })

  it('live chat works through the proxy: a visitor WebSocket over wss sends a message, acknowledged and stored', async () => {
    const from = '127.0.0.4'
    const session = await request(`${siteUrl}/api/chat/session`, {
      method: 'POST',
      from,
      headers: { origin: siteUrl },
    })
    expect(session.status).toBe(200)
    const cookie = String(session.headers['set-cookie']?.[0]).split(';')[0]!
    expect(cookie).toMatch(/^chat_visitor=/)
    // Secure: the app knows the page was HTTPS (SITE_URL, and X-Forwarded-Proto from Caddy).
    expect(session.headers['set-cookie']?.[0]).toMatch(/;\s*Secure/i)

    const socket = io(siteUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { as: 'visitor' },
      extraHeaders: { origin: siteUrl, cookie },
      ca: caddy.ca,
      localAddress: from,
      family: 4,
    } as Parameters<typeof io>[1])
    sockets.push(socket)
    await connected(socket)
    expect(socket.io.engine.transport.name).toBe('websocket')

    const text = `hello through Caddy ${clientId()}`
    const id = clientId()
    const sent = await ask<{ message: { message: string } }>(socket, 'chat:send', {
      clientId: id,
      message: text,
      identity: { name: 'Rui', email: 'rui@example.com' },
    })
    expect(sent).toMatchObject({ ok: true, data: { message: { message: text } } })

    const sql = new pg.Client({ connectionString: db.uri })
    await sql.connect()
    try {
      const stored = await sql.query<{ message: string }>('SELECT message FROM chat_messages WHERE client_id = $1', [
        id,
      ])
      expect(stored.rows).toEqual([{ message: text }])
      // The chat's conversation limit counted the visitor's own address, not Caddy's.
      const keys = await sql.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE 'chat-conversation:%'")
      expect(keys.rows.map((row) => row.key)).toEqual([`chat-conversation:${from}`])
    } finally {
      await sql.end()
    }
  })

  it("a request's id is Caddy's, not the client's: a client's X-Request-Id is replaced", async () => {
    const chosen = 'client-chosen-request-id-0001'
    const through = await request(`${siteUrl}/api/health`, { headers: { 'x-request-id': chosen } })
    expect(through.status).toBe(200)
    expect(through.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    const again = await request(`${siteUrl}/api/health`, { headers: { 'x-request-id': chosen } })
    expect(again.headers['x-request-id']).not.toBe(through.headers['x-request-id'])
    // The control: the app does take the header from where its proxy stands (TRUST_PROXY=1), so only Caddy's
    // replacing it keeps the client's id out.
    const direct = await request(`${app.url}/api/health`, { headers: { 'x-request-id': chosen } })
    expect(direct.headers['x-request-id']).toBe(chosen)
  })

  it('rate limits count the client address Caddy saw: one address at its limit does not block another, and a forged X-Forwarded-For changes nothing', async () => {
    const contact = (from: string, headers: Record<string, string> = {}) =>
      request(`${siteUrl}/api/send-contact-email`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', origin: siteUrl, ...headers },
        body: JSON.stringify({
          name: 'Ana Lima',
          email: 'ana@example.com',
          subject: `Through Caddy from ${from}`,
          message: 'I would love to hear how you work.',
        }),
      })

    const statuses: number[] = []
    for (let i = 0; i < CONTACT_RATE_LIMIT.points + 1; i++) statuses.push((await contact('127.0.0.2')).status)
    expect(statuses).toEqual([...Array<number>(CONTACT_RATE_LIMIT.points).fill(200), 429])
    // Caddy replaces a client's own X-Forwarded-For with the address it connected from.
    expect((await contact('127.0.0.2', { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429)
    expect((await contact('127.0.0.3')).status).toBe(200)

    const sql = new pg.Client({ connectionString: db.uri })
    await sql.connect()
    try {
      const keys = await sql.query<{ key: string }>(
        "SELECT key FROM rate_limits WHERE key LIKE 'contact:%' ORDER BY key",
      )
      expect(keys.rows.map((row) => row.key)).toEqual(['contact:127.0.0.2', 'contact:127.0.0.3'])
    } finally {
      await sql.end()
    }
  })

  describe.skipIf(!standardPorts)(
    'Mozilla HTTP Observatory over HTTPS (optional: the scanner asks ports 80 and 443, which this machine gives only to root and only when free)',
    () => {
      async function observatory(pagePath: string): Promise<ObservatoryScan> {
        return observatoryScan(HOST, pagePath, caddy.caFile)
      }

      /**
       * What the scanner must report for the CSP and subresource-integrity tests given the answer
       * the site sent for a path: these follow from the response's own headers and type, so a
       * report that matches them for pages and for the JSON control shows the scanner read that answer.
       */
      function expectedFromAnswer(answer: Answer) {
        const csp = String(answer.headers['content-security-policy'])
        const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(csp)?.[1] ?? ''
        const html = String(answer.headers['content-type']).startsWith('text/html')
        return {
          'content-security-policy': directive('default-src').includes("'none'")
            ? 'csp-implemented-with-no-unsafe-default-src-none'
            : directive('style-src').includes("'unsafe-inline'") && !directive('script-src').includes("'unsafe-")
              ? 'csp-implemented-with-unsafe-inline-in-style-src-only'
              : 'other',
          'subresource-integrity': html
            ? 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'
            : 'sri-not-implemented-response-not-html',
        }
      }

      const results: Record<string, string> = {}

      afterAll(() => {
        if (Object.keys(results).length) console.info(`Observatory over HTTPS:\n${Object.values(results).join('\n')}`)
      })

      it.each(['/', '/admin/login', '/cms'])(
        'grade A+ with every test passed on %s, from the answer the site sent',
        async (pagePath) => {
          const scan = await observatory(pagePath === '/' ? '' : pagePath)
          const sent = await getFollowing(`${siteUrl}${pagePath}`)
          expect(sent.status).toBe(200)
          results[pagePath] =
            `${pagePath}: grade ${scan.grade} score ${scan.score}; ` +
            [...scan.tests].map(([name, t]) => `${name} ${t.result} ${t.modifier}`).join(', ')

          expect(scan.grade).toBe('A+')
          expect(scan.score).toBeGreaterThanOrEqual(100)
          expect(scan.tests.size).toBe(10)
          expect([...scan.tests].filter(([, t]) => !t.pass).map(([name]) => name)).toEqual([])
          expect(scan.tests.get('redirection')?.result).toBe('redirection-to-https')
          expect(scan.tests.get('strict-transport-security')?.result).toBe(
            'hsts-implemented-max-age-at-least-six-months',
          )
          const expected = expectedFromAnswer(sent)
          expect(expected['content-security-policy']).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
          expect(expected['subresource-integrity']).toBe(
            'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
          )
          expect(scan.tests.get('content-security-policy')?.result).toBe(expected['content-security-policy'])
          expect(scan.tests.get('subresource-integrity')?.result).toBe(expected['subresource-integrity'])
        },
        300_000,
      )

      it('a JSON answer (/api/health) is reported by its own, stricter policy: the scanner reads each answer', async () => {
        const scan = await observatory('/api/health')
        const sent = await request(`${siteUrl}/api/health`)
        const expected = expectedFromAnswer(sent)
        expect(expected).toEqual({
          'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
          'subresource-integrity': 'sri-not-implemented-response-not-html',
        })
        expect(scan.tests.get('content-security-policy')?.result).toBe(expected['content-security-policy'])
        expect(scan.tests.get('subresource-integrity')?.result).toBe(expected['subresource-integrity'])
      }, 300_000)
    },
  )
})
