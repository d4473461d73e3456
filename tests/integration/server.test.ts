import { request } from 'node:http'

import { io as connect } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loginAs } from '../support/login'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, type Site, spawnServer, startSite } from '../support/server-process'

let server: Site

beforeAll(async () => {
  server = await startSite('server')
})

afterAll(async () => {
  await server?.close()
})

const login = async (username: string, password: string) => (await loginAs(server.url, username, password)).token

const auth = (token: string) => ({ authorization: `JWT ${token}`, 'content-type': 'application/json' })

/** Creates a user as the seeded admin; resolves with its id. */
async function createUser(username: string, password: string, role: 'editor' | 'support'): Promise<number> {
  const created = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: auth(await login('Admin', 'e2e-admin-password')),
    body: JSON.stringify({ username, password, role }),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

describe('production server (server.ts)', () => {
  it('answers GET /api/health with 200 and { db: "ok" }', async () => {
    const res = await fetch(`${server.url}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ db: 'ok' })
  })

  it('serves the site at / and the CMS admin at /cms, and /admin is not the CMS', async () => {
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<h1')
    const cms = await fetch(`${server.url}/cms/login`)
    expect(cms.status).toBe(200)
    const admin = await fetch(`${server.url}/admin`, { redirect: 'manual' })
    expect(admin.status).toBe(404)
  })

  it('asks for the colour-scheme client hint only on CMS pages, so a public page is fetched once', async () => {
    for (const path of ['/', '/services/marketing', '/admin/login']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.headers.get('critical-ch'), path).toBeNull()
      expect(res.headers.get('accept-ch'), path).toBeNull()
    }
    const cms = await fetch(`${server.url}/cms/login`)
    expect(cms.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('accepts Socket.IO connections on /socket.io on the same port', async () => {
    const socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    })
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      const answer = await socket.timeout(5_000).emitWithAck('ping')
      expect(answer).toMatchObject({ ok: true })
    } finally {
      socket.close()
    }
  })

  it('REST: anonymous users cannot list users; an editor sees only themself and cannot raise their role', async () => {
    expect((await fetch(`${server.url}/api/users`)).status).toBe(403)

    const editorId = await createUser('rest-editor', 'rest-editor-pw copper lantern', 'editor')

    const editorToken = await login('rest-editor', 'rest-editor-pw copper lantern')
    const list = (await (await fetch(`${server.url}/api/users`, { headers: auth(editorToken) })).json()) as {
      docs: { username: string }[]
    }
    expect(list.docs.map((u) => u.username)).toEqual(['rest-editor'])

    const adminId = 1
    const other = await fetch(`${server.url}/api/users/${adminId}`, { headers: auth(editorToken) })
    expect([403, 404]).toContain(other.status)

    const raise = await fetch(`${server.url}/api/users/${editorId}`, {
      method: 'PATCH',
      headers: auth(editorToken),
      body: JSON.stringify({ role: 'admin', name: 'Rest Editor' }),
    })
    // The request is taken (the name changes); the role field is not the editor's to write.
    expect(raise.status).toBe(200)
    const me = (await (await fetch(`${server.url}/api/users/me`, { headers: auth(editorToken) })).json()) as {
      user: { role: string }
    }
    expect(me.user).toMatchObject({ role: 'editor', name: 'Rest Editor' })
  })

  it('REST login: an unknown username gets the answer a wrong password gets; throttled guesses get 429', async () => {
    await createUser('rest-locked', 'rest-locked-pw copper lantern', 'support')
    const attempt = async (username: string, password: string) => {
      const res = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
      const body = (await res.json()) as { errors: { message: string }[] }
      return { status: res.status, message: body.errors[0]!.message, retryAfter: res.headers.get('retry-after') }
    }
    const unknown = await attempt('nobody-by-this-name', 'wrong-password')
    const wrong = await attempt('rest-locked', 'wrong-password')
    expect(unknown.status).toBe(401)
    expect([unknown.status, unknown.message]).toEqual([wrong.status, wrong.message])
    // That an unknown name costs a hashing like a wrong password is checked where it can be counted
    // rather than timed: src/lib/auth/password.test.ts and tests/integration/login-throttle.test.ts.

    // No account lock: after the free failures this address waits (429, Retry-After), even with the right password.
    for (let i = 2; i <= 6; i++) expect((await attempt('rest-locked', `wrong-${i}`)).message).toBe(wrong.message)
    const throttled = await attempt('rest-locked', 'wrong-7')
    expect(throttled.status).toBe(429)
    expect(throttled.message).toMatch(/too many sign-in attempts/i)
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0)
    expect((await attempt('rest-locked', 'rest-locked-pw copper lantern')).status).toBe(429)
  })

  it('REST validation errors name the field and the reason, so /cms can mark the field', async () => {
    const res = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: auth(await login('admin', 'e2e-admin-password')),
      body: JSON.stringify({ username: 'admin', password: 'another-password', role: 'editor', name: 'x'.repeat(101) }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      errors: { name?: string; data?: { errors: { path: string; message: string }[] } }[]
    }
    expect(body.errors[0]?.name).toBe('ValidationError')
    expect(body.errors[0]?.data?.errors.map((e) => e.path)).toContain('name')
  })

  it('GraphQL is off: /api/graphql and its playground answer 404, signed in or not', async () => {
    const query = JSON.stringify({ query: '{ Users { docs { username role } } }' })
    await createUser('graphql-editor', 'graphql-editor-pw copper lantern', 'editor')
    const editorToken = await login('graphql-editor', 'graphql-editor-pw copper lantern')
    for (const headers of [{ 'content-type': 'application/json' }, auth(editorToken)]) {
      const res = await fetch(`${server.url}/api/graphql`, { method: 'POST', headers, body: query })
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('graphql-editor')
    }
    expect((await fetch(`${server.url}/api/graphql-playground`)).status).toBe(404)
  })
})

describe('production server shutdown', () => {
  // A server of its own: stopping it leaves the one the other tests use running, whatever the order.
  let own: ServerProcess
  let ownDb: TestDatabase

  beforeAll(async () => {
    ownDb = await createTestDatabase('server_shutdown')
    own = await spawnServer(productionEnv(ownDb.uri))
  })

  afterAll(async () => {
    await own?.stop('SIGKILL')
    await ownDb?.drop()
  })

  it('on SIGTERM finishes the in-flight request, closes sockets and exits 0 within 10 s', async () => {
    const socket = connect(own.url, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    })
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)))

    // Asked with "Expect: 100-continue": the server's 100 Continue says it has taken the request up, so SIGTERM meets
    // it in flight.
    let takenUp: () => void = () => {}
    const taken = new Promise<void>((resolve) => (takenUp = resolve))
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(`${own.url}/cms/login`, { headers: { expect: '100-continue' } }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0)).on('error', reject)
      })
      req.on('continue', takenUp).on('error', reject)
      req.end()
    })
    await taken
    const { code, ms } = await own.stop('SIGTERM')

    expect(await inFlight).toBe(200)
    // The server closed the connection (not the client, not a ping timeout).
    expect(await disconnected).toBe('transport close')
    expect(code).toBe(0)
    expect(ms).toBeLessThan(10_000)
    expect(own.output()).toContain('SIGTERM received')
    socket.close()
  })
})
