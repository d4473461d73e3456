/**
 * GET /metrics on a production server: refused without the token (404 when none is configured), and
 * the counters and gauges move with what the server did. Request ids: a trusted proxy's id is echoed
 * and carried by the log lines Payload writes during that request; every output line is JSON.
 */
import pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { assertProductionBuild } from '../support/build'
import { ask, chatSocket, connected, record, staffCookie, visitorCookie } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

const TOKEN = 'metrics-test-token-0123456789abcdefghijkl'
const PASSWORD = 'metrics-admin-pw copper lantern'
const ARTICLE = '/blog/ppv-content-optimization'
const PROBE_QUEUE = 'metrics-probe'

let db: TestDatabase
let server: ServerProcess
let untokened: ServerProcess
const sockets: Socket[] = []

type Samples = Map<string, number>

/** The exposition text as `name{labels}` → value (labels as the server writes them). */
function parse(text: string): Samples {
  const samples: Samples = new Map()
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line)
    if (!match) throw new Error(`not an exposition line: ${line}`)
    samples.set(match[1]!, Number(match[2]))
  }
  return samples
}

async function scrape(): Promise<Samples> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return parse(await response.text())
}

const value = (samples: Samples, series: string) => samples.get(series) ?? 0
const moved = (before: Samples, after: Samples, series: string) => value(after, series) - value(before, series)

beforeAll(async () => {
  assertProductionBuild()
  db = await createTestDatabase('metrics')
  const env = productionEnv(db.uri, {
    SEED_CONTENT: 'true',
    ADMIN_PASSWORD: PASSWORD,
    // The uptime probe asks for the home page and the newest article at the minute after boot: requests the counts
    // below would take for the test's own. Its queue is asked on 1 January only.
    UPTIME_QUEUE_CRON: '0 0 1 1 *',
  })
  ;[server, untokened] = await Promise.all([
    spawnServer({ ...env, METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' }),
    spawnServer(env),
  ])
}, 120_000)

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await Promise.all([server?.stop('SIGTERM'), untokened?.stop('SIGTERM')])
  await db?.drop()
})

describe('GET /metrics', () => {
  it('is refused without the token or with a wrong one, and not served at all without METRICS_TOKEN', async () => {
    const missing = await fetch(`${server.url}/metrics`)
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/)
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).not.toContain('http_requests_total')
    const off = await fetch(`${untokened.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(off.status).toBe(404)
    expect(await off.text()).not.toContain('http_requests_total')
  })

  it('counts pages and their cache, chat messages and sockets, and reads the job queue and the pool', async () => {
    const before = await scrape()

    // Pages: an article rendered on its first request (a miss), then answered from the cache.
    const caches: string[] = []
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}${ARTICLE}`)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      caches.push(response.headers.get('x-nextjs-cache') ?? '')
    }
    expect(caches[0]).toBe('MISS')

    // Chat: a staff console and a visitor; two visitor messages (the first starts the conversation).
    const staff = chatSocket(server.url, 'staff', await staffCookie(server.url, 'admin', PASSWORD))
    const visitor = chatSocket(server.url, 'visitor', await visitorCookie(server.url))
    sockets.push(staff, visitor)
    await Promise.all([connected(staff), connected(visitor)])
    const toStaff = record(staff, 'staff:message')
    const toVisitor = record<{ senderType: string; message: string }>(visitor, 'chat:message')
    const repliesToVisitor = () => toVisitor.filter((message) => message.senderType !== 'visitor')
    const identity = { name: 'Mia', email: 'mia@example.com' }
    const first = await ask<{ conversation: { id: number } }>(visitor, 'chat:send', {
      clientId: crypto.randomUUID(),
      message: 'Hello',
      identity,
    })
    if (!first.ok) throw new Error(first.error)
    expect((await ask(visitor, 'chat:send', { clientId: crypto.randomUUID(), message: 'Still there?' })).ok).toBe(true)
    await vi.waitFor(() => expect(toStaff).toHaveLength(2), { timeout: 10_000, interval: 50 })
    // Two staff replies reach the visitor: what the visitor audience must count.
    for (const message of ['Hi Mia!', 'How can we help?'])
      expect(
        (
          await ask(staff, 'staff:reply', {
            conversationId: first.data.conversation.id,
            clientId: crypto.randomUUID(),
            message,
          })
        ).ok,
      ).toBe(true)
    await vi.waitFor(() => expect(repliesToVisitor()).toHaveLength(2), { timeout: 10_000, interval: 50 })
    // Packets of one socket arrive in order: after these round trips each socket has whatever was sent to it.
    await ask(visitor, 'chat:presence')
    await ask(staff, 'staff:list', {})

    // Jobs in a queue no process works through: one due for 90 s, one due later, one that gave up.
    const client = new pg.Client({ connectionString: db.uri })
    await client.connect()
    try {
      const task = (
        await client.query<{ slug: string }>(
          'SELECT unnest(enum_range(NULL::enum_payload_jobs_task_slug))::text AS slug LIMIT 1',
        )
      ).rows[0]!.slug
      await client.query(
        `INSERT INTO payload_jobs (task_slug, queue, input, created_at, wait_until, has_error)
         VALUES ($1, $2, '{}', now() - interval '90 seconds', NULL, false),
                ($1, $2, '{}', now(), now() + interval '1 hour', false),
                ($1, $2, '{}', now() - interval '1 hour', NULL, true)`,
        [task, PROBE_QUEUE],
      )
    } finally {
      await client.end()
    }

    const after = await scrape()
    const missed = caches.filter((cache) => cache === 'MISS').length
    expect(moved(before, after, 'http_page_cache_total{result="miss"}')).toBe(missed)
    const cached =
      moved(before, after, 'http_page_cache_total{result="hit"}') +
      moved(before, after, 'http_page_cache_total{result="stale"}') +
      moved(before, after, 'http_page_cache_total{result="snapshot"}')
    expect(cached).toBe(caches.length - missed)
    expect(moved(before, after, 'http_requests_total{route="page",code="200"}')).toBe(3)
    expect(moved(before, after, 'http_request_duration_seconds_count{route="page"}')).toBe(3)
    expect(moved(before, after, 'http_requests_total{route="socket.io",code="101"}')).toBe(2)
    // The scrape before this one was answered and counted.
    expect(value(after, 'http_requests_total{route="metrics",code="200"}')).toBeGreaterThanOrEqual(1)
    // No raw path ever becomes a label.
    expect([...after.keys()].some((series) => series.includes(ARTICLE))).toBe(false)

    expect(moved(before, after, 'chat_messages_stored_total{sender="visitor"}')).toBe(2)
    expect(moved(before, after, 'chat_messages_stored_total{sender="admin"}')).toBe(2)
    // The console hears of the visitor's two messages, and of its own replies as any other console would.
    expect(toStaff.length).toBeGreaterThanOrEqual(2)
    expect(moved(before, after, 'chat_messages_delivered_total{audience="staff"}')).toBe(toStaff.length)
    // Every message the visitor's socket was sent counts: the two replies among them.
    expect(repliesToVisitor().map((message) => message.message)).toEqual(['Hi Mia!', 'How can we help?'])
    expect(moved(before, after, 'chat_messages_delivered_total{audience="visitor"}')).toBe(toVisitor.length)
    expect(toVisitor.length).toBeGreaterThanOrEqual(2)
    expect(value(after, 'chat_sockets{role="visitor"}')).toBe(1)
    expect(value(after, 'chat_sockets{role="staff"}')).toBe(1)

    expect(value(after, `payload_jobs{queue="${PROBE_QUEUE}",state="waiting"}`)).toBe(1)
    expect(value(after, `payload_jobs{queue="${PROBE_QUEUE}",state="scheduled"}`)).toBe(1)
    expect(value(after, `payload_jobs{queue="${PROBE_QUEUE}",state="processing"}`)).toBe(0)
    expect(value(after, `payload_jobs_failed{queue="${PROBE_QUEUE}"}`)).toBe(1)
    expect(value(after, `payload_jobs_oldest_waiting_seconds{queue="${PROBE_QUEUE}"}`)).toBeGreaterThanOrEqual(90)
    // The queues the server works through are reported while empty.
    expect(after.has('payload_jobs{queue="email",state="waiting"}')).toBe(true)

    expect(value(after, 'db_pool_connections')).toBeGreaterThan(0)
    expect(after.has('db_pool_idle_connections')).toBe(true)
    expect(after.has('db_pool_waiting_requests')).toBe(true)
    expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(after.has('nodejs_eventloop_lag_p99_seconds')).toBe(true)
  })
})

describe('request ids and JSON logs', () => {
  const failedLogin = (url: string, requestId: string) =>
    fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-request-id': requestId },
      body: JSON.stringify({ username: 'admin', password: 'not the password at all' }),
    })

  it("echoes a trusted proxy's id and Payload's log lines written during that request carry it", async () => {
    const requestId = `proxy-${crypto.randomUUID()}`
    const response = await failedLogin(server.url, requestId)
    expect(response.status).toBe(401)
    expect(response.headers.get('x-request-id')).toBe(requestId)

    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes(requestId))
        .map((line) => JSON.parse(line) as { requestId?: string; name?: string; level?: number })
    await vi.waitFor(() => expect(lines().length).toBeGreaterThan(0), { timeout: 5_000, interval: 50 })
    expect(lines()).toContainEqual(expect.objectContaining({ requestId, name: 'payload', level: 50 }))
  })

  it('gives every request its own id when no proxy is trusted, whatever the client sent', async () => {
    const response = await failedLogin(untokened.url, 'client-chosen-id-0123456789')
    expect(response.status).toBe(401)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const page = await fetch(`${untokened.url}/`)
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(page.headers.get('x-request-id')).not.toBe(id)
  })

  it('writes a start-up refusal from server.ts as JSON too (a METRICS_TOKEN under 32 characters)', async () => {
    const refused = await spawnServer(productionEnv(db.uri, { METRICS_TOKEN: 'too-short' }), { waitReady: false })
    expect(await refused.exited).toBe(1)
    const lines = refused
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { msg?: string; name?: string })
    expect(lines).toContainEqual(
      expect.objectContaining({ name: 'server', msg: expect.stringContaining('METRICS_TOKEN: must be at least 32') }),
    )
  })

  it('writes every output line as JSON, the server’s own lines included', () => {
    for (const output of [server.output(), untokened.output()]) {
      const lines = output.split('\n').filter((line) => line.trim() !== '')
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow()
      expect(output).toContain('Ready on')
    }
  })
})
