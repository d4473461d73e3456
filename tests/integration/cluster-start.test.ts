import { readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { assertProductionBuild } from '../support/build'
import { ask, socketPool, staffCookie } from '../support/chat-clients'
import { createTestDatabase, type TestDatabase } from '../support/postgres'
import { redisAnswers, TEST_REDIS_URL } from '../support/redis-server'
import { productionEnv, type ServerProcess, spawnServer } from '../support/server-process'

/**
 * Two app processes started at the same moment on one empty database (and, for the chat, one
 * Redis): they take turns to migrate and seed, and a staff member's role change made through one
 * ends their console sockets on both.
 */
const REDIS_URL = TEST_REDIS_URL
const ADMIN_PASSWORD = 'cluster-start-admin-password'
const MIGRATIONS = readdirSync(path.resolve(import.meta.dirname, '../../migrations')).filter((file) =>
  /^\d.*\.ts$/.test(file),
).length

const redisUp = await redisAnswers(REDIS_URL)

let db: TestDatabase
let sql: pg.Client
let a: ServerProcess
let b: ServerProcess
const sockets = socketPool()

beforeAll(async () => {
  assertProductionBuild()
  db = await createTestDatabase('cluster_start', undefined, { empty: true })
  const env = productionEnv(db.uri, {
    ADMIN_PASSWORD,
    SEED_CONTENT: 'true',
    ...(redisUp ? { REDIS_URL, REDIS_PREFIX: `test-${db.name}` } : {}),
  })
  ;[a, b] = await Promise.all([spawnServer(env), spawnServer(env)])
  sql = new pg.Client({ connectionString: db.uri })
  await sql.connect()
})

afterAll(async () => {
  sockets.closeAll()
  await sql?.end()
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')])
  await db?.drop()
})

const count = async (query: string) => Number((await sql.query<{ n: string }>(query)).rows[0]!.n)
const lines = (output: string, pattern: RegExp) => output.split('\n').filter((line) => pattern.test(line))

describe('two processes starting together on an empty database', () => {
  it('take turns: one applies every migration and seeds, the other finds it done; nothing runs twice', async () => {
    expect(MIGRATIONS).toBeGreaterThan(0)
    const [migratedByA, migratedByB] = [a, b].map((server) => lines(server.output(), /Migrated: /).length)
    // One of them did all the work, the other none of it.
    expect([migratedByA, migratedByB].sort()).toEqual([0, MIGRATIONS])
    const seeder = migratedByA ? a : b
    const other = seeder === a ? b : a
    expect(lines(seeder.output(), /Seeded admin account/)).toHaveLength(1)
    expect(lines(other.output(), /Seeded (admin account|\d+ blog articles)/)).toEqual([])
    const seededPosts = Number(/Seeded (\d+) blog articles/.exec(seeder.output())?.[1])
    expect(seededPosts).toBeGreaterThan(0)

    expect(await count(`SELECT count(*) AS n FROM payload_migrations WHERE name <> 'dev'`)).toBe(MIGRATIONS)
    expect(await count(`SELECT count(DISTINCT name) AS n FROM payload_migrations WHERE name <> 'dev'`)).toBe(MIGRATIONS)
    // One seeded admin (the other test here adds staff accounts of its own, in any order).
    expect(await count(`SELECT count(*) AS n FROM users WHERE username = 'admin'`)).toBe(1)
    expect(await count(`SELECT count(*) AS n FROM blog_posts`)).toBe(seededPosts)
    expect(await count(`SELECT count(DISTINCT slug) AS n FROM blog_posts`)).toBe(seededPosts)

    // Both serve, on the one schema.
    for (const server of [a, b]) expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ db: 'ok' })
  })

  it('made one Web Push key pair at start, before anyone asked for it, and both serve its public key', async () => {
    const { rows } = await sql.query<{ public_key: string }>('SELECT public_key FROM web_push_keys')
    expect(rows).toHaveLength(1)
    for (const server of [a, b]) {
      const cookie = await staffCookie(server.url, 'admin', ADMIN_PASSWORD)
      const answer = await fetch(`${server.url}/api/alerts/vapid-key`, { headers: { cookie, origin: server.url } })
      expect(await answer.json()).toEqual({ publicKey: rows[0]!.public_key })
    }
    expect((await sql.query('SELECT 1 FROM web_push_keys')).rowCount).toBe(1)
  })
})

describe.skipIf(!redisUp)('a role change made through one process (Redis)', () => {
  const auth = async (server: ServerProcess, username: string, password: string) =>
    ({
      cookie: await staffCookie(server.url, username, password),
      origin: server.url,
      'content-type': 'application/json',
    }) as Record<string, string>

  async function supportUser(username: string): Promise<{ id: number; cookie: string }> {
    const password = `${username}-pw copper lantern`
    const created = await fetch(`${a.url}/api/users`, {
      method: 'POST',
      headers: await auth(a, 'admin', ADMIN_PASSWORD),
      body: JSON.stringify({ username, password, role: 'support' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    return { id: doc.id, cookie: await staffCookie(b.url, username, password) }
  }

  async function consoleOn(server: ServerProcess, cookie: string): Promise<Socket> {
    const socket = await sockets.open(server.url, 'staff', cookie)
    expect(await ask(socket, 'staff:list')).toMatchObject({ ok: true })
    return socket
  }

  const patchUser = async (id: number, data: object) =>
    fetch(`${a.url}/api/users/${id}`, {
      method: 'PATCH',
      headers: await auth(a, 'admin', ADMIN_PASSWORD),
      body: JSON.stringify(data),
    })

  it('ends the staff member’s sockets on the other process too; a name change ends none', async () => {
    const { id, cookie } = await supportUser('cluster-role-change')
    const onB = await consoleOn(b, cookie)
    const onA = await consoleOn(a, cookie)

    expect((await patchUser(id, { name: 'Renamed Support' })).status).toBe(200)
    // Time is what is tested here: no disconnect arrives within 750 ms (a role change's arrives well within it).
    await new Promise((resolve) => setTimeout(resolve, 750))
    expect([onA.connected, onB.connected]).toEqual([true, true])
    expect(await ask(onB, 'staff:list')).toMatchObject({ ok: true })

    const ended = [onA, onB].map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)))
    expect((await patchUser(id, { role: 'editor' })).status).toBe(200)
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect'])
  })
})
