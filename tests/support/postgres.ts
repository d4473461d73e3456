import { randomBytes } from 'node:crypto'

import pg from 'pg'

/**
 * The PostgreSQL server tests create their databases on. TEST_POSTGRES_URL wins; otherwise the
 * conventional local server (CI has one at 127.0.0.1:5432 with trust auth).
 */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export type TestDatabase = { name: string; uri: string; drop: () => Promise<void> }

/**
 * The database every migration has been applied to once for this test run (tests/support/
 * migrated-template.ts), named by the integration tests' global setup. Copying it saves each test
 * file's server or Payload from applying every migration itself; they still run their own seed.
 */
export const MIGRATED_TEMPLATE_ENV = 'TEST_MIGRATED_TEMPLATE'

const uniqueName = (label: string) =>
  `test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`

/** PostgreSQL refuses to copy a template that another session is connected to or copying (55006). */
const TEMPLATE_BUSY = '55006'

/**
 * Creates a uniquely named database; `drop()` removes it (terminating open connections).
 * It is a copy of the run's migrated template when there is one, unless `empty` is asked for: tests
 * of the migrations themselves start from nothing.
 */
export async function createTestDatabase(
  label: string,
  serverUrl = TEST_POSTGRES_URL,
  { empty = false } = {},
): Promise<TestDatabase> {
  const name = uniqueName(label)
  const template = empty ? undefined : process.env[MIGRATED_TEMPLATE_ENV]
  await withAdmin(serverUrl, async (client) => {
    if (!template) return client.query(`CREATE DATABASE "${name}"`)
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
      } catch (error) {
        if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt === 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
      }
    }
  })
  return { name, uri: databaseUrl(serverUrl, name), drop: () => dropTestDatabase(name, serverUrl) }
}

/** Drops a database made by createTestDatabase, closing its connections. */
export async function dropTestDatabase(name: string, serverUrl = TEST_POSTGRES_URL): Promise<void> {
  await withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

export async function canConnect(serverUrl: string): Promise<boolean> {
  try {
    await withAdmin(serverUrl, (client) => client.query('SELECT 1'))
    return true
  } catch {
    return false
  }
}
