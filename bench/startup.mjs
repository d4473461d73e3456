#!/usr/bin/env node
/**
 * Prints how long a newcomer waits: `npm ci`, `npm run build`, and the cold start of the production
 * server (process spawn → first 200 on /), first on an empty embedded database (initdb, migrations,
 * seed) and then a restart on the same data.
 *
 *   node bench/startup.mjs [--skip-install] [--skip-build]
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { productionStartArgs } from '../scripts/start-args.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const args = new Set(process.argv.slice(2))

function timed(label, command, commandArgs) {
  const started = performance.now()
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`${label} failed`)
  return seconds
}

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function coldStart(dataDir) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, productionStartArgs(), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URI: '',
      EMBEDDED_POSTGRES_DIR: dataDir,
      PAYLOAD_SECRET: 'bench-secret-bench-secret-bench-secret',
      ADMIN_PASSWORD: 'bench-admin-password',
      MAIL_TRANSPORT: 'log',
    },
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`)
        if (res.status === 200) return (performance.now() - started) / 1000
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('no 200 on / within 120 s')
      await new Promise((r) => setTimeout(r, 50))
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
  }
}

const rows = []
if (!args.has('--skip-install')) rows.push(['npm ci', timed('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'])])
if (!args.has('--skip-build')) rows.push(['npm run build (Next and server)', timed('build', 'npm', ['run', 'build'])])
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'))
// As root the embedded server runs as a separate system user, which must be able to enter the folder.
chmodSync(dataDir, 0o755)
try {
  rows.push(['cold start, empty embedded database → first 200 on /', await coldStart(path.join(dataDir, 'pg'))])
  rows.push(['restart on the same data → first 200 on /', await coldStart(path.join(dataDir, 'pg'))])
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
for (const [label, seconds] of rows) console.log(`${label.padEnd(58)} ${seconds.toFixed(1)} s`)
