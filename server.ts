/**
 * The one server process: Next (site, /cms admin and /api) and Socket.IO on one port.
 * Development runs it through tsx (`npm run dev`); `npm run build` compiles it with everything it
 * loads into dist/server/ (scripts/build-server.mjs), which `npm start` runs with plain Node.
 */
process.env.TZ ??= 'UTC'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

import { AsyncLocalStorage } from 'node:async_hooks'
import { createServer } from 'node:http'

import nextEnv from '@next/env'

import type { Env } from './src/config/env'
import { routeConsoleTo, serverLogger } from './src/server/logging'

// `next start` installs this global before any Next module loads. The Payload config reaches
// next/cache (blog revalidation hooks) before Next is prepared here, so install it first as well.
;(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage

const dev = process.env.NODE_ENV !== 'production'
// Production output is JSON lines (Payload's logger: src/lib/observability/logger.ts); this process's own
// console lines, and Next's, join them. Development keeps readable text.
if (!dev) routeConsoleTo(serverLogger())
nextEnv.loadEnvConfig(process.cwd(), dev)

async function main() {
  const { EnvError, parseEnv } = await import('./src/config/env')
  let env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  let embedded: { stop: () => Promise<void> } | undefined
  if (!env.DATABASE_URI) {
    const { startEmbeddedPostgres } = await import('./src/server/embedded-postgres')
    console.info(`DATABASE_URI is not set: starting embedded PostgreSQL in ${env.EMBEDDED_POSTGRES_DIR}`)
    const db = await startEmbeddedPostgres(env.EMBEDDED_POSTGRES_DIR)
    process.env.DATABASE_URI = db.uri
    embedded = db
  }

  try {
    await serve(env, () => embedded?.stop())
  } catch (error) {
    await embedded?.stop().catch(() => {})
    throw error
  }
}

async function serve(env: Env, stopDatabase: () => Promise<void> | undefined) {
  const { HOST: host, PORT: port, TRUST_PROXY: trustProxy } = env
  // Everything below loads only now, after .env: the Payload config and what it reaches read the environment.
  const [{ default: next }, { getPayload }, { default: config }, { createRealtimeServer }, { closePool }, { poolOf }] =
    await Promise.all([
      import('next'),
      import('payload'),
      import('./payload.config'),
      import('./src/server/realtime'),
      import('./src/server/close-pool'),
      import('./src/lib/db/pool'),
    ])
  const { createRequestPipeline } = await import('./src/server/request-pipeline')
  const { startCrossProcessReload } = await import('./src/server/cross-process-reload')
  const { VisitCounter, visitStore } = await import('./src/server/visits')
  const { loadSiteSettings, reloadSiteSettings, SITE_SETTINGS_TAG } = await import('./src/lib/settings/load')
  const { PAGE_COPY_TAG, reloadPageCopy } = await import('./src/lib/pages/load')
  const { pagesEdited } = await import('./src/lib/pages/published-copy')
  const { currentSettings, sameSettings, settingsFromEnv } = await import('./src/lib/settings/current')
  const { watchStaleJobs } = await import('./src/jobs/stale-jobs')
  const { startWaitSweep } = await import('./src/lib/alerts/triggers')
  const { staffOnline } = await import('./src/lib/chat/presence')
  const { setProcessState } = await import('./src/lib/uptime/process-state')
  const { autoRunQueues, ServerMetrics } = await import('./src/server/metrics')
  const { Drain } = await import('./src/server/drain')

  // The uptime probe asks SITE_URL over the network: until this process answers it would see its own start.
  setProcessState('starting')
  const payload = await getPayload({ config, cron: true })
  const pool = poolOf(payload.db)
  const stopStaleJobs = pool
    ? watchStaleJobs(pool, env.JOB_STALE_AFTER_MS, (released) =>
        payload.logger.warn(`${released} job(s) cut off mid-run handed back to the queue`),
      )
    : () => {}

  const app = next({ dev, hostname: host, port, dir: process.cwd() })
  await app.prepare()
  const reload = await startCrossProcessReload(payload, pool, {
    settings: {
      tag: SITE_SETTINGS_TAG,
      current: currentSettings,
      same: sameSettings,
      built: () => settingsFromEnv(env),
      load: loadSiteSettings,
      reload: reloadSiteSettings,
    },
    pageCopy: { tag: PAGE_COPY_TAG, edited: pagesEdited, reload: reloadPageCopy },
  })
  const upgrade = app.getUpgradeHandler()
  const visits =
    pool && env.VISIT_COUNTING === 'on'
      ? new VisitCounter({
          store: visitStore(pool),
          trustProxy,
          siteUrl: env.SITE_URL,
          flushMs: env.VISITS_FLUSH_MS,
          logger: payload.logger,
        })
      : undefined
  visits?.start()
  // Counted and served only with METRICS_TOKEN set: without it nobody may read them, so nothing is counted.
  const metrics = env.METRICS_TOKEN
    ? new ServerMetrics({
        token: env.METRICS_TOKEN,
        pool,
        queues: autoRunQueues(payload.config.jobs.autoRun),
        warn: (error, message) => payload.logger.warn({ err: error }, message),
      })
    : undefined
  const drain = new Drain(env.SHUTDOWN_DRAIN_MS)
  const pipeline = createRequestPipeline({ env, dev, pool, drain, visits, metrics, next: app.getRequestHandler() })

  const server = createServer(pipeline.handle)
  let listening = true
  // Idle keep-alive connections stay open longer than proxies and load balancers keep theirs (60 s is
  // the common default), so the client side closes them: with Node's 5 s a client reusing a
  // connection at the moment the server drops it gets ECONNRESET instead of an answer.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const realtime = createRealtimeServer(server, payload, { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX })
  metrics?.watchChat(realtime.io)
  // Visitors waiting longer than the settings allow without a staff reply: staff devices get a push,
  // and the alert address an e-mail when nobody has the console open.
  const stopWaitSweep = pool
    ? startWaitSweep(payload, env.ALERT_SWEEP_MS, { staffOnline: () => staffOnline(realtime.io, payload) })
    : () => {}
  // One listener in front of Socket.IO's, which answers its own HTTP requests before the pipeline sees them: they get
  // the same headers; and once the server stops listening, each keep-alive connection ends with its answer in flight
  // (not at the deadline).
  server.prependListener('request', (req, res) => {
    if (!listening) res.setHeader('connection', 'close')
    pipeline.socketIoHeaders(req, res)
  })
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/socket.io')) void upgrade(req, socket, head)
  })

  // A taken port fails the start like any other startup error (the embedded database is stopped).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  setProcessState('serving')
  payload.logger.info(
    `Ready on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (${dev ? 'development' : 'production'})`,
  )

  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    // A probe still running would see this process close, not the site go down: it is discarded.
    setProcessState('stopping')
    payload.logger.info(`${signal} received: shutting down`)
    // Behind a load balancer: until it has seen /api/health answer 503, requests are still served here.
    await drain.start()
    listening = false
    const deadline = setTimeout(() => {
      // Requests still open at the deadline are cut so the process can exit in time.
      server.closeAllConnections()
    }, env.SHUTDOWN_DEADLINE_MS)
    deadline.unref()
    try {
      // Stops accepting, disconnects every socket and resolves once in-flight requests have finished.
      await realtime.close()
      clearTimeout(deadline)
      stopStaleJobs()
      stopWaitSweep()
      metrics?.stop()
      await visits?.stop()
      await app.close().catch(() => {})
      await reload.close()
      await payload.destroy()
      await closePool(pool)
      await stopDatabase()
    } catch (error) {
      payload.logger.error({ err: error }, 'error during shutdown')
    }
    process.exit(0)
  }
  process.on('SIGTERM', (signal) => void shutdown(signal))
  process.on('SIGINT', (signal) => void shutdown(signal))
}

// Any startup failure (embedded database, Payload, Next, a taken port) ends the process with 1.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
