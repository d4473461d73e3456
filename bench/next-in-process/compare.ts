/**
 * What a process with Next in it costs a request that Next never sees: the bare Node server of bench/http.ts sending
 * the app's cached `/` (its bytes and headers, captured from a production server), once on its own and once with
 * Next's production server prepared in its process and a page rendered through it, next to the app's snapshot path.
 * Three rounds of wrk each (6 s, 50 connections, a new User-Agent per request), taking turns; medians.
 *
 *   npm run build && npx tsx bench/next-in-process/compare.ts
 */
import { fork } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../src/server/embedded-postgres'
import { BROWSER_HEADERS, median, processCpuMs, startBenchServer, writeHomePageManifest } from '../support'
import { load } from '../wrk'

const ROUNDS = 3

const app = await startBenchServer({ SEED_CONTENT: 'true' })
const dir = mkdtempSync(path.join(os.tmpdir(), 'next-in-process-'))
try {
  const manifest = await writeHomePageManifest(app.url, dir)

  const startBare = async (withNext: boolean) => {
    const port = await freePort()
    const child = fork(path.join(import.meta.dirname, '../bare-node-server.mjs'), [manifest, String(port)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: withNext ? ['--import', path.join(import.meta.dirname, 'load-next.mjs')] : [],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    await new Promise<void>((resolve) => child.once('message', () => resolve()))
    return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') }
  }
  const servers = {
    'bare Node': await startBare(false),
    'bare Node, Next prepared in its process': await startBare(true),
    'app (snapshot path)': { url: app.url, pid: app.child.pid, stop: () => true },
  }
  const runs = new Map<string, { rps: number; cpuUs: number }[]>()
  for (let round = 0; round < ROUNDS; round++) {
    const names = Object.keys(servers) as (keyof typeof servers)[]
    for (const name of round % 2 === 1 ? names.reverse() : names) {
      const server = servers[name]
      const before = processCpuMs(server.pid)
      const figures = await load(`${server.url}/`, {
        connections: 50,
        durationS: 6,
        headers: BROWSER_HEADERS,
        distinctUserAgents: true,
      })
      const cpuUs = ((processCpuMs(server.pid) - before) * 1000) / Math.max(1, figures.requests)
      runs.set(name, [...(runs.get(name) ?? []), { rps: figures.rps, cpuUs }])
    }
  }
  console.log('| server | req/s | CPU/request |')
  console.log('|---|---:|---:|')
  for (const [name, list] of runs)
    console.log(
      `| ${name} | ${median(list.map((run) => run.rps)).toFixed(0)} | ${median(list.map((run) => run.cpuUs)).toFixed(0)} µs |`,
    )
  for (const server of Object.values(servers)) server.stop()
} finally {
  await app.cleanup()
}
