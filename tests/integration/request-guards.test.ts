import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Site, startSite } from '../support/server-process'

/**
 * server.ts's own answers before Next: cross-site writes to /api (Payload's login included), the
 * lower-case redirect with hostile paths, one host name, and WebSocket-only sockets.
 */
const ADMIN_PASSWORD = 'guards-admin-password'
let server: Site

beforeAll(async () => {
  server = await startSite('request_guards', { ADMIN_PASSWORD })
})

afterAll(async () => {
  await server?.close()
})

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request exactly as written: path not normalised, any Host. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: server.port, method, path, headers: { host: `127.0.0.1:${server.port}`, ...headers } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

function multipart(fields: Record<string, string>): { type: string; body: Buffer } {
  const boundary = '----guards-test-boundary'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  }
}

const credentials = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD })

describe('cross-site posts (login CSRF)', () => {
  it('a cross-site multipart form to /api/users/login does not sign in', async () => {
    const form = multipart({ _payload: credentials })
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await raw('POST', '/api/users/login', { origin, 'content-type': form.type }, form.body)
      expect(answer.status, origin).toBe(403)
      expect(answer.headers['set-cookie'], origin).toBeUndefined()
    }
  })

  it('a cross-site text/plain post is refused: 415 without an Origin, 403 with a foreign one', async () => {
    for (const path of ['/api/users/login', '/api/send-contact-email', '/api/chat/session', '/api/site-monitoring']) {
      expect((await raw('POST', path, { 'content-type': 'text/plain' }, credentials)).status, path).toBe(415)
      expect(
        (await raw('POST', path, { 'content-type': 'text/plain', origin: 'https://evil.example' }, credentials)).status,
        path,
      ).toBe(403)
    }
    expect(
      (await raw('POST', '/api/users/login', { 'content-type': 'application/x-www-form-urlencoded' }, 'username=admin'))
        .status,
    ).toBe(415)
  })

  it('the site itself still signs in: JSON, and the /cms login form from a page of the site', async () => {
    const json = await raw(
      'POST',
      '/api/users/login',
      { 'content-type': 'application/json', origin: server.url },
      credentials,
    )
    expect(json.status).toBe(200)
    const form = multipart({ _payload: credentials })
    const cms = await raw('POST', '/api/users/login', { 'content-type': form.type, origin: server.url }, form.body)
    expect(cms.status).toBe(200)
    expect(String(cms.headers['set-cookie'])).toMatch(/payload-token=/)
    // A client that is not a browser (no Origin) posting JSON, as the API's own users do.
    expect((await raw('POST', '/api/users/login', { 'content-type': 'application/json' }, credentials)).status).toBe(
      200,
    )
  })

  it('any write to /api from another site is refused', async () => {
    expect((await raw('DELETE', '/api/users/1', { origin: 'https://evil.example' })).status).toBe(403)
    expect(
      (await raw('PATCH', '/api/users/1', { origin: 'https://evil.example', 'content-type': 'application/json' }, '{}'))
        .status,
    ).toBe(403)
  })
})

describe('lower-case redirect', () => {
  it('never sends a browser to another host', async () => {
    for (const path of [
      '//Evil.example/A',
      '/\\Evil.example/A',
      '///Evil.example/A',
      '/\\/Evil.example/A',
      '/%2F/Evil.example/A',
      '/%5CEvil.example/A',
    ]) {
      const answer = await raw('GET', path)
      const location = answer.headers.location
      if (location === undefined) continue
      expect(location, path).toMatch(/^\/(?![\\/])/)
      expect(new URL(location, server.url).host, path).toBe(`127.0.0.1:${server.port}`)
    }
    expect((await raw('GET', '//Evil.example/A')).headers.location).not.toBe('//evil.example/a')
  })
})

describe('one host name', () => {
  it('sends a page under another host name to SITE_URL, refuses other methods there, and keeps /api/health', async () => {
    const other = { host: `localhost:${server.port}` }
    const page = await raw('GET', '/About?x=1', other)
    expect(page.status).toBe(308)
    expect(page.headers.location).toBe(`${server.url}/About?x=1`)
    const post = await raw(
      'POST',
      '/api/site-monitoring',
      { ...other, 'content-type': 'application/json', origin: `http://localhost:${server.port}` },
      '{"manual":true}',
    )
    expect(post.status).toBe(421)
    expect(JSON.parse(post.body).message).toContain(server.url)
    expect((await raw('GET', '/api/health', { host: `10.9.8.7:${server.port}` })).status).toBe(200)
    expect((await raw('GET', '/about')).status).toBe(200)
  })
})

describe('sockets', () => {
  it('offer WebSocket only', async () => {
    expect((await raw('GET', '/socket.io/?EIO=4&transport=polling', { origin: server.url })).status).toBe(400)
  })
})
