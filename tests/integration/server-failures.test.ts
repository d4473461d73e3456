import { afterAll, describe, expect, it } from 'vitest'

import { assertProductionBuild } from '../support/build'
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

  it('refuses a first production start without ADMIN_PASSWORD and creates no admin', async () => {
    const db = await database('noadmin')
    const env = productionEnv(db.uri)
    delete env.ADMIN_PASSWORD
    const server = await spawnServer(env, { waitReady: false })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/ADMIN_PASSWORD is not set/)
  })
})
