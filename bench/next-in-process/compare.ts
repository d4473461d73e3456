/**
 * What a process with Next in it costs a request that Next never sees: the bare Node server of bench/http.ts sending
 * the app's cached `/` (its bytes and headers, captured from a production server), once on its own and once with
 * Next's production server prepared in its process and a page rendered through it, next to the app's snapshot path.
 * Three rounds of wrk each (6 s, 50 connections, a new User-Agent per request), taking turns; medians.
 *
 *   npm run build && npx tsx bench/next-in-process/compare.ts
 */
import { fork } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../src/server/embedded-postgres'
import { median, startBenchServer } from '../support'
import { load } from '../wrk'

const HEADERS = {
  'accept-encoding': 'gzip, br',
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
const ROUNDS = 3

function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

/** The app's brotli answer to `/`: headers as sent and the encoded body. */
function capture(url: string): Promise<{ headers: Record<string, string | string[]>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/`, { headers: { ...HEADERS, 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const headers: Record<string, string | string[]> = {}
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
              headers[name] = value
          const body = Buffer.concat(chunks)
          headers['content-length'] = String(body.length)
          resolve({ headers, body })
        })
      })
      .on('error', reject)
  })
}

const app = await startBenchServer({ SEED_CONTENT: 'true' })
const dir = mkdtempSync(path.join(os.tmpdir(), 'next-in-process-'))
try {
  for (let i = 0; i < 3; i++) await (await fetch(`${app.url}/`, { headers: HEADERS })).text()
  // Time for the best compression, made in the background, and for the first snapshot to expire.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  const answer = await capture(app.url)
  const file = path.join(dir, 'index.html.br')
  writeFileSync(file, answer.body)
  const entry = { headers: answer.headers, file }
  const manifest = path.join(dir, 'manifest.json')
  writeFileSync(manifest, JSON.stringify({ '/': { br: entry, gzip: entry, identity: entry } }))

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
      const before = cpuMs(server.pid)
      const figures = await load(`${server.url}/`, {
        connections: 50,
        durationS: 6,
        headers: HEADERS,
        distinctUserAgents: true,
      })
      const cpuUs = ((cpuMs(server.pid) - before) * 1000) / Math.max(1, figures.requests)
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
