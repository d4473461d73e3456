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
    // Uploads of test servers never land in the working tree.
    MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'media-server-')),
    // A production start needs SMTP or an explicit yes to logging mail; tests about mail pass SMTP_HOST.
    ...(extra.SMTP_HOST ? {} : { MAIL_TRANSPORT: 'log' }),
    ...extra,
  }
}

/** Spawns the production server as `npm start` does (compiled server.ts, same Node flags) with the given environment. */
export async function spawnServer(env: Record<string, string>, { waitReady = true, nodeArgs = [] as string[] } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env
  const child = spawn(process.execPath, [...nodeArgs, ...productionStartArgs()], {
    cwd: ROOT,
    env: { ...parentEnv, ...env, PORT: String(port), SITE_URL: env.SITE_URL || `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`

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
    const deadline = Date.now() + 90_000
    while (!log.includes('Ready on')) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready:\n${log}`)
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`server not ready within 90 s:\n${log}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return server
}
