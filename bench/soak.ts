/**
 * Soak benchmark: sustained load on one production process (server.ts, production build, PostgreSQL).
 *   - 1,000 visitor sockets (in client worker processes, bench/chat-visitors.ts), each sending 1 message/s;
 *   - 50 HTTP connections requesting the public pages back to back (keep-alive);
 *   - for SOAK seconds (default 70, at least 60).
 * Prints: errors (negative or missing acknowledgements, HTTP failures or non-200 answers, staff socket
 * drops; target 0), visitor → staff delivery p50/p99, HTTP p50/p99, messages persisted (counted in the
 * database), and the server's RSS every 10 s with its slope after a 20 s warm-up (target: flat; a
 * leak shows as a steady climb).
 *
 *   npm run build && npm run bench:soak [-- --visitors 1000 --http 50 --seconds 70 --workers 2]
 */
import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import pg from 'pg'

import type { ChatMessageView } from '../src/lib/chat/types'
import { chatSocket, connected, staffCookie } from '../tests/support/chat-clients'
import { canConnect, createTestDatabase, TEST_POSTGRES_URL } from '../tests/support/postgres'
import { productionEnv, spawnServer } from '../tests/support/server-process'
import { SITE_PAGES } from './support'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const VISITORS = arg('visitors', 1_000)
const HTTP_CONNECTIONS = arg('http', 50)
const SECONDS = Math.max(60, arg('seconds', 70))
const WORKERS = arg('workers', 2)
const SAMPLE_S = 10
const WARM_UP_S = 20
const ADMIN_PASSWORD = 'soak-admin-password'

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'))
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024
}
/** Least-squares slope of y over x. */
const slope = (points: [number, number][]) => {
  const n = points.length
  const mx = points.reduce((s, [x]) => s + x, 0) / n
  const my = points.reduce((s, [, y]) => s + y, 0) / n
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0)
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0)
  return den === 0 ? 0 : num / den
}

if (!(await canConnect(TEST_POSTGRES_URL))) throw new Error(`no PostgreSQL at ${TEST_POSTGRES_URL}`)
const db = await createTestDatabase('bench_soak')
const server = await spawnServer(
  productionEnv(db.uri, {
    ADMIN_PASSWORD,
    CHAT_CONVERSATIONS_PER_IP: '1000000',
    CHAT_MESSAGES_PER_MINUTE: '1000000',
    CHAT_SOCKETS_PER_CLIENT: '1000000',
  }),
)
const pid = server.child.pid!
const workers: ReturnType<typeof fork>[] = []
let errors = 0
const errorKinds = new Map<string, number>()
const fail = (kind: string) => {
  errors++
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1)
}

try {
  console.log(
    `soak: ${VISITORS} visitors at 1 msg/s + ${HTTP_CONNECTIONS} HTTP connections for ${SECONDS} s against one process (pid ${pid})`,
  )
  console.log(`server RSS at start: ${rssMb(pid).toFixed(0)} MB`)

  const staff = chatSocket(server.url, 'staff', await staffCookie(server.url, 'admin', ADMIN_PASSWORD))
  await connected(staff)
  const delivery: number[] = []
  let measuring = false
  staff.on('staff:message', (message: ChatMessageView) => {
    const sentAt = Number(message.message.match(/^t=([\d.]+)$/)?.[1])
    if (measuring && sentAt) delivery.push(performance.timeOrigin + performance.now() - sentAt)
  })
  staff.on('disconnect', () => fail('staff socket dropped'))

  const perWorker = Math.ceil(VISITORS / WORKERS)
  await Promise.all(
    Array.from({ length: WORKERS }, (_, index) => {
      const child = fork(path.join(import.meta.dirname, 'chat-visitors.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          BENCH_URL: server.url,
          BENCH_VISITORS: String(Math.min(perWorker, VISITORS - index * perWorker)),
          BENCH_WORKER: String(index),
        },
      })
      workers.push(child)
      return new Promise<void>((resolve, reject) =>
        child.on('message', (m: { type: string; error?: string }) =>
          m.type === 'ready' ? resolve() : m.type === 'error' ? reject(new Error(m.error)) : undefined,
        ),
      )
    }),
  )
  console.log(`${VISITORS} visitor sockets connected, each with a conversation; server RSS ${rssMb(pid).toFixed(0)} MB`)

  // HTTP: fixed connections, each requesting the public pages in turn as fast as answers come.
  const agent = new http.Agent({ keepAlive: true, maxSockets: HTTP_CONNECTIONS })
  const httpTimes: number[] = []
  let httpRunning = true
  const get = (pagePath: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        `${server.url}${pagePath}`,
        { agent, headers: { 'accept-encoding': 'gzip, br' } },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
          response.on('error', reject)
        },
      )
      request.setTimeout(30_000, () => request.destroy(new Error('timeout')))
      request.on('error', reject)
    })
  const httpLoops = Array.from({ length: HTTP_CONNECTIONS }, async (_, index) => {
    for (let n = index; httpRunning; n++) {
      const started = performance.now()
      try {
        const status = await get(SITE_PAGES[n % SITE_PAGES.length]!)
        httpTimes.push(performance.now() - started)
        if (status !== 200) fail(`HTTP ${status}`)
      } catch (error) {
        fail(`HTTP ${(error as Error).message}`)
      }
    }
  })

  // Memory every 10 s while the load runs.
  const started = Date.now()
  const samples: [number, number][] = [[0, rssMb(pid)]]
  console.log(`  t=  0 s  RSS ${samples[0]![1].toFixed(0)} MB`)
  const sampler = setInterval(() => {
    const t = Math.round((Date.now() - started) / 1000)
    const mb = rssMb(pid)
    samples.push([t, mb])
    console.log(
      `  t=${String(t).padStart(3)} s  RSS ${mb.toFixed(0)} MB  (delivered so far ${delivery.length}, HTTP requests ${httpTimes.length})`,
    )
  }, SAMPLE_S * 1_000)

  measuring = true
  const results = await Promise.all(
    workers.map(
      (child) =>
        new Promise<{ acked: number; failed: number; reasons: Record<string, number> }>((resolve) => {
          child.once('message', (m: { type: string; acked: number; failed: number; reasons: Record<string, number> }) =>
            resolve(m),
          )
          child.send({ type: 'run', mode: 'open', seconds: SECONDS })
        }),
    ),
  )
  httpRunning = false
  await Promise.all(httpLoops)
  clearInterval(sampler)
  samples.push([Math.round((Date.now() - started) / 1000), rssMb(pid)])
  // Let the last deliveries arrive.
  await new Promise((r) => setTimeout(r, 2_000))
  measuring = false

  const acked = results.reduce((s, r) => s + r.acked, 0)
  const failed = results.reduce((s, r) => s + r.failed, 0)
  for (const result of results)
    for (const [code, n] of Object.entries(result.reasons))
      for (let i = 0; i < n; i++) fail(`chat message refused or unanswered (${code})`)
  if (delivery.length < acked)
    for (let i = 0; i < acked - delivery.length; i++) fail('acknowledged message not delivered to staff')

  // Memory once the load has stopped: what a backlog held is given back; a leak stays.
  const after: [number, number][] = []
  for (const wait of [10, 20]) {
    await new Promise((r) => setTimeout(r, 10_000))
    after.push([wait, rssMb(pid)])
  }

  const client = new pg.Client({ connectionString: db.uri })
  await client.connect()
  const persisted = Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM chat_messages')).rows[0]!.n)
  await client.end()

  const afterWarmUp = samples.filter(([t]) => t >= WARM_UP_S)
  const mbPerMinute = slope(afterWarmUp) * 60
  console.log('\n== soak figures')
  console.log(
    `errors: ${errors}${errors ? ` (${[...errorKinds].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}  (target 0)`,
  )
  console.log(
    `chat: ${acked} acknowledged, ${failed} not; ${delivery.length} delivered to staff; ${(acked / SECONDS).toFixed(0)} messages/s`,
  )
  console.log(
    `delivery visitor → staff: p50 ${percentile(delivery, 50).toFixed(1)} ms, p99 ${percentile(delivery, 99).toFixed(1)} ms`,
  )
  console.log(
    `HTTP: ${httpTimes.length} requests (${(httpTimes.length / SECONDS).toFixed(0)}/s), p50 ${percentile(httpTimes, 50).toFixed(1)} ms, p99 ${percentile(httpTimes, 99).toFixed(1)} ms`,
  )
  console.log(`persisted chat messages: ${persisted} (${VISITORS} conversation openers + ${acked} acknowledged)`)
  console.log(`server RSS: ${samples.map(([t, mb]) => `${t}s ${mb.toFixed(0)}`).join(', ')} MB`)
  console.log(`server RSS after the load stopped: ${after.map(([t, mb]) => `+${t}s ${mb.toFixed(0)}`).join(', ')} MB`)
  // What the server said about the messages it refused: the first error of each kind in its log.
  const log = server.output()
  const causes = new Map<string, number>()
  for (const match of log.matchAll(/chat: chat:send failed[\s\S]{0,2000}?"message": "([^"]{0,160})/g)) {
    causes.set(match[1]!, (causes.get(match[1]!) ?? 0) + 1)
  }
  for (const [cause, n] of causes) console.log(`server log, chat:send failed ×${n}: ${cause}`)
  console.log(
    `RSS slope after ${WARM_UP_S} s warm-up: ${mbPerMinute >= 0 ? '+' : ''}${mbPerMinute.toFixed(1)} MB/min (target: flat)`,
  )
  staff.close()
} finally {
  for (const child of workers) child.send({ type: 'stop' })
  await server.stop('SIGTERM')
  await db.drop()
}
