/**
 * The one server process: Next (site, /cms admin and /api) and Socket.IO on one port.
 * Development runs it through tsx (`npm run dev`); `npm run build` compiles it with everything it
 * loads into dist/server/ (scripts/build-server.mjs), which `npm start` runs with plain Node.
 */
process.env.TZ ??= 'UTC'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

import { AsyncLocalStorage } from 'node:async_hooks'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import nextEnv from '@next/env'

import type { Env } from './src/config/env'

// `next start` installs this global before any Next module loads. The Payload config reaches
// next/cache (blog revalidation hooks) before Next is prepared here, so install it first as well.
;(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage

const dev = process.env.NODE_ENV !== 'production'
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
  const [{ default: next }, { getPayload }, { default: config }, { checkHealth }, { createRealtimeServer }, { closePool }, { poolOf }] = await Promise.all([
    import('next'),
    import('payload'),
    import('./payload.config'),
    import('./src/server/health'),
    import('./src/server/realtime'),
    import('./src/server/close-pool'),
    import('./src/lib/db/pool'),
  ])
  const { CLIENT_IP_HEADER, clientIp } = await import('./src/lib/http/client-ip')
  const { lowercaseLocation } = await import('./src/server/lowercase-path')
  const { canonicalHost } = await import('./src/server/canonical-host')
  const { guardRequest } = await import('./src/server/request-guards')
  const { limitRequestBody } = await import('./src/server/body-limit')
  const { applySecurityHeaders, baseSecurityHeaders, inlineScriptHashes, requestIsHttps } = await import('./src/server/security-headers')
  const { DocumentCache, preferredEncoding } = await import('./src/server/document-cache')
  const { PageSnapshots } = await import('./src/server/page-snapshots')
  const { VisitCounter, visitStore } = await import('./src/server/visits')
  const { default: compression } = await import('compression')
  const { expireBlogCacheAtBoot } = await import('./src/lib/blog/revalidate')
  const { EVERY_PAGE_TAG, expireNow, expireTags } = await import('./src/lib/cache/expire')
  const { loadSiteSettings, reloadSiteSettings, SITE_SETTINGS_TAG } = await import('./src/lib/settings/load')
  const { PAGE_COPY_TAG, reloadPageCopy } = await import('./src/lib/pages/load')
  const { pagesEdited } = await import('./src/lib/pages/published-copy')
  const { currentSettings, sameSettings, settingsFromEnv } = await import('./src/lib/settings/store')
  const { siteConfig } = await import('./src/config/site')
  const { loadRedirects, REDIRECTS_TAG, reloadRedirects } = await import('./src/lib/redirects/load')
  const { redirectFor } = await import('./src/lib/redirects/table')
  const { requestPath } = await import('./src/lib/redirects/rules')
  const { listenForExpiredTags } = await import('./src/server/cache-expiry-channel')
  const { watchStaleJobs } = await import('./src/jobs/stale-jobs')
  const { startWaitSweep, WAIT_SWEEP_MS } = await import('./src/lib/alerts/triggers')
  const { staffOnline } = await import('./src/lib/chat/presence')
  const { setProcessState } = await import('./src/lib/uptime/process-state')
  const keepCanonicalHost = canonicalHost({ siteUrl: env.SITE_URL, alsoServe: [env.MONITORING_BASE_URL], trustProxy, production: !dev })
  const originPolicy = { trustProxy, siteUrl: env.SITE_URL }

  // The uptime probe asks SITE_URL over the network: until this process answers it would see its own start.
  setProcessState('starting')
  const payload = await getPayload({ config, cron: true })
  const pool = poolOf(payload.db)
  const stopStaleJobs = pool
    ? watchStaleJobs(pool, env.JOB_STALE_AFTER_MS, (released) => payload.logger.warn(`${released} job(s) cut off mid-run handed back to the queue`))
    : () => {}

  const app = next({ dev, hostname: host, port, dir: process.cwd() })
  await app.prepare()
  expireBlogCacheAtBoot()
  // The build rendered every page with the environment's settings; once an admin has changed them
  // (Payload's onInit loaded them), those pages are out of date.
  // Likewise once an editor has published a page's copy in /cms: the build rendered the seed copy.
  const loaded = currentSettings()
  if ((loaded && !sameSettings(loaded, settingsFromEnv(env))) || pagesEdited()) expireNow([EVERY_PAGE_TAG])
  // Writes made through another app process expire this process's cached pages too; changed site
  // settings are read again before the pages showing them are expired.
  const onTags = (tags: string[]) => {
    if (tags.includes(REDIRECTS_TAG)) reloadRedirects(payload)
    const reloads = [tags.includes(SITE_SETTINGS_TAG) && reloadSiteSettings(payload), tags.includes(PAGE_COPY_TAG) && reloadPageCopy(payload)].filter((reload) => reload !== false)
    if (reloads.length === 0) return expireTags(tags)
    void Promise.allSettled(reloads).finally(() => expireTags(tags))
  }
  // A change saved by another process between this one's start and its first LISTEN was never heard.
  const onListening = () => {
    reloadRedirects(payload)
    const before = currentSettings()
    void loadSiteSettings(payload)
      .then((after) => {
        if (!before || !sameSettings(before, after)) expireTags([EVERY_PAGE_TAG])
      })
      .catch((error: unknown) => payload.logger.error({ err: error }, 'site settings could not be loaded'))
    void reloadPageCopy(payload).then((changed) => changed && expireTags([EVERY_PAGE_TAG]))
  }
  const onReconnect = () => {
    expireBlogCacheAtBoot()
    onTags([SITE_SETTINGS_TAG, PAGE_COPY_TAG, EVERY_PAGE_TAG, REDIRECTS_TAG])
  }
  await loadRedirects(payload)
  const expiryChannel = pool ? listenForExpiredTags(pool, { onTags, onReconnect, onListening, logger: payload.logger }) : undefined
  const handle = app.getRequestHandler()
  const upgrade = app.getUpgradeHandler()

  // Next's own compression is off (next.config.ts): it would run before the security headers see
  // the page. Here it runs after them, on the bytes that leave the server.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  const isHttps = (req: IncomingMessage) => requestIsHttps(req, env.SITE_URL, trustProxy)
  const documents = env.CACHED_PAGE_COMPRESSION ? new DocumentCache(inlineScriptHashes) : undefined
  const snapshots = documents && env.PAGE_SNAPSHOT_MS > 0 ? new PageSnapshots(env.PAGE_SNAPSHOT_MS) : undefined
  const securityOptions = { dev, analytics: () => Boolean(siteConfig().gaMeasurementId), isHttps, documents, snapshots }
  const visits =
    pool && env.VISIT_COUNTING === 'on'
      ? new VisitCounter({ store: visitStore(pool), trustProxy, siteUrl: env.SITE_URL, flushMs: env.VISITS_FLUSH_MS, logger: payload.logger })
      : undefined
  visits?.start()

  const server = createServer((req, res) => {
    // Public page views are counted when their answer finishes with 200, snapshots included.
    visits?.observe(req, res)
    // A cached page asked for again within moments: the same finished answer, straight from memory.
    if (snapshots?.serve(req, res, isHttps(req), preferredEncoding(req.headers['accept-encoding']))) return
    compress(req, res, () => {})
    applySecurityHeaders(req, res, securityOptions)
    req.headers[CLIENT_IP_HEADER] = clientIp(req, trustProxy)
    // One host name (SITE_URL's) before anything else; then cross-site writes to /api are refused.
    if (keepCanonicalHost(req, res)) return
    if (guardRequest(req, res, originPolicy)) return
    if (limitRequestBody(req, res)) return
    if (visits?.beacon(req, res)) return
    if (req.method === 'GET' && req.url?.split('?')[0] === '/api/health') {
      void checkHealth(pool).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        res.end(JSON.stringify(body))
      })
      return
    }
    // Every page path is lower case: /About is /about (one address per page, and the nav's
    // case-insensitive highlight has a page to show).
    const lowercase = req.method === 'GET' || req.method === 'HEAD' ? lowercaseLocation(req.url) : undefined
    if (lowercase) {
      res.writeHead(308, { location: lowercase })
      res.end()
      return
    }
    // An address that moved (a renamed post, a redirect added in /cms) answers 301 before any page.
    const movedPath = req.method === 'GET' || req.method === 'HEAD' ? requestPath(req.url ?? '/') : undefined
    const movedTo = movedPath === undefined ? undefined : redirectFor(movedPath)
    if (movedTo) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : ''
      // An hour in browsers' caches, so a redirect corrected in /cms reaches returning visitors too.
      res.writeHead(301, { location: query ? `${movedTo}${movedTo.includes('?') ? '&' : '?'}${query}` : movedTo, 'cache-control': 'public, max-age=3600' })
      res.end()
      return
    }
    void handle(req, res)
  })
  // Idle keep-alive connections stay open longer than proxies and load balancers keep theirs (60 s is
  // the common default), so the client side closes them: with Node's 5 s a client reusing a
  // connection at the moment the server drops it gets ECONNRESET instead of an answer.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const realtime = createRealtimeServer(server, payload, { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX })
  // Visitors waiting longer than the settings allow without a staff reply: staff devices get a push,
  // and the alert address an e-mail when nobody has the console open.
  const stopWaitSweep = pool ? startWaitSweep(payload, WAIT_SWEEP_MS, { staffOnline: () => staffOnline(realtime.io, payload) }) : () => {}
  // Socket.IO answers its own HTTP requests before the handler above sees them; they get the same headers.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!req.url?.startsWith('/socket.io')) return
    for (const [name, value] of Object.entries(baseSecurityHeaders(isHttps(req)))) res.setHeader(name, value)
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
  payload.logger.info(`Ready on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (${dev ? 'development' : 'production'})`)

  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    // A probe still running would see this process close, not the site go down: it is discarded.
    setProcessState('stopping')
    payload.logger.info(`${signal} received: shutting down`)
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
      await visits?.stop()
      await app.close().catch(() => {})
      await expiryChannel?.close()
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
