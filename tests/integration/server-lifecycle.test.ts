import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

import { productionStartArgs } from '../../scripts/start-args.mjs'
import { assertProductionBuild } from '../support/build'
import { loginAs } from '../support/login'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { productionEnv, spawnServer } from '../support/server-process'
import { startTcpProxy } from '../support/tcp-proxy'

const databases: TestDatabase[] = []
afterAll(async () => {
  await Promise.all(databases.map((db) => db.drop()))
})

async function database(label: string) {
  const db = await createTestDatabase(label)
  databases.push(db)
  return db
}

describe('the production start command', () => {
  it('loads Lexical as its production build, not through its Node entry, whose top-level await of a dynamic import Node 20 can leave unsettled', async () => {
    const flags = productionStartArgs().slice(0, -1)
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...flags,
      '--input-type=module',
      '-e',
      "console.log(import.meta.resolve('lexical'))",
    ])
    expect(stdout.trim()).toMatch(/\/node_modules\/lexical\/dist\/Lexical\.prod\.mjs$/)
  })
})

describe('server.ts when things are wrong', () => {
  it('answers /api/health with 503 once the database becomes unreachable, and still shuts down with 0', async () => {
    assertProductionBuild()
    const db = await database('unreachable')
    const target = new URL(db.uri)
    const proxy = await startTcpProxy(Number(target.port || 5432), target.hostname)
    const viaProxy = new URL(db.uri)
    viaProxy.port = String(proxy.port)
    const server = await spawnServer(productionEnv(viaProxy.toString()))
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      await proxy.cut()
      const res = await fetch(`${server.url}/api/health`)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ db: 'unavailable' })
    } finally {
      const { code } = await server.stop('SIGTERM')
      expect(code).toBe(0)
    }
  })

  it('stops at startup with a message naming an invalid environment variable', async () => {
    const server = await spawnServer(productionEnv('postgres://127.0.0.1:1/none', { CONTACT_EMAIL: 'nope' }), {
      waitReady: false,
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/CONTACT_EMAIL/)
  })

  it('stops with exit code 1 and says why when its port is taken', async () => {
    assertProductionBuild()
    const db = await database('porttaken')
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    try {
      const port = (taken.address() as AddressInfo).port
      const server = await spawnServer(productionEnv(db.uri, { PORT: String(port) }), { waitReady: false })
      expect(await server.exited).toBe(1)
      expect(server.output()).toMatch(/EADDRINUSE/)
    } finally {
      taken.close()
    }
  })

  it('refuses a first production start without ADMIN_PASSWORD and creates no admin', async () => {
    const db = await database('noadmin')
    const env = productionEnv(db.uri)
    delete env.ADMIN_PASSWORD
    const server = await spawnServer(env, { waitReady: false })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/ADMIN_PASSWORD is not set/)
  })
})

describe('server.ts without DATABASE_URI', () => {
  it('starts an embedded PostgreSQL, keeps its data between runs and stops it on SIGTERM', async () => {
    assertProductionBuild()
    const dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-test-'))
    chmodSync(dir, 0o755)
    const dataDir = path.join(dir, 'postgres')
    const env: Record<string, string> = { ...productionEnv(''), EMBEDDED_POSTGRES_DIR: dataDir }
    // PostgreSQL holds postmaster.pid while it runs and removes it on a clean stop.
    const postgresRunning = () => existsSync(path.join(dataDir, 'postmaster.pid'))
    try {
      const first = await spawnServer(env)
      expect(first.output()).toContain('starting embedded PostgreSQL')
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200)
      const { token } = await loginAs(first.url, 'admin', env.ADMIN_PASSWORD!)
      const created = await fetch(`${first.url}/api/users`, {
        method: 'POST',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'kept-user', password: 'kept-user-pw copper lantern', role: 'support' }),
      })
      expect(created.status).toBe(201)
      expect(postgresRunning()).toBe(true)
      expect((await first.stop('SIGTERM')).code).toBe(0)
      expect(postgresRunning()).toBe(false)
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true)

      const second = await spawnServer(env)
      const again = await fetch(`${second.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'kept-user', password: 'kept-user-pw copper lantern' }),
      })
      expect(again.status).toBe(200)
      expect((await second.stop('SIGTERM')).code).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // A new cluster (initdb and the migrations) and two cold starts of the server, beside the other files' servers.
  }, 180_000)
})
