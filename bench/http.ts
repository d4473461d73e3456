/**
 * Throughput of the public pages next to three references serving the very same bytes, in one run:
 * the production server on a scratch database (seeded blog); Debian's nginx on a free port (1
 * worker) compressing on the fly (gzip level 5); the same nginx serving the app's own compressed
 * bytes precompressed (`brotli_static`, `gzip_static`: Debian's libnginx-mod-http-brotli-static);
 * and a bare Node HTTP server (bench/bare-node-server.mjs) that sends the app's exact headers and
 * encoded body for each request. wrk (C: one thread, 50 connections, 8 s per target,
 * `accept-encoding: gzip, br`; bench/wrk.ts) drives them. Prints req/s, p50 and p99 and the ratios.
 * The client's own ceiling is read from its CPU: wrk's one load thread can use one core, so a run in which wrk used
 * 90 % of a core or more measured the client, not the server, and no ratio involving that run is printed. For each
 * page the ceiling is printed as the req/s wrk would reach with its whole core (req/s ÷ its CPU share).
 * Targets: app ≥ 0.8 × the bare Node server, app p99 ≤ 2 × nginx's.
 *
 *   npm run build && npm run bench:http [-- --duration 8 --connections 50 --pages /,/blog --compare]
 *
 * `--compare` also measures a second server with CACHED_PAGE_COMPRESSION=false (every request
 * compressed and hashed again, as before the document cache) in the same run.
 * `--visits` also measures a second server with VISIT_COUNTING=off in the same run: the cost of
 * counting page views (every benchmark request asks for HTML as a browser does, so it is counted).
 * With one client, the counter keeps 20 page views per 10 s of it (a reload flood); add
 * `--distinct-clients` to give every request its own User-Agent, so every request is a new visitor
 * counted and written (the worst case for the counter).
 * `--metrics` measures the server with METRICS_TOKEN set (requests counted for /metrics) next to a second
 * one without it in the same run: the cost of counting on the cached-page path.
 * `--experiment` measures a server with an experiment running on the home page's hero (its own database) next to one
 * without: wrk's client is given a User-Agent that the experiment shows the variant, so `/` is the variant's cached
 * page on the one and the published page on the other; the other pages measure the lookup every page request makes.
 * It then measures `/` once more on the one server alone, the experiment paused and running in turns (a PATCH of its
 * status before each run), so that no difference between two processes enters that ratio.
 * For all three, two twin servers started alike (the switch on, the switch off) are measured. `--rounds N` measures
 * the app and the bare Node server, and each pair of twins, N times per page, taking turns at going first, and
 * prints the medians.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { armFor } from '../src/lib/experiments/assign'
import { visitorId } from '../src/lib/visits/visitor'
import { freePort } from '../src/server/embedded-postgres'
import { assertProductionBuild } from '../tests/support/build'
import { createTestDatabase } from '../tests/support/postgres'
import { ensureTestPostgres } from '../tests/support/postgres-server'
import { median, SAMPLE_ARTICLE, startBenchServer } from './support'
import { assertWrk, type Figures, load as wrkLoad } from './wrk'

const NGINX = '/usr/sbin/nginx'
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const DEFAULT_PAGES = [
  '/',
  '/about',
  '/services/marketing',
  '/faq',
  '/blog',
  SAMPLE_ARTICLE,
  '/contact',
  '/privacy-policy',
]

const args = process.argv.slice(2)
const option = (name: string, fallback: string) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1]! : fallback
const DURATION_S = Number(option('duration', '8'))
const CONNECTIONS = Number(option('connections', '50'))
const PAGES = option('pages', DEFAULT_PAGES.join(',')).split(',')
const HEADERS: Record<string, string> = {
  'accept-encoding': 'gzip, br',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
const COMPARE = args.includes('--compare')
const VISITS = args.includes('--visits')
const METRICS = !VISITS && args.includes('--metrics')
const EXPERIMENT = !VISITS && !METRICS && args.includes('--experiment')
// What the second server turns off (--visits, --metrics or --experiment), for the table's headings.
const SWITCHED = VISITS ? 'counting' : METRICS ? 'metrics' : 'experiment'
const BENCH_ADMIN_PASSWORD = 'bench-admin-password copper lantern'
const VARIANT_HEADLINE = 'Earn More From the Fans You Already Have'
const DISTINCT_CLIENTS = args.includes('--distinct-clients')
/**
 * With --visits or --metrics: how many times each page measures the pair, alternating which goes first (medians shown).
 */
const ROUNDS = Math.max(1, Number(option('rounds', '1')))

try {
  assertProductionBuild()
  assertWrk()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
if (!existsSync(NGINX)) {
  console.error(
    `${NGINX} is missing: install Debian's nginx with \`apt-get install -y nginx\` (as root), then run this again.`,
  )
  process.exit(1)
}
if (!existsSync(BROTLI_STATIC)) {
  console.error(
    `${BROTLI_STATIC} is missing: install it with \`apt-get install -y libnginx-mod-http-brotli-static\` (as root), then run this again.`,
  )
  process.exit(1)
}

/** CPU milliseconds a process has used so far (Linux /proc), or NaN where it cannot be read. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

/**
 * Loads `url` and also reports the CPU the server process spent per request (what the machine's other load does not
 * change).
 */
async function loadWithCpu(url: string, pid: number | undefined): Promise<Figures & { cpuUsPerRequest: number }> {
  const before = cpuMs(pid)
  const figures = await load(url)
  return { ...figures, cpuUsPerRequest: ((cpuMs(pid) - before) * 1000) / Math.max(1, figures.requests) }
}

/** A table cell: text, or the ratio of two servers' req/s, written once the client's ceiling is known. */
type Cell = string | { a: Figures; b: Figures }
const ratio = (a: Figures, b: Figures): Cell => ({ a, b })

/** `a` per `b`, or "client-bound" when wrk spent CLIENT_BOUND of its core or more on either run. */
function ratioText(cell: Cell): string {
  if (typeof cell === 'string') return cell
  const bound = Math.max(cell.a.clientCpu, cell.b.clientCpu) >= CLIENT_BOUND
  return bound ? 'client-bound' : (cell.a.rps / cell.b.rps).toFixed(2)
}

/** The req/s wrk would reach on this run's answers with its whole core. */
const ceilingOf = (figures: Figures) => figures.rps / Math.max(figures.clientCpu, 0.01)

function load(url: string): Promise<Figures> {
  return wrkLoad(url, {
    connections: CONNECTIONS,
    durationS: DURATION_S,
    headers: HEADERS,
    distinctUserAgents: DISTINCT_CLIENTS,
  })
}

/** A run in which wrk used this share of its core or more measured the client: no ratio of it is printed. */
const CLIENT_BOUND = 0.9

/**
 * nginx as the reference: the given files under `root`, one worker; gzip level 5 for HTML on the fly,
 * or (`precompressed`) the app's own index.html.br / index.html.gz beside each index.html.
 */
async function startNginx(dir: string, precompressed = false): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  dir = path.join(dir, precompressed ? 'nginx-static' : 'nginx')
  mkdirSync(dir, { recursive: true })
  const compression = precompressed
    ? 'gzip off;\n  gzip_static on;\n  brotli_static on;'
    : 'gzip on;\n  gzip_comp_level 5;'
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`
  mkdirSync(path.join(dir, 'tmp'), { recursive: true })
  const config = `
${precompressed ? `load_module ${BROTLI_STATIC};` : ''}
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  types { text/html html; }
  default_type text/html;
  ${compression}
  server {
    listen 127.0.0.1:${port};
    root ${path.join(path.dirname(dir), 'html')};
    location / { try_files $uri/index.html =404; }
  }
}
`
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, config)
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}; see ${path.join(dir, 'error.log')}`)
    try {
      await fetch(`${url}/`)
      return { url, process: child }
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

type Captured = { headers: Record<string, string | string[]>; body: Buffer }

/** One answer of the app exactly as sent: headers and the still-encoded body (node:http does not decode). */
function capture(url: string, encoding: 'br' | 'gzip' | 'identity'): Promise<Captured> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...HEADERS, 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const headers: Record<string, string | string[]> = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
              continue
            headers[name] = value
          }
          const body = Buffer.concat(chunks)
          headers['content-length'] = String(body.length)
          resolve({ headers, body })
        })
      })
      .on('error', reject)
  })
}

/** The bare Node reference server (bench/bare-node-server.mjs) on the captured answers. */
async function startBareNode(manifestFile: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort()
  const child = fork(path.join(import.meta.dirname, 'bare-node-server.mjs'), [manifestFile, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`the bare Node server exited with ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}`, process: child }
}

const postgres = await ensureTestPostgres()
const db = await createTestDatabase('bench_http', postgres.url)
type Measured = Awaited<ReturnType<typeof loadWithCpu>>
type BenchServer = Awaited<ReturnType<typeof startBenchServer>>

/**
 * The switched-off and switched-on twins on one page (`off`, `on`), `ROUNDS` times each, taking turns at going
 * first. With `toggle`, `off` and `on` are one server switched between the two states before each run (and warmed
 * after), so no difference between two processes (their heap, their place on the cores) enters the ratio.
 */
async function measurePair(
  page: string,
  index: number,
  off: BenchServer,
  on: BenchServer,
  toggle?: (on: boolean) => Promise<void>,
) {
  const runs: { off: Measured[]; on: Measured[] } = { off: [], on: [] }
  for (let round = 0; round < ROUNDS; round++) {
    const order = (index + round) % 2 === 1 ? (['off', 'on'] as const) : (['on', 'off'] as const)
    for (const which of order) {
      const twin = which === 'off' ? off : on
      if (toggle) {
        // A change of the experiment expires its variant's page: it is rendered again, and given the time its best
        // compression takes in the background, as the pages measured above were, before it is measured.
        await toggle(which === 'on')
        for (const encoding of ['br', 'gzip'] as const)
          await fetch(`${twin.url}${page}`, { headers: { ...HEADERS, 'accept-encoding': encoding } }).then((r) =>
            r.text(),
          )
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        // The first seconds of load after a change run slower (p99 139 ms, then 21-27 ms in the next three runs of
        // the variant, one process): warmed under load as the pages above were by the runs before theirs.
        await wrkLoad(`${twin.url}${page}`, { connections: CONNECTIONS, durationS: 3, headers: HEADERS })
      }
      runs[which].push(await loadWithCpu(`${twin.url}${page}`, twin.child.pid))
    }
  }
  return { off: medianRun(runs.off), on: medianRun(runs.on) }
}

/** Runs of one server as one: the median req/s, p50, p99 and CPU per request, and the most of wrk's core any used. */
function medianRun(list: Measured[]): Measured {
  return {
    ...list[0]!,
    rps: median(list.map((run) => run.rps)),
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    cpuUsPerRequest: median(list.map((run) => run.cpuUsPerRequest)),
    clientCpu: Math.max(...list.map((run) => run.clientCpu)),
  }
}

/**
 * The bare Node server and the app on one page, `ROUNDS` times each, taking turns at going first (the bare server
 * first in the first round): one run of each, back to back, gave 0.53 in one run of `/` and 0.65 in another here.
 */
async function measureAppAndBare(page: string, bareUrl: string, barePid: number | undefined) {
  const runs: { bare: Measured[]; app: Measured[] } = { bare: [], app: [] }
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const)
    for (const which of order)
      runs[which].push(
        which === 'bare'
          ? await loadWithCpu(`${bareUrl}${page}`, barePid)
          : await loadWithCpu(`${server.url}${page}`, server.child.pid),
      )
  }
  return { bareNode: medianRun(runs.bare), app: medianRun(runs.app) }
}

const server = await startBenchServer({
  DATABASE_URI: db.uri,
  SEED_CONTENT: 'true',
  ...(METRICS ? { METRICS_TOKEN: 'bench-metrics-token-0123456789abcdef' } : {}),
})
// Same database (seeded once by the first server), only the response path differs.
const before = COMPARE
  ? await startBenchServer({ DATABASE_URI: db.uri, SEED_CONTENT: 'true', CACHED_PAGE_COMPRESSION: 'false' })
  : undefined
const uncounted = VISITS
  ? await startBenchServer({ DATABASE_URI: db.uri, SEED_CONTENT: 'true', VISIT_COUNTING: 'off' })
  : METRICS
    ? await startBenchServer({ DATABASE_URI: db.uri, SEED_CONTENT: 'true', METRICS_TOKEN: '' })
    : EXPERIMENT
      ? await startBenchServer({ DATABASE_URI: db.uri, SEED_CONTENT: 'true' })
      : undefined
// An experiment runs on every process of its database: the twin with one has a database of its own.
const experimentDb = EXPERIMENT ? await createTestDatabase('bench_http_experiment', postgres.url) : undefined
// The switched comparison is between two servers started alike (neither served the capture below), so
// that only the switch differs: not the heap, warm-up or first-start seeding of the main server.
const switchedOn = uncounted
  ? await startBenchServer({
      DATABASE_URI: experimentDb?.uri ?? db.uri,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      SEED_CONTENT: 'true',
      ...(METRICS ? { METRICS_TOKEN: 'bench-metrics-token-0123456789abcdef' } : {}),
    })
  : undefined

/**
 * Starts an experiment on the home page's hero through the server's REST API, then gives wrk's client a User-Agent
 * the experiment shows the variant (from the day's salt, as the server hashes it) and checks that it does.
 */
async function startExperiment(server: BenchServer, databaseUri: string): Promise<(running: boolean) => Promise<void>> {
  const origin = server.url
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const rest = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', origin },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>
  }
  const home = await rest('GET', '/api/globals/home-page?draft=true&depth=0')
  await rest('POST', '/api/globals/home-page?draft=true', {
    hero: { ...(home.hero as object), heading: VARIANT_HEADLINE },
  })
  const { doc } = (await rest('POST', '/api/experiments', { name: 'Bench hero', page: 'home-page' })) as {
    doc: { id: number }
  }
  const pool = new pg.Pool({ connectionString: databaseUri, max: 1 })
  try {
    let salt: Buffer | undefined
    for (let tries = 0; !salt && tries < 100; tries++) {
      const { rows } = await pool.query<{ salt: Buffer }>(
        `SELECT salt FROM analytics_salts WHERE day = (now() AT TIME ZONE 'UTC')::date`,
      )
      salt = rows[0]?.salt
      if (!salt) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (!salt) throw new Error('the experiment server never made the day’s salt')
    const base = HEADERS['user-agent']!
    let n = 0
    while (armFor(doc.id, visitorId(salt, '127.0.0.1', `${base} Variant/${n}`), 50) !== 'variant') n++
    HEADERS['user-agent'] = `${base} Variant/${n}`
  } finally {
    await pool.end()
  }
  const page = await (await fetch(`${origin}/`, { headers: HEADERS })).text()
  if (!page.includes(VARIANT_HEADLINE)) throw new Error('the bench client was not shown the experiment’s variant')
  console.error(`experiment ${doc.id} running on /: wrk's client is shown the variant (${HEADERS['user-agent']})`)
  // Paused, the page is served as published and nobody is shown an arm; resumed, the same arm again.
  return async (running) => {
    await rest('PATCH', `/api/experiments/${doc.id}`, { status: running ? 'running' : 'paused' })
    // The change reaches the server's table of running experiments once the write has committed.
    for (let tries = 0; ; tries++) {
      const shown = await (await fetch(`${origin}/`, { headers: HEADERS })).text()
      if (shown.includes(VARIANT_HEADLINE) === running) return
      if (tries === 100) throw new Error(`the experiment did not ${running ? 'resume' : 'pause'}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
const toggleExperiment =
  EXPERIMENT && switchedOn && experimentDb ? await startExperiment(switchedOn, experimentDb.uri) : undefined

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-http-'))
chmodSync(dir, 0o755)
let nginx: ChildProcess | undefined
let nginxStatic: ChildProcess | undefined
let bare: ChildProcess | undefined
try {
  // Each page twice: the first request renders (and caches) it, the second is what visitors get.
  const cache = new Map<string, string>()
  const manifest: Record<string, Record<string, { headers: Record<string, string | string[]>; file: string }>> = {}
  const encodedBytes = new Map<string, number>()
  for (const page of PAGES) {
    await fetch(`${server.url}${page}`).then((response) => response.text())
    if (before) for (let i = 0; i < 2; i++) await fetch(`${before.url}${page}`).then((response) => response.text())
    for (const twin of [uncounted, switchedOn])
      if (twin) for (let i = 0; i < 2; i++) await fetch(`${twin.url}${page}`).then((response) => response.text())
    const response = await fetch(`${server.url}${page}`, { headers: HEADERS })
    if (!response.ok) throw new Error(`${page}: HTTP ${response.status}`)
    cache.set(page, response.headers.get('x-nextjs-cache') ?? '-')
    const html = await response.text()
    const folder = path.join(dir, 'html', page)
    mkdirSync(folder, { recursive: true, mode: 0o755 })
    writeFileSync(path.join(folder, 'index.html'), html, { mode: 0o644 })
    // The app's own answers in each encoding: nginx serves their bytes precompressed, the bare
    // Node server their bytes and headers.
    manifest[page] = {}
    // Each encoding asked once, then time for the best compression (made in the background) and for the
    // snapshot of the first answer to expire: what is captured is what the app sends from then on.
    for (const encoding of ['br', 'gzip'] as const) await capture(`${server.url}${page}`, encoding)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const answer = await capture(`${server.url}${page}`, encoding)
      const file = path.join(
        folder,
        encoding === 'identity' ? 'index.html' : `index.html.${encoding === 'br' ? 'br' : 'gz'}`,
      )
      writeFileSync(file, answer.body, { mode: 0o644 })
      manifest[page][encoding] = { headers: answer.headers, file }
      if (encoding !== 'identity') encodedBytes.set(`${page} ${encoding}`, answer.body.length)
    }
  }
  const manifestFile = path.join(dir, 'manifest.json')
  writeFileSync(manifestFile, JSON.stringify(manifest))
  const started = await startNginx(dir)
  nginx = started.process
  const startedStatic = await startNginx(dir, true)
  nginxStatic = startedStatic.process
  const startedBare = await startBareNode(manifestFile)
  bare = startedBare.process

  const rows: Cell[][] = []
  const measured: Figures[] = []
  const pairs: { on: Figures; off: Figures }[] = []
  const sameProcess: { page: string; on: Measured; off: Measured }[] = []
  for (const page of PAGES) {
    const reference = await load(`${started.url}${page}`)
    const precompressed = await load(`${startedStatic.url}${page}`)
    const { bareNode, app } = await measureAppAndBare(page, startedBare.url, bare.pid)
    const old = before ? await load(`${before.url}${page}`) : undefined
    // With --visits or --metrics: the twins measured `ROUNDS` times, taking turns at going first.
    const pair =
      uncounted && switchedOn ? await measurePair(page, PAGES.indexOf(page), uncounted, switchedOn) : undefined
    // With --experiment, also one server with the experiment paused and running in turns.
    const samePair =
      toggleExperiment && switchedOn && page === '/'
        ? await measurePair(page, PAGES.indexOf(page), switchedOn, switchedOn, toggleExperiment)
        : undefined
    if (samePair) sameProcess.push({ page, ...samePair })
    const off = pair?.off
    measured.push(reference, precompressed, bareNode, app, ...(old ? [old] : []), ...(pair ? [pair.on, pair.off] : []))
    if (pair) pairs.push(pair)
    const problems = [reference, precompressed, bareNode, app].some((f) => f.errors > 0 || f.non2xx > 0)
      ? ` (errors/non-2xx: nginx ${reference.errors}/${reference.non2xx}, precompressed ${precompressed.errors}/${precompressed.non2xx}, bare ${bareNode.errors}/${bareNode.non2xx}, app ${app.errors}/${app.non2xx})`
      : ''
    rows.push([
      page + problems,
      cache.get(page) ?? '-',
      `${ceilingOf(precompressed).toFixed(0)} (${(100 * precompressed.clientCpu).toFixed(0)} %)`,
      reference.rps.toFixed(0),
      precompressed.rps.toFixed(0),
      bareNode.rps.toFixed(0),
      app.rps.toFixed(0),
      ratio(app, bareNode),
      `${bareNode.cpuUsPerRequest.toFixed(0)} µs`,
      `${app.cpuUsPerRequest.toFixed(0)} µs`,
      ratio(app, reference),
      ratio(app, precompressed),
      `${reference.p50} ms`,
      `${app.p50} ms`,
      `${reference.p99} ms`,
      `${app.p99} ms`,
      ...(old ? [old.rps.toFixed(0), ratio(old, reference), `${old.p99} ms`] : []),
      ...(off
        ? [
            off.rps.toFixed(0),
            `${off.p99} ms`,
            pair.on.rps.toFixed(0),
            `${pair.on.cpuUsPerRequest.toFixed(0)} µs`,
            `${off.cpuUsPerRequest.toFixed(0)} µs`,
          ]
        : []),
    ])
    console.error(`measured ${page}`)
  }
  const head = [
    'page',
    'cache',
    "client ceiling req/s (wrk's core used on nginx precompressed)",
    'nginx req/s',
    'nginx precompressed req/s',
    'bare Node req/s',
    'app req/s',
    'app/bare Node',
    'bare Node CPU/request',
    'app CPU/request',
    'app/nginx',
    'app/nginx precompressed',
    'nginx p50',
    'app p50',
    'nginx p99',
    'app p99',
  ]
  if (before) head.push('per-request compression req/s', 'its ratio', 'its p99')
  if (uncounted)
    head.push(
      `${SWITCHED} off req/s`,
      'its p99',
      `${SWITCHED} on req/s`,
      `${SWITCHED} on CPU/request`,
      `${SWITCHED} off CPU/request`,
    )
  const fastest = measured.reduce((best, figures) => (figures.rps > best.rps ? figures : best))
  const bound = measured.filter((figures) => figures.clientCpu >= CLIENT_BOUND).length
  console.log(
    `\nwrk: 1 thread, ${CONNECTIONS} connections, ${DURATION_S} s per target, accept-encoding: ${HEADERS['accept-encoding']}` +
      (ROUNDS > 1
        ? `; the app, the bare Node server and each twin: medians of ${ROUNDS} rounds, taking turns at going first`
        : ''),
  )
  console.log(
    `the client's ceiling: the fastest run, ${fastest.rps.toFixed(0)} req/s, used ${(100 * fastest.clientCpu).toFixed(0)} % of wrk's core ` +
      `(${ceilingOf(fastest).toFixed(0)} req/s with all of it); ` +
      (bound > 0
        ? `${bound} of ${measured.length} runs used ${CLIENT_BOUND * 100} % of it or more: their ratios are not printed ("client-bound")`
        : `no run used ${CLIENT_BOUND * 100} % of it: every ratio is the servers'`) +
      '\n',
  )
  console.log(`| ${head.join(' | ')} |`)
  console.log(`|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`)
  for (const row of rows) console.log(`| ${row.map((cell) => ratioText(cell)).join(' | ')} |`)
  console.log(`\nthe app's encoded bytes: ${[...encodedBytes].map(([what, bytes]) => `${what} ${bytes}`).join(', ')}`)
  if (uncounted) {
    const sum = (column: number) => rows.reduce((total, row) => total + Number(row[column]), 0)
    const counted = sum(head.indexOf(`${SWITCHED} on req/s`))
    const off = sum(head.indexOf(`${SWITCHED} off req/s`))
    const cpu = (column: string) =>
      rows.reduce((total, row) => total + Number.parseFloat(row[head.indexOf(column)] as string), 0) / rows.length
    const pairBound = pairs.some((pair) => pair.on.clientCpu >= CLIENT_BOUND || pair.off.clientCpu >= CLIENT_BOUND)
    console.log(
      `\nall pages: ${SWITCHED} on ${counted.toFixed(0)} req/s, off ${off.toFixed(0)} req/s, on/off ${pairBound ? 'client-bound' : (counted / off).toFixed(2)}; ` +
        `server CPU per request on ${cpu(`${SWITCHED} on CPU/request`).toFixed(0)} µs, off ${cpu(`${SWITCHED} off CPU/request`).toFixed(0)} µs` +
        (ROUNDS > 1 ? ` (medians of ${ROUNDS} rounds per page)` : '') +
        (DISTINCT_CLIENTS ? ' (every request a new client)' : ''),
    )
  }
  for (const { page, on, off } of sameProcess) {
    const bound = on.clientCpu >= CLIENT_BOUND || off.clientCpu >= CLIENT_BOUND
    console.log(
      `${page} on one server, experiment running / paused in turns: ${on.rps.toFixed(0)} / ${off.rps.toFixed(0)} req/s ` +
        `(${bound ? 'client-bound' : (on.rps / off.rps).toFixed(2)}), server CPU per request ${on.cpuUsPerRequest.toFixed(0)} / ` +
        `${off.cpuUsPerRequest.toFixed(0)} µs, p99 ${on.p99.toFixed(1)} / ${off.p99.toFixed(1)} ms` +
        (ROUNDS > 1 ? ` (medians of ${ROUNDS} rounds)` : ''),
    )
  }
} finally {
  nginx?.kill('SIGTERM')
  nginxStatic?.kill('SIGTERM')
  bare?.kill('SIGTERM')
  await before?.cleanup()
  await uncounted?.cleanup()
  await switchedOn?.cleanup()
  await server.cleanup()
  await db.drop()
  await experimentDb?.drop()
  await postgres.stop()
  rmSync(dir, { recursive: true, force: true })
}
