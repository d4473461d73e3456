import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

import { afterEach, describe, expect, it } from 'vitest'

import { bearerTokenMatches, routeClass, ServerMetrics } from './metrics'

const TOKEN = 'metrics-token-0123456789abcdef-0123456789'

describe('routeClass', () => {
  it.each([
    ['/', 'page'],
    ['/blog/some-article?utm_source=x', 'page'],
    ['/about?_rsc=1x2y', 'page'],
    ['/metrics', 'metrics'],
    ['/metrics?x=1', 'metrics'],
    ['/metrics/extra', 'page'],
    ['/socket.io/?EIO=4&transport=websocket', 'socket.io'],
    ['/api/health', 'health'],
    ['/api/health/deep', 'api'],
    ['/api/users/login', 'api'],
    ['/api', 'api'],
    ['/apiary', 'page'],
    ['/cms', 'cms'],
    ['/cms/collections/blog-posts/1', 'cms'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/images/blog/cover.webp?w=3', 'static'],
    ['/sitemap.xml', 'static'],
    ['/og/blog/some-article', 'og'],
    ['/admin/chat', 'staff'],
    ['/monitoring', 'staff'],
    [undefined, 'page'],
  ])('%s is %s', (url, expected) => {
    expect(routeClass(url)).toBe(expected)
  })

  it('never returns the path: a million different paths make a handful of labels', () => {
    const classes = new Set<string>()
    for (let i = 0; i < 2_000; i++) classes.add(routeClass(`/blog/post-${i}?page=${i}`))
    expect([...classes]).toEqual(['page'])
  })
})

describe('bearerTokenMatches', () => {
  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(bearerTokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true)
  })

  it('refuses a missing, different, shorter, longer or differently framed token', () => {
    expect(bearerTokenMatches(undefined, TOKEN)).toBe(false)
    expect(bearerTokenMatches('', TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${TOKEN.slice(0, -1)}x`, TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false)
    expect(bearerTokenMatches(TOKEN, TOKEN)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false)
  })
})

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(metrics: ServerMetrics, answer: (url: string) => { status: number; cache?: string }) {
  server = createServer((req, res) => {
    // As the request pipeline: counted first, then answered.
    metrics.observe(req, res, performance.now())
    if (metrics.answer(req, res)) return
    const { status, cache } = answer(req.url ?? '/')
    if (cache) res.setHeader('x-nextjs-cache', cache)
    res.writeHead(status)
    res.end('ok')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const scrape = async (url: string) =>
  (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()

describe('ServerMetrics', () => {
  const options = { token: TOKEN, pool: undefined, queues: [], warn: () => {} }

  it('adds snapshot answers to the counters once each, across scrapes', async () => {
    const metrics = new ServerMetrics(options)
    const url = await serve(metrics, () => ({ status: 200 }))
    for (let i = 0; i < 3; i++) metrics.snapshotServed(performance.now())
    const first = await scrape(url)
    expect(first).toContain('http_requests_total{route="page",code="200"} 3')
    expect(first).toContain('http_page_cache_total{result="snapshot"} 3')
    metrics.snapshotServed(performance.now())
    await fetch(`${url}/about`)
    const second = await scrape(url)
    expect(second).toContain('http_requests_total{route="page",code="200"} 5')
    expect(second).toContain('http_page_cache_total{result="snapshot"} 4')
    expect(second).toContain('http_request_duration_seconds_count{route="page"} 5')
    metrics.stop()
  })

  it('counts requests by route class and code, page cache results, and answers only with the token', async () => {
    const metrics = new ServerMetrics(options)
    const url = await serve(metrics, (path) =>
      path === '/missing' ? { status: 404 } : path === '/blog' ? { status: 200, cache: 'MISS' } : { status: 200 },
    )
    for (const path of ['/blog', '/blog', '/missing', '/api/users', '/about']) await fetch(`${url}${path}`)
    metrics.snapshotServed(performance.now())

    expect((await fetch(`${url}/metrics`)).status).toBe(401)
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
    const text = await scrape(url)
    expect(text).toContain('http_requests_total{route="page",code="200"} 4')
    expect(text).toContain('http_requests_total{route="page",code="404"} 1')
    expect(text).toContain('http_requests_total{route="api",code="200"} 1')
    expect(text).toContain('http_request_duration_seconds_count{route="page"} 5')
    expect(text).toContain('http_page_cache_total{result="miss"} 2')
    expect(text).toContain('http_page_cache_total{result="uncached"} 1')
    expect(text).toContain('http_page_cache_total{result="snapshot"} 1')
    // The refused scrapes count too; the default process metrics are there.
    expect(text).toContain('http_requests_total{route="metrics",code="401"} 2')
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
    metrics.stop()
  })

  it('is not served without a token (the request goes on to the 404 of the site)', async () => {
    const metrics = new ServerMetrics({ ...options, token: undefined })
    const url = await serve(metrics, () => ({ status: 404 }))
    expect((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
  })

  it('reads the pool and the job queue when scraped, known queues included while empty', async () => {
    const pool = {
      totalCount: 4,
      idleCount: 3,
      waitingCount: 1,
      options: { max: 10 },
      query: () =>
        Promise.resolve({
          rows: [{ queue: 'email', waiting: 2, scheduled: 1, processing: 0, failed: 3, oldest_waiting_seconds: 42.5 }],
        }),
    }
    const metrics = new ServerMetrics({ ...options, pool: pool as never, queues: ['email', 'monitoring'] })
    const text = await metrics.registry.metrics()
    expect(text).toContain('db_pool_connections 4')
    expect(text).toContain('db_pool_idle_connections 3')
    expect(text).toContain('db_pool_waiting_requests 1')
    expect(text).toContain('payload_jobs{queue="email",state="waiting"} 2')
    expect(text).toContain('payload_jobs{queue="email",state="scheduled"} 1')
    expect(text).toContain('payload_jobs{queue="monitoring",state="waiting"} 0')
    expect(text).toContain('payload_jobs_failed{queue="email"} 3')
    expect(text).toContain('payload_jobs_oldest_waiting_seconds{queue="email"} 42.5')
  })

  it('still answers when the job query fails, without the job figures', async () => {
    const warnings: string[] = []
    const pool = {
      totalCount: 1,
      idleCount: 1,
      waitingCount: 0,
      options: {},
      query: () => Promise.reject(new Error('down')),
    }
    const metrics = new ServerMetrics({
      ...options,
      pool: pool as never,
      warn: (_e, message) => warnings.push(message),
    })
    const text = await metrics.registry.metrics()
    expect(text).toContain('db_pool_connections 1')
    expect(text).not.toMatch(/^payload_jobs\{/m)
    expect(warnings).toEqual(['metrics: reading the job queue failed'])
  })
})
