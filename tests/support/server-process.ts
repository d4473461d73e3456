import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { productionStartArgs } from '../../scripts/start-args.mjs'
import { freePort } from '../../src/server/embedded-postgres'

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
export async function spawnServer(
  env: Record<string, string>,
  { waitReady = true, nodeArgs = [] as string[], wrap = [] as string[], host = '127.0.0.1' } = {},
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
