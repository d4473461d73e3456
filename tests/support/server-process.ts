import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { productionStartArgs } from '../../scripts/start-args.mjs'
import { freePort } from '../../src/server/embedded-postgres'
import { assertProductionBuild } from './build'
import { createTestDatabase, type TestDatabase } from './postgres'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type ServerProcess = {
  url: string
  port: number
  child: ChildProcess
  output: () => string
  /** Sends a signal and resolves with the exit code and how long the exit took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>
  exited: Promise<number | null>
}

/** Production settings every test server shares; tests override what they are about. */
export function productionEnv(databaseUri: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    TZ: 'UTC',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-42',
    ADMIN_PASSWORD: 'e2e-admin-password',
    DATABASE_URI: databaseUri,
    HOST: '127.0.0.1',
    SEED_CONTENT: 'false',
    // Tests run several servers at once (two vitest workers, several processes each) on one
    // PostgreSQL with its default 100 connections: each takes a few, as a small deployment would.
    DATABASE_POOL_MAX: '8',
    // Uploads of test servers never land in the working tree.
    MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'media-server-')),
    // A production start needs SMTP or an explicit yes to logging mail; tests about mail pass SMTP_HOST.
    ...(extra.SMTP_HOST ? {} : { MAIL_TRANSPORT: 'log' }),
    ...extra,
  }
}

/**
 * Spawns the production server as `npm start` does (compiled server.ts, same Node flags) with the given environment.
 * `wrap` runs it through another command that ends by executing it (`ip netns exec NS`: on another host), and `host`
 * is the address `url` names (where the test reaches it; default 127.0.0.1).
 */
export type SpawnOptions = { waitReady?: boolean; nodeArgs?: string[]; wrap?: string[]; host?: string }

export async function spawnServer(
  env: Record<string, string>,
  { waitReady = true, nodeArgs = [], wrap = [], host = '127.0.0.1' }: SpawnOptions = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env
  const command = [...wrap, process.execPath, ...nodeArgs, ...productionStartArgs()]
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...parentEnv, ...env, PORT: String(port), SITE_URL: env.SITE_URL || `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://${host}:${port}`

  const server: ServerProcess = {
    url,
    port,
    child,
    exited,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      const started = Date.now()
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const code = await exited
      return { code, ms: Date.now() - started }
    },
  }

  if (waitReady) {
    // Resolves on the output chunk that says "Ready on" (the listeners above have added it to the log by then).
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer)
        child.stdout.off('data', check)
        child.stderr.off('data', check)
        child.off('exit', exitedEarly)
        if (error) reject(error)
        else resolve()
      }
      const check = () => {
        if (log.includes('Ready on')) settle()
      }
      const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) =>
        settle(new Error(`server exited with ${code ?? signal} before it was ready:\n${log}`))
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        settle(new Error(`server not ready within 90 s:\n${log}`))
      }, 90_000)
      child.stdout.on('data', check)
      child.stderr.on('data', check)
      child.once('exit', exitedEarly)
      check()
    })
  }
  return server
}

/** The production server on a database of its own (a copy of the run's migrated template). */
export type Site = ServerProcess & {
  db: TestDatabase
  /** Stops the server (SIGKILL unless told: a test of a graceful stop sends SIGTERM) and drops its database. */
  close: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * The site as `npm start` runs it, for one test file: checks the production build is current, copies the migrated
 * template into a database named after `label`, and starts the server on it with `productionEnv` and `env`.
 */
export async function startSite(
  label: string,
  env: Record<string, string> = {},
  options?: SpawnOptions,
): Promise<Site> {
  assertProductionBuild()
  const db = await createTestDatabase(label)
  try {
    const server = await spawnServer(productionEnv(db.uri, env), options)
    return {
      ...server,
      db,
      close: async (signal = 'SIGKILL') => {
        await server.stop(signal)
        await db.drop()
      },
    }
  } catch (error) {
    await db.drop()
    throw error
  }
}

/** Several app processes of one site on one database, as a deployment behind a balancer runs them. */
export type Processes = {
  db: TestDatabase
  servers: ServerProcess[]
  /** Stops every process (SIGKILL unless told) and drops the database. */
  close: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * `count` production servers on one database copied from the migrated template, started one after the other (the
 * first has seeded before the next starts), each with `productionEnv` and `env`.
 */
export async function startProcesses(
  label: string,
  count: number,
  env: Record<string, string> = {},
): Promise<Processes> {
  assertProductionBuild()
  const db = await createTestDatabase(label)
  const servers: ServerProcess[] = []
  const close = async (signal: NodeJS.Signals = 'SIGKILL') => {
    await Promise.all(servers.map((server) => server.stop(signal)))
    await db.drop()
  }
  try {
    for (let i = 0; i < count; i++) servers.push(await spawnServer(productionEnv(db.uri, env)))
  } catch (error) {
    await close()
    throw error
  }
  return { db, servers, close }
}
