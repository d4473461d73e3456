/**
 * The cache question with figures: the site's route (each process caches its pages in memory, other processes hear of
 * an expiry through PostgreSQL NOTIFY) against Next's supported route for several processes (one shared cache on
 * Redis, bench/cache-route/redis-cache-handler.mjs, set as next.config's `cacheHandler` when NEXT_CACHE_ROUTE=redis).
 * Two production processes on one database per route:
 * - freshness: an article's title edited through process A, then read from process B until B shows it (ms);
 * - cached throughput: wrk on B's `/`, `/about` and `/blog`, with the 250 ms snapshots in front and without them.
 *
 * The Redis route is an experiment, not a setting of the site: run this in a copy of the repository whose next.config.ts
 * sets `cacheHandler` to the handler (and `cacheMaxMemorySize: 0`) when NEXT_CACHE_ROUTE=redis, and whose
 * src/server/cache-expiry-channel.ts ignores notifications then (so only Redis carries an expiry to process B), with
 * a current production build. docs/decisions/0070-pages-cached-per-process-not-on-redis.md has the figures.
 */
import { readFileSync } from 'node:fs'

import Redis from 'ioredis'

import { createTestDatabase } from '../../tests/support/postgres'
import { productionEnv, type ServerProcess, spawnServer } from '../../tests/support/server-process'
import { median } from '../support'
import { assertWrk, load } from '../wrk'

const PASSWORD = 'cache-route-bench-password'
const ARTICLE = 'ppv-content-optimization'
const PAGES = ['/', '/about', '/blog']
const EDITS = Number(process.env.EDITS ?? 15)
const DURATION_S = Number(process.env.DURATION_S ?? 8)

type Route = 'memory+notify' | 'redis'

const cpuMs = (pid: number | undefined) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  })
  return ((await response.json()) as { token: string }).token
}

/** ms from A's answer to the edit until B's article shows the new title, for EDITS edits. */
async function freshness(a: ServerProcess, b: ServerProcess): Promise<number[]> {
  const token = await login(a.url)
  const found = await fetch(`${a.url}/api/blog-posts?where[slug][equals]=${ARTICLE}&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const delays: number[] = []
  for (let i = 0; i < EDITS; i++) {
    // B has the article cached before each edit.
    for (let warm = 0; warm < 2; warm++) await (await fetch(`${b.url}/blog/${ARTICLE}`)).text()
    const title = `Freshness check ${i} ${Date.now()}`
    const edited = await fetch(`${a.url}/api/blog-posts/${id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ title }),
    })
    if (edited.status !== 200) throw new Error(`edit answered ${edited.status}: ${await edited.text()}`)
    const since = performance.now()
    for (;;) {
      const html = await (await fetch(`${b.url}/blog/${ARTICLE}`)).text()
      if (html.includes(title)) break
      if (performance.now() - since > 10_000) throw new Error(`B did not show the edit within 10 s (${title})`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    delays.push(performance.now() - since)
  }
  return delays
}

async function throughput(server: ServerProcess, path: string) {
  // Cached first.
  for (let i = 0; i < 3; i++)
    await (await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } })).text()
  const before = cpuMs(server.child.pid)
  const figures = await load(`${server.url}${path}`, {
    connections: 32,
    durationS: DURATION_S,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  })
  const cpuUs = ((cpuMs(server.child.pid) - before) * 1000) / Math.max(1, figures.requests)
  return { rps: Math.round(figures.rps), p99: figures.p99, cpuUs: Math.round(cpuUs), clientCpu: figures.clientCpu }
}

/** The run's entries and tags, left in Redis by the handler. */
async function dropRedisEntries(prefix: string) {
  const redis = new Redis(process.env.NEXT_CACHE_REDIS_URL ?? 'redis://127.0.0.1:6379')
  const keys = await redis.keys(`${prefix}:*`)
  if (keys.length > 0) await redis.del(...keys)
  redis.disconnect()
}

async function measure(route: Route, snapshotMs: string) {
  const db = await createTestDatabase(`cache_route_${route.replace(/\W/g, '_')}`)
  const env = productionEnv(db.uri, {
    SEED_CONTENT: 'true',
    ADMIN_PASSWORD: PASSWORD,
    PAGE_SNAPSHOT_MS: snapshotMs,
    VISIT_COUNTING: 'off',
    ...(route === 'redis' ? { NEXT_CACHE_ROUTE: 'redis', NEXT_CACHE_REDIS_PREFIX: db.name } : {}),
  })
  const a = await spawnServer(env)
  const b = await spawnServer(env)
  try {
    const fresh = await freshness(a, b)
    const pages: Record<string, Awaited<ReturnType<typeof throughput>>> = {}
    for (const path of PAGES) pages[path] = await throughput(b, path)
    return { fresh, pages }
  } finally {
    await Promise.all([a.stop('SIGKILL'), b.stop('SIGKILL')])
    await db.drop()
    if (route === 'redis') await dropRedisEntries(db.name)
  }
}

assertWrk()
const routes: Route[] = ['memory+notify', 'redis']
const rows: string[] = []
for (const snapshotMs of ['250', '0']) {
  for (const route of routes) {
    const { fresh, pages } = await measure(route, snapshotMs)
    const freshText = `${Math.round(median(fresh))} ms median, ${Math.round(Math.max(...fresh))} max (${fresh.length} edits)`
    for (const [path, figures] of Object.entries(pages))
      rows.push(
        `| ${route} | ${snapshotMs} ms | ${path} | ${figures.rps} | ${figures.p99} | ${figures.cpuUs} | ${figures.clientCpu.toFixed(2)} | ${path === '/' ? freshText : ''} |`,
      )
    console.error(`done: ${route}, snapshots ${snapshotMs} ms`)
  }
}
console.log('| route | snapshots | page | req/s | p99 ms | app CPU µs/req | wrk CPU | B shows A’s edit after |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
