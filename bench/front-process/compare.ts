/**
 * Whether a front process without Next would answer cached pages at 0.8x a bare Node server or better (issue: the
 * server half of "fast where it counts"; record 0072). Three servers, the same bytes and headers of `/`:
 * - the bare Node server of bench/http.ts;
 * - the app as it is (its snapshot path, visit counting and METRICS_TOKEN on);
 * - bench/front-process/front.ts in front of that app: the same snapshot, counting and metrics code, in a process of
 *   its own, relaying misses to the app.
 * Rounds of wrk (6 s, 50 connections, a new User-Agent per request) take turns at going first; each round's ratio is
 * its own (this machine's speed drifts between rounds), and the table gives the medians. The front's CPU is its own
 * process's; the app behind it is counted too, as it must answer every miss.
 *
 *   npm run build && npx tsx bench/front-process/compare.ts [--rounds N]
 */
import { fork } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build } from 'esbuild'

import { freePort } from '../../src/server/embedded-postgres'
import { BROWSER_HEADERS, median, processCpuMs, startBenchServer, writeHomePageManifest } from '../support'
import { load } from '../wrk'

const roundsAt = process.argv.indexOf('--rounds')
const ROUNDS = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 5

async function startChild(script: string, args: string[]) {
  const child = fork(script, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  await new Promise<void>((resolve) => child.once('message', () => resolve()))
  return child
}

const app = await startBenchServer({ SEED_CONTENT: 'true', METRICS_TOKEN: 'bench-metrics-token-0123456789abcdef' })
const dir = mkdtempSync(path.join(os.tmpdir(), 'front-process-'))
try {
  const manifest = await writeHomePageManifest(app.url, dir)

  const bare = await startChild(path.join(import.meta.dirname, '../bare-node-server.mjs'), [
    manifest,
    String(await freePort()),
  ])
  // Built into bench/out (git-ignored) so that its packages resolve from the repository's node_modules.
  const frontScript = path.join(import.meta.dirname, '../out/front.mjs')
  mkdirSync(path.dirname(frontScript), { recursive: true })
  await build({
    entryPoints: [path.join(import.meta.dirname, 'front.ts')],
    outfile: frontScript,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(import.meta.dirname, '../../tsconfig.json'),
    logLevel: 'warning',
  })
  const frontPort = await freePort()
  const front = await startChild(frontScript, [String(frontPort), app.url])
  const servers = {
    'bare Node': { url: `http://127.0.0.1:${bare.spawnargs.at(-1)}`, pids: [bare.pid] },
    app: { url: app.url, pids: [app.child.pid] },
    'front process + app': { url: `http://127.0.0.1:${frontPort}`, pids: [front.pid, app.child.pid] },
  }
  const check = await fetch(`${servers['front process + app'].url}/`, { headers: BROWSER_HEADERS })
  const body = await check.arrayBuffer()
  console.log(
    `front answers / with ${check.status}, ${body.byteLength} bytes (${check.headers.get('content-encoding')}), x-nextjs-cache ${check.headers.get('x-nextjs-cache')}`,
  )

  const runs = new Map<string, { rps: number; cpuUs: number; ratio: number }[]>()
  for (let round = 0; round < ROUNDS; round++) {
    const names = Object.keys(servers) as (keyof typeof servers)[]
    const figures = new Map<string, { rps: number; cpuUs: number; each: number[] }>()
    for (const name of round % 2 === 1 ? names.reverse() : names) {
      const server = servers[name]
      await load(`${server.url}/`, {
        connections: 50,
        durationS: 1,
        headers: BROWSER_HEADERS,
        distinctUserAgents: true,
      })
      const before = server.pids.map(processCpuMs)
      const result = await load(`${server.url}/`, {
        connections: 50,
        durationS: 6,
        headers: BROWSER_HEADERS,
        distinctUserAgents: true,
      })
      if (result.errors || result.non2xx) throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`)
      const each = server.pids.map((pid, i) => ((processCpuMs(pid) - before[i]!) * 1000) / Math.max(1, result.requests))
      figures.set(name, { rps: result.rps, cpuUs: each.reduce((sum, us) => sum + us, 0), each })
    }
    const bareRps = figures.get('bare Node')!.rps
    for (const [name, figure] of figures)
      runs.set(name, [...(runs.get(name) ?? []), { rps: figure.rps, cpuUs: figure.cpuUs, ratio: figure.rps / bareRps }])
    console.log(
      `round ${round + 1}: ` +
        [...figures]
          .map(
            ([name, f]) =>
              `${name} ${f.rps.toFixed(0)} req/s ${f.cpuUs.toFixed(1)} µs` +
              (f.each.length > 1 ? ` (front ${f.each[0]!.toFixed(1)}, app ${f.each[1]!.toFixed(1)})` : ''),
          )
          .join(' · '),
    )
  }
  console.log('| server | req/s | CPU/request | × bare (per round, median) |')
  console.log('|---|---:|---:|---:|')
  for (const [name, list] of runs)
    console.log(
      `| ${name} | ${median(list.map((run) => run.rps)).toFixed(0)} | ${median(list.map((run) => run.cpuUs)).toFixed(1)} µs | ${median(list.map((run) => run.ratio)).toFixed(2)} |`,
    )

  // The hop's cost: a router request (RSC payload) is never a snapshot, so Next answers it either way.
  const router = { ...BROWSER_HEADERS, rsc: '1', accept: '*/*' }
  const misses = new Map<string, { rps: number; p50: number; cpuUs: number }[]>()
  for (let round = 0; round < Math.min(ROUNDS, 3); round++) {
    const names = ['app', 'front process + app'] as const
    for (const name of round % 2 === 1 ? [...names].reverse() : names) {
      const server = servers[name]
      const before = server.pids.map(processCpuMs)
      const result = await load(`${server.url}/`, { connections: 10, durationS: 6, headers: router })
      if (result.errors || result.non2xx) throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`)
      const cpu = server.pids.reduce<number>((sum, pid, i) => sum + processCpuMs(pid) - before[i]!, 0)
      const figure = { rps: result.rps, p50: result.p50, cpuUs: (cpu * 1000) / Math.max(1, result.requests) }
      misses.set(name, [...(misses.get(name) ?? []), figure])
    }
  }
  console.log('\nA miss (`/` asked for as a router request, 10 connections): what the hop adds')
  console.log('| server | req/s | p50 | CPU/request |')
  console.log('|---|---:|---:|---:|')
  for (const [name, list] of misses)
    console.log(
      `| ${name} | ${median(list.map((run) => run.rps)).toFixed(0)} | ${median(list.map((run) => run.p50)).toFixed(2)} ms | ${median(list.map((run) => run.cpuUs)).toFixed(0)} µs |`,
    )
  bare.kill()
  front.kill()
} finally {
  await app.cleanup()
}
