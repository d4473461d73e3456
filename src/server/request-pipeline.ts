import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import compression from 'compression'
import type { Pool } from 'pg'

import type { Env } from '@/config/env'
import { siteConfig } from '@/config/site'
import { pageLocationOf, VARIANT_ROUTE } from '@/lib/experiments/route'
import { CLIENT_IP_HEADER, clientIp } from '@/lib/http/client-ip'
import { ENDPOINTS } from '@/lib/http/endpoints'
import { requestContext } from '@/lib/observability/request-context'
import { requestPath } from '@/lib/redirects/rules'
import { redirectFor } from '@/lib/redirects/table'

import { limitRequestBody } from './body-limit'
import { canonicalHost } from './canonical-host'
import { CriticalCss } from './critical-css'
import { DocumentCache, preferredEncoding } from './document-cache'
import type { Drain } from './drain'
import { chooseExperimentArm, namesVariantRoute } from './experiments'
import { checkHealth } from './health'
import { secureResponse } from './html-response'
import { REQUEST_ID_HEADER, requestIdFor } from './logging'
import { lowercaseLocation } from './lowercase-path'
import { refuseMalformedPath } from './malformed-path'
import type { ServerMetrics } from './metrics'
import { PageSnapshots } from './page-snapshots'
import { guardRequest } from './request-guards'
import { baseSecurityHeaders, inlineScriptHashes, requestIsHttps } from './security-headers'
import type { VisitCounter } from './visits'

type Listener = (req: IncomingMessage, res: ServerResponse) => void
type Route = (req: IncomingMessage, res: ServerResponse, variantUrl: string | undefined) => void

export type RequestPipelineOptions = {
  env: Pick<
    Env,
    'SITE_URL' | 'MONITORING_BASE_URL' | 'TRUST_PROXY' | 'CACHED_PAGE_COMPRESSION' | 'CRITICAL_CSS' | 'PAGE_SNAPSHOT_MS'
  >
  dev: boolean
  /** Payload's pg pool, asked by the health check (none: the check answers 503). */
  pool: Pool | undefined
  /** While the process is stopping, the health check answers 503 (none: never). */
  drain?: Drain
  /** Counts public page views and answers their beacon (none: VISIT_COUNTING=off or no pool). */
  visits: VisitCounter | undefined
  /** Counts requests and answers GET /metrics (src/server/metrics.ts). */
  metrics?: ServerMetrics
  /** Next's request handler: whatever no step before it answered. */
  next: (req: IncomingMessage, res: ServerResponse) => Promise<void>
}

export type RequestPipeline = {
  /** The HTTP server's request listener: the steps of docs/ARCHITECTURE.md's request path, in order. */
  handle: Listener
  /** Socket.IO answers its own HTTP requests before `handle` sees them: they get the same base headers. */
  socketIoHeaders: Listener
}

/**
 * GET /api/health: SELECT 1 on the pool → 200 {db:"ok"} or 503 (true: answered). The load balancer asks
 * `/api/health?ready` ("send requests here?"): the same, but 503 {draining:true} once the process is stopping; such
 * an answer to the balancer itself (not to a request relayed through the proxy) ends the drain.
 */
function answerHealth(req: IncomingMessage, res: ServerResponse, pool: Pool | undefined, drain?: Drain): boolean {
  const [path, query = ''] = (req.url ?? '').split('?')
  if (req.method !== ENDPOINTS.health.method || path !== ENDPOINTS.health.path) return false
  if (drain?.active && new URLSearchParams(query).has('ready')) {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify({ draining: true }))
    // Only the balancer's own check ends the drain: it connects to the process itself, while any request relayed by
    // the proxy (a visitor's, anyone's) carries the proxy's X-Forwarded-For.
    if (req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined) drain.healthAnswered()
    return true
  }
  void checkHealth(pool).then(({ status, body }) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  })
  return true
}

/**
 * Every page path is lower case: /About is /about (one address per page, and the nav's
 * case-insensitive highlight has a page to show). True: answered with a 308.
 */
function redirectToLowerCase(req: IncomingMessage, res: ServerResponse): boolean {
  const lowercase = req.method === 'GET' || req.method === 'HEAD' ? lowercaseLocation(req.url) : undefined
  if (!lowercase) return false
  res.writeHead(308, { location: lowercase })
  res.end()
  return true
}

/** An address that moved (a renamed post, a redirect added in /cms) answers 301 before any page (true: answered). */
function redirectMovedAddress(req: IncomingMessage, res: ServerResponse): boolean {
  const movedPath = req.method === 'GET' || req.method === 'HEAD' ? requestPath(req.url ?? '/') : undefined
  const movedTo = movedPath === undefined ? undefined : redirectFor(movedPath)
  if (!movedTo) return false
  const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : ''
  // An hour in browsers' caches, so a redirect corrected in /cms reaches returning visitors too.
  res.writeHead(301, {
    location: query ? `${movedTo}${movedTo.includes('?') ? '&' : '?'}${query}` : movedTo,
    'cache-control': 'public, max-age=3600',
  })
  res.end()
  return true
}

/**
 * A variant's request reaches Next under the variant's route, and Next's own redirects name the address it was handed
 * (a router request whose `_rsc` does not match its headers is sent to the one that does): the visitor is sent to the
 * page's address instead, which shows them the same arm, never to the route that is the 404 page from outside.
 */
function redirectsNamePage(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, typeof value === 'string' && name.toLowerCase() === 'location' ? pageLocationOf(value) : value)
}

/** The request path of the one server process (server.ts), built once at boot. */
export function createRequestPipeline({
  env,
  dev,
  pool,
  drain,
  visits,
  metrics,
  next,
}: RequestPipelineOptions): RequestPipeline {
  const { SITE_URL: siteUrl, TRUST_PROXY: trustProxy } = env
  const keepCanonicalHost = canonicalHost({
    siteUrl,
    alsoServe: [env.MONITORING_BASE_URL],
    trustProxy,
    production: !dev,
  })
  const originPolicy = { trustProxy, siteUrl }
  // Next's own compression is off (next.config.ts): it would run before the security headers see
  // the page. Here it runs after them, on the bytes that leave the server.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  const isHttps = (req: IncomingMessage) => requestIsHttps(req, siteUrl, trustProxy)
  const criticalCss = !dev && env.CRITICAL_CSS === 'on' ? new CriticalCss(path.join(process.cwd(), '.next')) : undefined
  const documents = env.CACHED_PAGE_COMPRESSION
    ? new DocumentCache(inlineScriptHashes, undefined, criticalCss && ((html) => criticalCss.inline(html)))
    : undefined
  const snapshots = documents && env.PAGE_SNAPSHOT_MS > 0 ? new PageSnapshots(env.PAGE_SNAPSHOT_MS) : undefined
  const responseOptions = { dev, analytics: () => Boolean(siteConfig().gaMeasurementId), isHttps, documents, snapshots }

  const context = requestContext()

  const route: Route = (req, res, variantUrl) => {
    compress(req, res, () => {})
    secureResponse(req, res, responseOptions)
    req.headers[CLIENT_IP_HEADER] = clientIp(req, trustProxy)
    // Before the host check: Prometheus scrapes each process at its own address.
    if (metrics?.answer(req, res)) return
    // One host name (SITE_URL's) before anything else; then cross-site writes to /api are refused.
    if (keepCanonicalHost(req, res)) return
    if (refuseMalformedPath(req, res)) return
    if (guardRequest(req, res, originPolicy)) return
    if (limitRequestBody(req, res)) return
    if (visits?.beacon(req, res)) return
    if (visits?.keepArms(req, res, isHttps(req))) return
    if (answerHealth(req, res, pool, drain)) return
    if (redirectToLowerCase(req, res)) return
    if (redirectMovedAddress(req, res)) return
    // An experiment's variant is its own route to Next.
    if (variantUrl) {
      req.url = variantUrl
      redirectsNamePage(res)
    }
    void next(req, res)
  }

  const handle: Listener = (req, res) => {
    const started = metrics ? performance.now() : 0
    // Every answer names its request; the id reaches the log lines written while it is handled.
    const requestId = requestIdFor(req, trustProxy)
    req.headers[REQUEST_ID_HEADER] = requestId
    // Public page views are counted when answered with 200, snapshots included.
    const pageView = visits?.pageView(req)
    // The variants' route is nothing anyone asks for from outside (its snapshots included): it is the 404 page.
    if (namesVariantRoute(req.url)) req.url = VARIANT_ROUTE
    const experiment = visits && chooseExperimentArm(req, visits)
    const askedFor = req.url
    // A variant's snapshot is stored under its own route's address.
    if (experiment?.variantUrl) req.url = experiment.variantUrl
    // A cached page asked for again within moments: the same finished answer, straight from memory.
    if (snapshots?.serve(req, res, isHttps(req), preferredEncoding(req.headers['accept-encoding']), requestId)) {
      if (pageView) visits!.count(req, pageView, experiment?.shown)
      metrics?.snapshotServed(started)
      return
    }
    // The checks before Next (host, redirects) see the address asked for.
    req.url = askedFor
    res.setHeader(REQUEST_ID_HEADER, requestId)
    if (pageView) visits!.countWhenOk(req, res, pageView, experiment?.shown)
    metrics?.observe(req, res, started)
    context.run({ requestId }, route, req, res, experiment?.variantUrl)
  }

  const socketIoHeaders: Listener = (req, res) => {
    if (!req.url?.startsWith('/socket.io')) return
    metrics?.observe(req, res, performance.now())
    res.setHeader(REQUEST_ID_HEADER, requestIdFor(req, trustProxy))
    for (const [name, value] of Object.entries(baseSecurityHeaders(isHttps(req)))) res.setHeader(name, value)
  }

  return { handle, socketIoHeaders }
}
