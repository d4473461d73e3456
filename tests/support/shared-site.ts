import { spawn } from 'node:child_process'
import { existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { productionStartArgs } from '../../scripts/start-args.mjs'
import { freePort } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from './build'
import { createTestDatabase, dropTestDatabase } from './postgres'
import { productionEnv } from './server-process'

/**
 * One default production server per vitest worker, for files whose tests only read: no sign-ins, no edits, nothing a
 * limit counts (docs/decisions/0071-one-fixture-per-service-and-a-server-shared-by-readers.md). The first such file a worker
 * runs starts it; the worker's next ones find it through a state file in SHARED_SITES_DIR (made by the integration
 * tests' global setup, which stops every shared server and drops its database at the end of the run).
 */
export const SHARED_SITES_DIR = 'TEST_SHARED_SITES_DIR'

/** What the shared server is started with: one trusted proxy, so a test can say it came over HTTPS. */
const SHARED_ENV = { TRUST_PROXY: '1' }

type State = { url: string; port: number; pid: number; database: string }

const ROOT = path.resolve(import.meta.dirname, '../..')

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200
  } catch {
    return false
  }
}

/** Stops a shared server (when it still runs) and drops its database. */
async function stopShared(state: State): Promise<void> {
  if (alive(state.pid)) {
    process.kill(state.pid, 'SIGKILL')
    for (let i = 0; i < 50 && alive(state.pid); i++) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await dropTestDatabase(state.database)
}

export async function sharedSite(): Promise<{ url: string; port: number }> {
  const dir = process.env[SHARED_SITES_DIR]
  if (!dir)
    throw new Error(`${SHARED_SITES_DIR} is not set: shared sites are made by tests/support/vitest-global-setup.ts`)
  const worker = process.env.VITEST_POOL_ID ?? '1'
  const file = path.join(dir, `worker-${worker}.json`)
  const logFile = path.join(dir, `worker-${worker}.log`)
  if (existsSync(file)) {
    const state = JSON.parse(readFileSync(file, 'utf8')) as State
    if (alive(state.pid) && (await answers(state.url))) return state
    // One that stopped answering is replaced, its database with it.
    await stopShared(state)
  }
  console.info(`shared site: starting worker ${worker}'s server`)
  assertProductionBuild()
  const db = await createTestDatabase(`shared_site_${worker}`)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env
  // Its own process group and a log file rather than pipes: it outlives the test file that started it.
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, productionStartArgs(), {
    cwd: ROOT,
    env: { ...parentEnv, ...productionEnv(db.uri, SHARED_ENV), PORT: String(port), SITE_URL: url },
    stdio: ['ignore', log, log],
    detached: true,
  })
  child.unref()
  const state: State = { url, port, pid: child.pid!, database: db.name }
  writeFileSync(file, JSON.stringify(state))
  const deadline = Date.now() + 90_000
  while (!(await answers(url))) {
    if (!alive(state.pid) || Date.now() > deadline) throw new Error(`the shared server did not start: see ${logFile}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return state
}

/** Stops every shared server of the run and drops its database (the global setup's teardown). */
export async function stopSharedSites(dir: string): Promise<void> {
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json')))
    await stopShared(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as State)
}
