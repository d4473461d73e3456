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

/** Creates an empty, uniquely named database; `drop()` removes it (terminating open connections). */
export async function createTestDatabase(label: string, serverUrl = TEST_POSTGRES_URL): Promise<TestDatabase> {
  const name = `test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
  return {
    name,
    uri: databaseUrl(serverUrl, name),
    drop: () => withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  }
}

export async function canConnect(serverUrl: string): Promise<boolean> {
  try {
    await withAdmin(serverUrl, (client) => client.query('SELECT 1'))
    return true
  } catch {
    return false
  }
}
