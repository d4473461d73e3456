/**
 * Two machines, one site: two production app processes, each on a "host" of its own (a network
 * namespace with its own address, tests/support/netns.ts), sharing PostgreSQL, Redis and the S3
 * bucket of the root namespace (reached through TCP proxies on each link's root-side address, as a
 * second machine reaches a database server), behind Caddy running deploy/Caddyfile. Under visitor
 * chat, page and contact-form traffic through Caddy, each host in turn is restarted the way
 * docs/operations.md ("Deploying") says (SIGTERM, wait for the exit, start, wait until Caddy sees it healthy).
 *
 * What must hold, judged from the clients' records and the database:
 * - every page, /api/health and contact post through Caddy is answered, and never with a 5xx (a
 *   connection error or timeout counts as a failure: Caddy's retries must hide the restart);
 * - no chat message lost: every message a visitor wrote is acknowledged (clients resend until it
 *   is), stored exactly once (by client id, with its unique text) in the order written, and seen by
 *   the staff console, live or by its catch-up; every staff reply likewise reaches its visitor;
 * - no contact message lost: every post answered 2xx is in contact_messages exactly once;
 * - afterwards both hosts, asked directly (bypassing Caddy), serve the same settings and post edit
 *   made during the restart, and an image uploaded through one host is served by the other.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { freePort } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from '../support/build'
import { type Answer, type Caddy, request, type RequestOptions, startCaddy } from '../support/caddy'
import { lexicalParagraph } from '../support/lexical'
import { createNetHost, type NetHost, netnsAvailable, removeStaleNetHosts } from '../support/netns'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { redisAnswers, startRedisServer, TEST_REDIS_URL } from '../support/redis-server'
import { startTestBucket, type TestBucket } from '../support/s3'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'
import { startTcpProxy } from '../support/tcp-proxy'
import { deliveryProblems, eventually, storedMessages, WidgetStaff, WidgetVisitor } from '../support/widget-client'

const namespaces = await netnsAvailable()
const ADMIN_PASSWORD = 'two-hosts-admin-password'
const BOOKING_BEFORE = 'https://calendly.com/velora-creators/strategy-call'
const RUN = randomBytes(4).toString('hex')
const BOOKING_AFTER = `https://cal.example.com/rolling-${RUN}`
const POST_SLUG = `rolling-restart-${RUN}`
const TITLE_BEFORE = `Before the rolling restart ${RUN}`
const TITLE_AFTER = `Edited while a host restarted ${RUN}`
const MEDIA_PREFIX = `two-hosts/${RUN}`
const VISITORS = 6
const PAGES = ['/', '/about', '/faq', '/blog', '/contact', '/services', '/api/health', `/blog/${POST_SLUG}`]
// A bound for a loaded machine, not a speed claim: how long a publish may take to show on a host.
const WITHIN_MS = 5_000
// A bound for a loaded machine: a message broadcast through Redis reaches the console's socket well within it.
const LIVE_MS = 4_000

// Only the pace of the simulated visitors, staff and browsers: every wait for the system is a wait for its event.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Host = {
  label: 'a' | 'b'
  net: NetHost
  /** Port of the app on its host (both use the same one on their own address when they are namespaces). */
  port: number
  env: Record<string, string>
  server?: ServerProcess
  upstream: string
}

const hosts: Host[] = []
const stops: (() => Promise<unknown>)[] = []
const clients: { close: () => void }[] = []
let db: TestDatabase
let bucket: TestBucket
let caddy: Caddy
let siteHost = ''
let agent: https.Agent
let token = ''

/** Through Caddy, as a browser: https, Caddy's CA, connecting to 127.0.0.1 (or `from`, another loopback address). */
const viaCaddy = (path: string, options: RequestOptions = {}): Promise<Answer> =>
  request(`${caddy.siteUrl}${path}`, { ca: caddy.ca, connectTo: '127.0.0.1', agent, ...options })

/** Straight to one host's app, bypassing Caddy, with the headers Caddy would add (site host, https). */
const direct = (host: Host, path: string, options: RequestOptions = {}): Promise<Answer> =>
  request(`http://${host.net.address}:${host.port}${path}`, {
    ...options,
    headers: { host: siteHost, 'x-forwarded-proto': 'https', ...options.headers },
  })

const json = (body: unknown, extra: Record<string, string> = {}): RequestOptions => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: caddy.siteUrl, ...extra },
  body: JSON.stringify(body),
})

const authorized = () => ({ authorization: `JWT ${token}` })

async function expectOk(answer: Promise<Answer>, what: string): Promise<Answer> {
  const result = await answer
  expect(result.status, `${what}: ${result.text.slice(0, 300)}`).toBeLessThan(300)
  return result
}

/** A host made of two loopback addresses when namespaces are not available (not root). */
function loopbackHost(label: 'a' | 'b'): NetHost {
  return {
    namespace: '',
    address: label === 'a' ? '127.0.0.2' : '127.0.0.3',
    gateway: '127.0.0.1',
    exec: [],
    remove: async () => {},
  }
}

/** Each service of the root namespace offered on the host's gateway address: what the host's environment names. */
async function servicesFor(net: NetHost, redisUrl: string): Promise<Record<string, string>> {
  const offer = async (target: URL) => {
    const proxy = await startTcpProxy(Number(target.port), target.hostname, net.gateway)
    stops.push(() => proxy.cut())
    const reached = new URL(target)
    reached.hostname = net.gateway
    reached.port = String(proxy.port)
    return reached
  }
  const database = await offer(new URL(db.uri))
  const redis = await offer(new URL(redisUrl))
  const s3 = await offer(new URL(bucket.endpoint))
  return {
    DATABASE_URI: database.toString(),
    REDIS_URL: redis.toString(),
    ...bucket.settings(MEDIA_PREFIX),
    S3_ENDPOINT: s3.origin,
  }
}

const spawned: { label: string; server: ServerProcess }[] = []

async function startApp(host: Host): Promise<ServerProcess> {
  const server = await spawnServer(host.env, { wrap: host.net.exec, host: host.net.address })
  spawned.push({ label: host.label, server })
  host.server = server
  return server
}

/** Caddy's log and every app process's output, kept in a folder for a failed run. */
function keepLogs(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'two-hosts-logs-'))
  writeFileSync(path.join(dir, 'caddy.log'), caddy?.log() ?? '')
  spawned.forEach(({ label, server }, i) => writeFileSync(path.join(dir, `app-${label}-${i}.log`), server.output()))
  return dir
}

/** Caddy's active health check has called the upstream `state` since the `since`-th verdict. */
function verdictSince(since: number, upstream: string, state: 'up' | 'down'): boolean {
  return caddy
    .healthEvents()
    .slice(since)
    .some((event) => event.host === upstream && event.state === state)
}

/** Caddy routes to the host again: its active check said up, and no passive failure is still counted. */
async function caddySeesHealthy(host: Host, since: number, ms: number) {
  await eventually(
    () => verdictSince(since, host.upstream, 'up'),
    ms,
    () => `(caddy did not see ${host.upstream} up)`,
  )
  const end = Date.now() + ms
  for (;;) {
    const status = (await caddy.upstreams()).find((upstream) => upstream.address === host.upstream)
    if (status?.fails === 0) return
    if (Date.now() > end) throw new Error(`caddy still counts failures of ${host.upstream}: ${JSON.stringify(status)}`)
    await sleep(100)
  }
}

beforeAll(async () => {
  assertProductionBuild()
  if (namespaces) await removeStaleNetHosts()
  db = await createTestDatabase('two_hosts')
  stops.push(() => db.drop())
  bucket = await startTestBucket()
  stops.push(() => bucket.close())
  let redisUrl = TEST_REDIS_URL
  if (!(await redisAnswers())) {
    const redis = await startRedisServer()
    stops.push(() => redis.stop())
    redisUrl = redis.url
  }

  for (const label of ['a', 'b'] as const) {
    const net = namespaces ? await createNetHost(label) : loopbackHost(label)
    stops.push(() => net.remove())
    const port = namespaces ? 3000 : await freePort()
    hosts.push({ label, net, port, env: {}, upstream: `${net.address}:${port}` })
  }
  caddy = await startCaddy({ upstreams: hosts.map((host) => host.upstream) })
  stops.push(() => caddy.close())
  siteHost = new URL(caddy.siteUrl).host
  agent = new https.Agent({ keepAlive: true, ca: caddy.ca })

  for (const host of hosts) {
    host.env = productionEnv('', {
      ...(await servicesFor(host.net, redisUrl)),
      HOST: namespaces ? '0.0.0.0' : host.net.address,
      PORT: String(host.port),
      SITE_URL: caddy.siteUrl,
      TRUST_PROXY: '1',
      // As deploy/creator-site@.service: a stopping process is served until Caddy has seen its health check fail.
      // TWO_HOSTS_DRAIN_MS=0 shows what happens without (POSTs answered 502/503 during each restart).
      SHUTDOWN_DRAIN_MS: process.env.TWO_HOSTS_DRAIN_MS ?? '10000',
      ADMIN_PASSWORD,
      BOOKING_URL: BOOKING_BEFORE,
      REDIS_PREFIX: `test-${db.name}`,
      CHAT_CONVERSATIONS_PER_IP: '1000',
      CHAT_MESSAGES_PER_MINUTE: '1000',
    })
  }
  const since = caddy.healthEvents().length
  // Started together on one database: they take turns to migrate and seed.
  await Promise.all(hosts.map((host) => startApp(host)))
  for (const host of hosts) await caddySeesHealthy(host, since, 30_000)
}, 180_000)

let failed = false
beforeEach(({ onTestFailed }) => onTestFailed(() => void (failed = true)))

afterAll(async () => {
  if (failed && caddy) console.error(`two-hosts: logs kept in ${keepLogs()}`)
  for (const client of clients) client.close()
  agent?.destroy()
  await Promise.all(hosts.flatMap((host) => (host.server ? [host.server.stop('SIGKILL')] : [])))
  for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error))
}, 60_000)

type Outcome = { at: number; what: string; status?: number; error?: string; body?: string }

/** The start of an answer that is not 2xx, to say what went wrong. */
const unexpected = (answer: Answer) => (answer.status < 300 ? {} : { body: answer.text.slice(0, 200) })

/** Requests each page in turn through Caddy until stopped, recording every answer (or failure). */
function pageTraffic(record: Outcome[], offset: number) {
  let running = true
  const loop = (async () => {
    for (let n = offset; running; n++) {
      const path = PAGES[n % PAGES.length]!
      try {
        const answer = await viaCaddy(path)
        record.push({ at: Date.now(), what: `GET ${path}`, status: answer.status, ...unexpected(answer) })
      } catch (error) {
        record.push({ at: Date.now(), what: `GET ${path}`, error: (error as Error).message })
      }
      await sleep(50)
    }
  })()
  return async () => {
    running = false
    await loop
  }
}

type ContactPost = Outcome & { message: string }

/**
 * Contact-form posts through Caddy, each from a loopback address of its own (the form's limit is per client address).
 */
function contactTraffic(record: ContactPost[]) {
  let running = true
  const loop = (async () => {
    for (let n = 1; running; n++) {
      const message = `Rolling restart contact ${RUN} number ${n}: please call me back.`
      const from = `127.3.${n >> 8}.${n & 255}`
      try {
        const answer = await viaCaddy('/api/send-contact-email', {
          ...json({ name: 'Ana Lima', email: 'ana@example.com', subject: `Contact ${n}`, message }),
          from,
        })
        record.push({ at: Date.now(), what: 'POST contact', status: answer.status, message, ...unexpected(answer) })
      } catch (error) {
        record.push({ at: Date.now(), what: 'POST contact', error: (error as Error).message, message })
      }
      await sleep(250)
    }
  })()
  return async () => {
    running = false
    await loop
  }
}

/** Visitors write every few hundred ms; the staff console answers each conversation in turn. */
function chatTraffic(visitors: WidgetVisitor[], staff: WidgetStaff) {
  let running = true
  const loops = [
    ...visitors.map(async (visitor, i) => {
      for (let n = 0; running; n++) {
        await visitor.send(`Visitor ${i} message ${n} of run ${RUN}`)
        await sleep(300 + Math.random() * 300)
      }
    }),
    (async () => {
      for (let n = 0; running; n++) {
        const conversation = visitors[n % visitors.length]!.conversation
        if (conversation) await staff.reply(conversation.id, `Reply ${n} of run ${RUN}`)
        await sleep(250)
      }
    })(),
  ]
  return async () => {
    running = false
    await Promise.all(loops)
  }
}

const pages: Outcome[] = []
const contacts: ContactPost[] = []
const visitors: WidgetVisitor[] = []
let staff: WidgetStaff
const restarts: { host: string; exitMs: number; downAt: number; upAt: number; bootMs: number }[] = []
let uploaded: { filename: string; bytes: Buffer }
let postId = 0
let ran = false

const title = namespaces
  ? 'two machines, one site: hosts in network namespaces behind Caddy'
  : 'two machines, one site (optional: not root, so two loopback addresses stand in for the hosts)'

describe(title, () => {
  it(
    'a rolling restart of both hosts under chat, page and contact traffic: every request through Caddy answered without a 5xx',
    { timeout: 240_000 },
    async () => {
      const [hostA, hostB] = hosts as [Host, Host]
      const login = await expectOk(
        viaCaddy('/api/users/login', json({ username: 'admin', password: ADMIN_PASSWORD })),
        'sign-in',
      )
      token = (JSON.parse(login.text) as { token: string }).token

      // An image through host A, straight to it: it lands in the bucket, which host B serves it from later.
      const png = await sharp({
        create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 60, b: 40 } },
      })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cover-${RUN}.png`)
      form.append('_payload', JSON.stringify({ alt: 'A red cover' }))
      const encoded = new Response(form)
      const media = await expectOk(
        direct(hostA, '/api/media', {
          method: 'POST',
          headers: {
            ...authorized(),
            origin: caddy.siteUrl,
            'content-type': encoded.headers.get('content-type')!,
          },
          body: Buffer.from(await encoded.arrayBuffer()),
        }),
        'upload through host A',
      )
      const doc = (JSON.parse(media.text) as { doc: { id: number; filename: string } }).doc
      uploaded = { filename: doc.filename, bytes: png }

      const created = await expectOk(
        viaCaddy(
          '/api/blog-posts',
          json(
            {
              title: TITLE_BEFORE,
              slug: POST_SLUG,
              excerpt: 'A post edited during a rolling restart.',
              category: 'Marketing',
              publishedAt: new Date(Date.now() - 60_000).toISOString(),
              author: 'Test Author',
              featuredImage: doc.id,
              content: lexicalParagraph('Body of the post.'),
              _status: 'published',
            },
            authorized(),
          ),
        ),
        'post created',
      )
      postId = (JSON.parse(created.text) as { doc: { id: number } }).doc.id

      const staffCookie = `payload-token=${token}`
      staff = new WidgetStaff(caddy.siteUrl, staffCookie, { ca: caddy.ca })
      clients.push(staff)
      for (let i = 0; i < VISITORS; i++) {
        const session = await expectOk(
          viaCaddy('/api/chat/session', { method: 'POST', headers: { origin: caddy.siteUrl } }),
          'chat session',
        )
        const cookie = String(session.headers['set-cookie']?.[0]).split(';')[0]!
        const visitor = new WidgetVisitor(
          caddy.siteUrl,
          cookie,
          { name: `Visitor ${i}`, email: `visitor${i}@example.com` },
          { ca: caddy.ca },
        )
        visitors.push(visitor)
        clients.push(visitor)
      }

      const stopPages = [pageTraffic(pages, 0), pageTraffic(pages, 4)]
      const stopContacts = contactTraffic(contacts)
      const stopChat = chatTraffic(visitors, staff)
      await eventually(
        () => visitors.every((v) => v.acked.size > 0) && staff.acked.size > 0,
        30_000,
        () => '(the chat did not start flowing)',
      )

      for (const host of [hostA, hostB]) {
        const since = caddy.healthEvents().length
        const { code, ms } = await host.server!.stop('SIGTERM')
        expect(code, `${host.label} exits 0 after draining`).toBe(0)
        // While this host is away, something is published through the other one.
        if (host === hostA)
          await expectOk(
            viaCaddy('/api/globals/site-settings', json({ bookingUrl: BOOKING_AFTER }, authorized())),
            'settings saved',
          )
        else
          await expectOk(
            viaCaddy(`/api/blog-posts/${postId}`, { ...json({ title: TITLE_AFTER }, authorized()), method: 'PATCH' }),
            'post edited',
          )
        // Caddy has noticed (so the "up" that follows is the new process's).
        await eventually(
          () => verdictSince(since, host.upstream, 'down'),
          15_000,
          () => `(caddy did not see ${host.upstream} down)`,
        )
        const downAt = Date.now()
        const booting = Date.now()
        await startApp(host)
        const bootMs = Date.now() - booting
        await caddySeesHealthy(host, since, 30_000)
        restarts.push({ host: host.label, exitMs: ms, downAt, upAt: Date.now(), bootMs })
      }
      // A little traffic on the restarted pair before the loops stop.
      const after = pages.length
      await eventually(() => pages.length > after + 20, 15_000)

      await Promise.all([...stopPages.map((stop) => stop()), stopContacts(), stopChat()])
      ran = true

      const failures = pages.filter((p) => p.error !== undefined || p.status! >= 500)
      const contactFailures = contacts.filter((c) => c.error !== undefined || c.status! >= 500)
      console.info(
        `two-hosts: ${pages.length} page requests, ${contacts.length} contact posts, ` +
          `${visitors.reduce((n, v) => n + v.written.length, 0)} visitor messages, ${staff.written.length} replies; ` +
          restarts
            .map(
              (r) =>
                `${r.host}: drained in ${r.exitMs} ms, booted in ${r.bootMs} ms, back in Caddy after ${r.upAt - r.downAt} ms`,
            )
            .join('; '),
      )
      expect(failures, 'page and health requests that failed or answered 5xx').toEqual([])
      expect(contactFailures, 'contact posts that failed or answered 5xx').toEqual([])
      // The answers themselves: every page 200, every contact post accepted (each from its own address, so no limit).
      expect(pages.filter((p) => p.status !== 200)).toEqual([])
      expect(contacts.filter((c) => c.status !== 200).map((c) => `${c.status}`)).toEqual([])
      // Traffic ran through both restarts: requests were answered while each host was away.
      for (const r of restarts)
        expect(
          pages.filter((p) => p.at >= r.downAt && p.at <= r.upAt).length,
          `requests while ${r.host} was away`,
        ).toBeGreaterThan(5)
      // The restarts moved clients: sockets on a stopped host reconnected (to the other one) and went on writing.
      expect([...visitors, staff].filter((c) => c.connects > 1).length).toBeGreaterThan(0)
    },
  )

  it('after the restart the hosts share live chat through Redis: a visitor on either host reaches the console live', async () => {
    expect(ran, 'this test reads what the rolling restart above left; it did not finish: see its own failure').toBe(
      true,
    )
    // One visitor straight on each host (as a page of the site): one of them is on the other host than the console.
    for (const host of hosts) {
      const session = await expectOk(
        viaCaddy('/api/chat/session', { method: 'POST', headers: { origin: caddy.siteUrl } }),
        'chat session',
      )
      const cookie = String(session.headers['set-cookie']?.[0]).split(';')[0]!
      const visitor = new WidgetVisitor(
        `http://${host.net.address}:${host.port}`,
        cookie,
        { name: `Visitor on ${host.label}`, email: `on-${host.label}@example.com` },
        { headers: { origin: caddy.siteUrl } },
      )
      clients.push(visitor)
      const message = await visitor.send(`Straight on host ${host.label}, run ${RUN}`)
      // As a live event (`staff.live`): the console's catch-up and resync, which would hide a missing Redis, do not
      // count.
      await eventually(
        () => staff.live.has(message.clientId),
        LIVE_MS,
        () => `(the message on host ${host.label} did not reach the console live)`,
      )
    }
  })

  it('no chat message lost: each written message acknowledged, stored once with its text, seen by the other side', async () => {
    expect(ran, 'this test reads what the rolling restart above left; it did not finish: see its own failure').toBe(
      true,
    )
    const problems = async () => deliveryProblems(visitors, [staff], await storedMessages(db.uri))
    // The console's last catch-up may still be on its way.
    const end = Date.now() + 15_000
    let found = await problems()
    while (found.length > 0 && Date.now() < end) {
      await sleep(250)
      found = await problems()
    }
    expect(found).toEqual([])

    const sql = new pg.Client({ connectionString: db.uri })
    await sql.connect()
    try {
      const { rows } = await sql.query<{ client_id: string; message: string }>(
        'SELECT client_id, message FROM chat_messages WHERE sender_type = $1',
        ['visitor'],
      )
      const stored = new Map(rows.map((row) => [row.client_id, row.message]))
      const texts = visitors.flatMap((v) =>
        v.messages.filter((m) => v.acked.has(m.clientId)).map((m) => [m.clientId, m.message] as const),
      )
      expect(texts.length).toBe(visitors.reduce((n, v) => n + v.acked.size, 0))
      for (const [clientId, text] of texts) expect(stored.get(clientId)).toBe(text)
      expect(new Set(rows.map((row) => row.message)).size).toBe(rows.length)
    } finally {
      await sql.end()
    }
  })

  it('no contact message lost: every post answered 2xx is in contact_messages exactly once', async () => {
    expect(ran, 'this test reads what the rolling restart above left; it did not finish: see its own failure').toBe(
      true,
    )
    const accepted = contacts.filter((c) => c.status !== undefined && c.status < 300).map((c) => c.message)
    expect(accepted.length).toBeGreaterThan(0)
    const sql = new pg.Client({ connectionString: db.uri })
    await sql.connect()
    try {
      const { rows } = await sql.query<{ message: string; copies: number }>(
        'SELECT message, count(*)::int AS copies FROM contact_messages WHERE message LIKE $1 GROUP BY message',
        [`%${RUN}%`],
      )
      const copies = new Map(rows.map((row) => [row.message, row.copies]))
      expect(accepted.filter((message) => copies.get(message) !== 1)).toEqual([])
    } finally {
      await sql.end()
    }
  })

  it('afterwards both hosts, asked directly, serve the same booking URL and post edit', async () => {
    expect(ran, 'this test reads what the rolling restart above left; it did not finish: see its own failure').toBe(
      true,
    )
    /** What must agree: the booking links, the post's title where it shows. */
    const facts = async (host: Host, path: string) => {
      const end = Date.now() + WITHIN_MS
      for (;;) {
        const page = await direct(host, path)
        const booking = [
          ...new Set(page.text.match(/https:\/\/(?:calendly\.com|cal\.example\.com)\/[^"'?&<\s\\]*/g) ?? []),
        ].sort()
        const shown = {
          status: page.status,
          booking,
          newTitle: page.text.includes(TITLE_AFTER),
          oldTitle: page.text.includes(TITLE_BEFORE),
        }
        const settled = booking.every((url) => url === BOOKING_AFTER) && !shown.oldTitle
        if (settled || Date.now() > end) return shown
        await sleep(100)
      }
    }
    for (const path of ['/', '/about', '/contact', '/blog', `/blog/${POST_SLUG}`]) {
      const [onA, onB] = await Promise.all(hosts.map((host) => facts(host, path)))
      expect(onA, path).toEqual(onB)
      expect(onA!.status, path).toBe(200)
      expect(onA!.booking, path).toEqual([BOOKING_AFTER])
      expect(onA!.oldTitle, path).toBe(false)
      if (path.startsWith('/blog')) expect(onA!.newTitle, path).toBe(true)
    }
  })

  it('an image uploaded through host A is served by host B (the bucket), byte for byte', async () => {
    expect(ran, 'this test reads what the rolling restart above left; it did not finish: see its own failure').toBe(
      true,
    )
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
    for (const host of hosts) {
      const answer = await direct(host, `/api/media/file/${encodeURIComponent(uploaded.filename)}`)
      expect(answer.status, host.label).toBe(200)
      expect(sha(answer.body), host.label).toBe(sha(uploaded.bytes))
    }
  })
})
