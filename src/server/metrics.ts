import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'

import type { Pool } from 'pg'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Server as SocketServer } from 'socket.io'

import { NEXT_CACHE_HEADER } from '@/lib/cache/next-internals'
import type { SenderType } from '@/lib/chat/constants'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { setChatCounters } from '@/lib/observability/chat-counters'

export const METRICS_PATH = ENDPOINTS.metrics.path

/**
 * What a request is for, as a label: a handful of values, never the path itself (one series per path would grow without
 * end).
 */
export type RouteClass = 'page' | 'staff' | 'api' | 'cms' | 'static' | 'og' | 'socket.io' | 'health' | 'metrics'

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)
// A file name in the last segment: public/ files, sitemap.xml, robots.txt, icons.
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i

export function routeClass(url: string | undefined): RouteClass {
  const raw = url ?? '/'
  const query = raw.indexOf('?')
  const path = query === -1 ? raw : raw.slice(0, query)
  if (path === METRICS_PATH) return 'metrics'
  if (under(path, '/socket.io')) return 'socket.io'
  if (path === '/api/health') return 'health'
  if (under(path, '/api')) return 'api'
  if (under(path, '/cms')) return 'cms'
  if (path.startsWith('/_next/')) return 'static'
  if (under(path, '/og')) return 'og'
  if (under(path, '/admin') || under(path, '/monitoring')) return 'staff'
  if (FILE_NAME.test(path)) return 'static'
  return 'page'
}

const sha256 = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether an Authorization header carries `token` as a bearer token. Both sides are hashed first, so the
 * comparison takes the same time whatever the guess and whatever its length.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '')
  if (!match) return false
  return timingSafeEqual(sha256(match[1]!), sha256(token))
}

type AutoRun = readonly { queue?: string }[] | ((...args: never[]) => unknown) | undefined

/** The queues the job queue's autoRun works through (those of an autoRun function are not known before it runs). */
export function autoRunQueues(autoRun: AutoRun): string[] {
  if (!autoRun || typeof autoRun === 'function') return []
  return [...new Set(autoRun.map((cron) => cron.queue ?? 'default'))]
}

type JobRow = {
  queue: string
  waiting: number
  scheduled: number
  processing: number
  failed: number
  oldest_waiting_seconds: number | null
}

// Unfinished jobs only (Payload deletes a completed job); `completed_at` is indexed. Waiting: due and not
// running; scheduled: due later (a retry's back-off, a delayed e-mail); failed: gave up (has_error).
const JOBS_QUERY = `
SELECT coalesce(queue, 'default') AS queue,
       count(*) FILTER (WHERE NOT failed AND NOT processing AND due)::int AS waiting,
       count(*) FILTER (WHERE NOT failed AND NOT processing AND NOT due)::int AS scheduled,
       count(*) FILTER (WHERE NOT failed AND processing)::int AS processing,
       count(*) FILTER (WHERE failed)::int AS failed,
       extract(epoch FROM now() - min(ready_at) FILTER (WHERE NOT failed AND NOT processing AND due))::float8
         AS oldest_waiting_seconds
  FROM (SELECT queue, coalesce(processing, false) AS processing, coalesce(has_error, false) AS failed,
               (wait_until IS NULL OR wait_until <= now()) AS due,
               greatest(created_at, coalesce(wait_until, created_at)) AS ready_at
          FROM payload_jobs
         WHERE completed_at IS NULL) AS jobs
 GROUP BY 1`

export type MetricsOptions = {
  /** METRICS_TOKEN: /metrics answers only requests bearing it; without one it is not served at all. */
  token: string | undefined
  /** Payload's pg pool: its use, and the job queue read on each scrape. */
  pool: Pool | undefined
  /** Queues reported even while empty (the job queue's autoRun queues). */
  queues: readonly string[]
  /** A scrape whose job query failed still answers, without the job figures. */
  warn: (error: unknown, message: string) => void
}

type CounterChild = { inc: (value?: number) => void }
type HistogramChild = { observe: (value: number) => void }

/**
 * This process's metrics in Prometheus text format at GET /metrics. Every app process keeps and serves
 * its own (Prometheus scrapes each one and sums); nothing names the host, Prometheus adds `instance`.
 * Counting a request is a map lookup and two increments once it finishes; gauges of the job queue, the
 * pool and the sockets are read only when scraped.
 */
export class ServerMetrics {
  readonly registry = new Registry()
  private readonly requests: Counter<'route' | 'code'>
  private readonly duration: Histogram<'route'>
  private readonly pageCache: Counter<'result'>
  private readonly stored: Counter<'sender'>
  private readonly delivered: Counter<'audience'>
  private readonly requestChildren = new Map<string, CounterChild>()
  private readonly durationChildren = new Map<RouteClass, HistogramChild>()
  private readonly cacheChildren = new Map<string, CounterChild>()
  private io: SocketServer | undefined
  /** Snapshot answers not yet added to `requests` and `pageCache` (see `snapshotServed`). */
  private snapshotAnswers = 0
  private jobs: Promise<JobRow[] | undefined> | undefined

  constructor(private readonly options: MetricsOptions) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry })
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route class and status code (101: a WebSocket upgrade Socket.IO accepted).',
      labelNames: ['route', 'code'],
      registers,
      collect: () => this.foldSnapshots(),
    })
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the server to the last byte of its answer, by route class.',
      labelNames: ['route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    this.pageCache = new Counter({
      name: 'http_page_cache_total',
      help: 'GET page answers with status 200 by where they came from: snapshot (the server memory), hit or stale (Next cache), miss (rendered), uncached (a dynamic page).',
      labelNames: ['result'],
      registers,
      collect: () => this.foldSnapshots(),
    })
    this.stored = new Counter({
      name: 'chat_messages_stored_total',
      help: 'Chat messages stored (committed) by this process, by sender.',
      labelNames: ['sender'],
      registers,
    })
    this.delivered = new Counter({
      name: 'chat_messages_delivered_total',
      help: 'Chat messages sent to sockets connected to this process: to visitor widgets or staff consoles.',
      labelNames: ['audience'],
      registers,
    })
    for (const audience of ['visitor', 'staff']) this.delivered.labels(audience).inc(0)

    const liveSockets = () => this.io?.of('/').sockets.values() ?? []
    const jobRows = (pool: Pool) => this.jobRows(pool)
    new Gauge({
      name: 'chat_sockets',
      help: 'Chat sockets connected to this process, by role (unidentified: a visitor socket without a valid session).',
      labelNames: ['role'],
      registers,
      collect() {
        const counts = { visitor: 0, staff: 0, unidentified: 0 }
        for (const socket of liveSockets()) {
          const data = socket.data as { staff?: unknown; visitorId?: unknown }
          counts[data.staff ? 'staff' : data.visitorId ? 'visitor' : 'unidentified'] += 1
        }
        for (const [role, count] of Object.entries(counts)) this.labels(role).set(count)
      },
    })

    const pool = options.pool
    if (pool) {
      const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read(pool))
          },
        })
      poolGauge('db_pool_connections', 'Connections open in the PostgreSQL pool.', (p) => p.totalCount)
      poolGauge('db_pool_idle_connections', 'Open pool connections not in use.', (p) => p.idleCount)
      poolGauge('db_pool_waiting_requests', 'Queries waiting for a pool connection.', (p) => p.waitingCount)
      poolGauge('db_pool_max_connections', 'Most connections the pool opens.', (p) => p.options.max ?? 10)

      const jobGauge = (
        name: string,
        help: string,
        labelNames: string[],
        fill: (gauge: Gauge<string>, rows: JobRow[]) => void,
      ) =>
        new Gauge({
          name,
          help,
          labelNames,
          registers,
          async collect() {
            const rows = await jobRows(pool)
            this.reset()
            if (rows) fill(this, rows)
          },
        })
      jobGauge(
        'payload_jobs',
        'Unfinished jobs by queue and state: waiting (due), scheduled (due later), processing.',
        ['queue', 'state'],
        (gauge, rows) => {
          for (const row of rows)
            for (const state of ['waiting', 'scheduled', 'processing'] as const)
              gauge.labels(row.queue, state).set(row[state])
        },
      )
      jobGauge('payload_jobs_failed', 'Jobs that gave up (hasError), by queue.', ['queue'], (gauge, rows) => {
        for (const row of rows) gauge.labels(row.queue).set(row.failed)
      })
      jobGauge(
        'payload_jobs_oldest_waiting_seconds',
        'Age of the oldest due job not yet picked up, by queue (0: none waiting).',
        ['queue'],
        (gauge, rows) => {
          for (const row of rows) gauge.labels(row.queue).set(row.oldest_waiting_seconds ?? 0)
        },
      )
    }
  }

  /** One query per scrape, shared by the job gauges (each gauge's collect runs concurrently). */
  private jobRows(pool: Pool): Promise<JobRow[] | undefined> {
    this.jobs ??= pool
      .query<JobRow>(JOBS_QUERY)
      .then(({ rows }) => {
        const byQueue = new Map(rows.map((row) => [row.queue, row]))
        for (const queue of this.options.queues)
          if (!byQueue.has(queue))
            byQueue.set(queue, { queue, waiting: 0, scheduled: 0, processing: 0, failed: 0, oldest_waiting_seconds: 0 })
        return [...byQueue.values()]
      })
      .catch((error: unknown) => {
        this.options.warn(error, 'metrics: reading the job queue failed')
        return undefined
      })
      .finally(() => {
        this.jobs = undefined
      })
    return this.jobs
  }

  /**
   * Chat counters for src/lib (messages stored through sockets, /api or /cms), and delivery to this process's sockets.
   */
  watchChat(io: SocketServer): void {
    this.io = io
    const storedChildren = new Map<SenderType, CounterChild>()
    setChatCounters({
      messageStored: (sender) => {
        let child = storedChildren.get(sender)
        if (!child) storedChildren.set(sender, (child = this.stored.labels(sender)))
        child.inc()
      },
    })
    const toVisitor = this.delivered.labels('visitor')
    const toStaff = this.delivered.labels('staff')
    io.on('connection', (socket) => {
      // Broadcasts, from this process or relayed by the Redis adapter, pass here once per receiving socket.
      socket.onAnyOutgoing((event: string) => {
        if (event === 'chat:message') toVisitor.inc()
        else if (event === 'staff:message') toStaff.inc()
      })
    })
    // The transport is WebSocket only: every Engine.IO connection is an upgrade that never reaches the pipeline.
    io.engine.on('connection', () => this.count('socket.io', 101))
    io.engine.on('connection_error', (error: { req?: IncomingMessage; code?: number }) => {
      // Refused upgrades; refused HTTP requests to /socket.io are counted by `observe` like any other.
      if (error.req?.headers.upgrade) this.count('socket.io', error.code === 4 ? 403 : 400)
    })
  }

  stop(): void {
    setChatCounters(undefined)
  }

  private count(route: RouteClass, status: number, seconds?: number): void {
    this.requestChild(route, status).inc()
    if (seconds !== undefined) this.timing(route).observe(seconds)
  }

  private requestChild(route: RouteClass, status: number): CounterChild {
    const key = `${route} ${status}`
    let child = this.requestChildren.get(key)
    if (!child) this.requestChildren.set(key, (child = this.requests.labels(route, String(status))))
    return child
  }

  private timing(route: RouteClass): HistogramChild {
    let timing = this.durationChildren.get(route)
    if (!timing) this.durationChildren.set(route, (timing = this.duration.labels(route)))
    return timing
  }

  private cacheResult(result: string, answers = 1): void {
    let child = this.cacheChildren.get(result)
    if (!child) this.cacheChildren.set(result, (child = this.pageCache.labels(result)))
    child.inc(answers)
  }

  /** Counts a request once its answer is finished (`started`: performance.now() when it arrived). */
  observe(req: IncomingMessage, res: ServerResponse, started: number): void {
    const route = routeClass(req.url)
    res.once('finish', () => {
      this.count(route, res.statusCode, (performance.now() - started) / 1000)
      if (route !== 'page' || req.method !== 'GET' || res.statusCode !== 200) return
      const cache = res.getHeader(NEXT_CACHE_HEADER)
      this.cacheResult(
        typeof cache === 'string' && /^(hit|stale|miss)$/i.test(cache) ? cache.toLowerCase() : 'uncached',
      )
    })
  }

  /** A page answered from the server's snapshots (src/server/page-snapshots.ts): already finished. */
  snapshotServed(started: number): void {
    // The commonest request of all is tallied as a plain number, added to the two counters when they are read: a
    // labelled counter's increment costs more than the rest of the count.
    this.snapshotAnswers += 1
    this.timing('page').observe((performance.now() - started) / 1000)
  }

  /** Adds the snapshot answers tallied since the last read to the requests and page cache counters. */
  private foldSnapshots(): void {
    const answers = this.snapshotAnswers
    if (answers === 0) return
    this.snapshotAnswers = 0
    this.requestChild('page', 200).inc(answers)
    this.cacheResult('snapshot', answers)
  }

  /** GET /metrics: 401 without the token, the exposition with it (true: answered). Not served without a token. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const token = this.options.token
    if (!token || (req.method !== 'GET' && req.method !== 'HEAD') || routeClass(req.url) !== 'metrics') return false
    if (!bearerTokenMatches(req.headers.authorization, token)) {
      res.writeHead(401, {
        'www-authenticate': 'Bearer realm="metrics"',
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end('A bearer token is required.\n')
      return true
    }
    this.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': this.registry.contentType, 'cache-control': 'no-store' })
        res.end(text)
      },
      (error: unknown) => {
        this.options.warn(error, 'metrics: scrape failed')
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        res.end('Metrics unavailable.\n')
      },
    )
    return true
  }
}
