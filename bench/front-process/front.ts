/**
 * A sketch of the front process that docs/decisions/0072 weighs: a Node server with no Next, Payload or database in
 * its process, answering page snapshots itself (a request id, the visit counted, the metrics tallied, the stored bytes
 * written) and relaying everything else to the app over one keep-alive connection pool, keeping what the app marks as
 * a cached page (x-nextjs-cache: HIT). Counting and metrics are the app's own classes; their buffers are not sent on
 * anywhere (the sketch measures the per-request work, not the hand-over).
 *
 *   node front.mjs <port> <app url>
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { performance } from 'node:perf_hooks'

import pino from 'pino'

import { preferredEncoding } from '@/server/document-cache'
import { requestIdFor } from '@/server/logging'
import { ServerMetrics } from '@/server/metrics'
import { PageSnapshots } from '@/server/page-snapshots'
import { VisitCounter } from '@/server/visits'

const [port, appUrl] = [Number(process.argv[2]), process.argv[3]!]
const app = new URL(appUrl)
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
const snapshots = new PageSnapshots(250)
const visits = new VisitCounter({
  // Nothing is written: in the design the front hands its counts to the app, which writes them.
  store: {
    saltsFor: (days) => Promise.resolve(new Map(days.map((day) => [day, Buffer.alloc(32, 7)]))),
    latestViews: () => Promise.resolve(new Map()),
    insertPageViews: () => Promise.resolve(),
    insertExposures: () => Promise.resolve(),
    rollUpClosedDays: () => Promise.resolve(undefined),
    publishedPostPaths: () => Promise.resolve([]),
  },
  trustProxy: 0,
  siteUrl: appUrl,
  flushMs: 1_000,
  logger: pino({ level: 'warn' }),
})
visits.start()
const metrics = new ServerMetrics({
  token: 'front-metrics-token-0123456789abcdef',
  pool: undefined,
  queues: [],
  warn: () => {},
})

function relay(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  encoding: ReturnType<typeof preferredEncoding>,
) {
  const upstream = http.request(
    {
      host: app.hostname,
      port: app.port,
      method: req.method,
      path: req.url,
      agent,
      // The app's canonical host is its own address here (its SITE_URL): a real front would keep the Host asked for.
      headers: {
        ...req.headers,
        host: app.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-request-id': requestId,
      },
    },
    (answer) => {
      for (const [name, value] of Object.entries(answer.headers))
        if (value !== undefined && name !== 'connection' && name !== 'keep-alive' && name !== 'transfer-encoding')
          res.setHeader(name, value)
      res.writeHead(answer.statusCode ?? 502)
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        res.write(chunk)
      })
      answer.on('end', () => {
        res.end()
        snapshots.store(req, res, false, encoding, Buffer.concat(chunks))
      })
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502)
    res.end()
  })
  req.pipe(upstream)
}

const server = http.createServer((req, res) => {
  const started = performance.now()
  const requestId = requestIdFor(req, 0)
  const pageView = visits.pageView(req)
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  if (snapshots.serve(req, res, false, encoding, requestId)) {
    if (pageView) visits.count(req, pageView)
    metrics.snapshotServed(started)
    return
  }
  relay(req, res, requestId, encoding)
})
server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1', () => process.send?.('ready'))
// A normal exit, so that --cpu-prof writes its profile.
process.on('SIGTERM', () => process.exit(0))
