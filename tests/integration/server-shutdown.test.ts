import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseEnv } from '../../src/config/env'
import { assertProductionBuild } from '../support/build'
import { chatSocket, connected } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

/**
 * Shutdown of the production server on SIGTERM and SIGINT: sockets are closed, requests still open
 * at the deadline are cut, and the process exits 0. The deadline is 8 s by default; these servers
 * use SHUTDOWN_DEADLINE_MS so the test waits a fraction of that.
 */
const DEADLINE_MS = 1_500

const databases: TestDatabase[] = []
const servers: Record<'SIGTERM' | 'SIGINT', ServerProcess | undefined> = { SIGTERM: undefined, SIGINT: undefined }
let draining: ServerProcess | undefined

beforeAll(async () => {
  assertProductionBuild()
  await Promise.all(
    (['SIGTERM', 'SIGINT'] as const).map(async (signal) => {
      const db = await createTestDatabase(`shutdown_${signal.toLowerCase()}`)
      databases.push(db)
      servers[signal] = await spawnServer(productionEnv(db.uri, { SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS) }))
    }),
  )
  const db = await createTestDatabase('shutdown_drain')
  databases.push(db)
  // Far longer than the test waits: the process ends its drain because the balancer's check was answered.
  draining = await spawnServer(productionEnv(db.uri, { SHUTDOWN_DRAIN_MS: '600000' }))
})

afterAll(async () => {
  await Promise.all([...Object.values(servers), draining].flatMap((server) => (server ? [server.stop('SIGKILL')] : [])))
  await Promise.all(databases.map((db) => db.drop()))
})

type Held = { received: () => string; closed: Promise<number> }

/** A request whose body never finishes arriving: the endpoint waits for it for as long as the connection lasts. */
async function holdRequest(server: ServerProcess): Promise<Held> {
  const socket = net.connect(server.port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  socket.on('error', () => {})
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())))
  socket.write(
    [
      'POST /api/send-contact-email HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      `Origin: ${server.url}`,
      'Content-Type: application/json',
      'Content-Length: 200',
      '',
      '{"name":"Slow',
    ].join('\r\n'),
  )
  return { received: () => received, closed }
}

describe('server.ts shutdown', () => {
  it('waits 8 s for open requests unless SHUTDOWN_DEADLINE_MS says otherwise', () => {
    expect(parseEnv({}).SHUTDOWN_DEADLINE_MS).toBe(8_000)
    expect(parseEnv({ SHUTDOWN_DEADLINE_MS: '1500' }).SHUTDOWN_DEADLINE_MS).toBe(1_500)
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal}: closes sockets, cuts a request still open at the deadline, and exits 0`, async () => {
      const server = servers[signal]!
      const visitor = chatSocket(server.url, 'visitor')
      await connected(visitor)
      const disconnected = new Promise<string>((resolve) => visitor.once('disconnect', resolve))
      const held = await holdRequest(server)
      // Control: the request is in flight (no answer) and stays so while the server runs. Time is what
      // is tested here: no answer within half a second.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(held.received()).toBe('')

      const signalled = Date.now()
      const { code, ms } = await server.stop(signal)
      expect(code).toBe(0)
      expect(await disconnected).toMatch(/server disconnect|transport close/)
      // The open request kept the process until the deadline, which then cut it without an answer.
      expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 100)
      expect(ms).toBeLessThan(DEADLINE_MS + 5_000)
      expect((await held.closed) - signalled).toBeGreaterThanOrEqual(DEADLINE_MS - 100)
      expect(held.received()).toBe('')
      expect(server.output()).toContain(`${signal} received: shutting down`)
      visitor.close()
    })
  }

  it('with SHUTDOWN_DRAIN_MS: the balancer’s check (/api/health?ready) answers 503 while requests are still served, and the first such answer to the balancer, not one relayed from elsewhere, ends the drain', async () => {
    const server = draining!
    const get = (path: string) => fetch(`${server.url}${path}`, { headers: { connection: 'close' } })
    expect((await get('/api/health?ready')).status).toBe(200)

    const exited = server.stop('SIGTERM')
    await new Promise<void>((resolve) => {
      const check = () => (server.output().includes('SIGTERM received') ? resolve() : setTimeout(check, 20))
      check()
    })
    // Draining: still listening and serving pages and the process's own health; only the readiness check says 503.
    expect((await get('/robots.txt')).status).toBe(200)
    expect((await get('/api/health')).status).toBe(200)
    expect((await get('/robots.txt')).status).toBe(200)
    // Anyone asking through the proxy (its X-Forwarded-For) gets the same 503, but does not end the drain: past the
    // 1 s that follows the balancer's check, the process still serves.
    const relayedBy: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]
    for (const relayed of relayedBy) {
      const asked = await fetch(`${server.url}/api/health?ready`, { headers: { connection: 'close', ...relayed } })
      expect(asked.status).toBe(503)
    }
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect((await get('/robots.txt')).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
    const ready = await get('/api/health?ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ draining: true })
    // That answer ends the drain (a second later), long before SHUTDOWN_DRAIN_MS.
    expect((await exited).code).toBe(0)
  })
})
