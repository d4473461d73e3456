import { readdirSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { createTestDatabase, MIGRATED_TEMPLATE_ENV, type TestDatabase } from '../support/postgres'

const MIGRATIONS = readdirSync(path.resolve(import.meta.dirname, '../../migrations'))
  .filter((file) => /^\d.*\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort()

const made: TestDatabase[] = []
afterAll(() => Promise.all(made.map((db) => db.drop())))

async function query<T>(db: TestDatabase, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.uri })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

describe('test databases', () => {
  it('are copies of a template the run migrated, holding every committed migration and no data', async () => {
    expect(process.env[MIGRATED_TEMPLATE_ENV]).toMatch(/^test_template_/)
    const db = await createTestDatabase('copy', inject('testPostgresUrl'))
    made.push(db)
    const applied = await query<{ name: string }>(
      db,
      `SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name`,
    )
    expect(applied.map((row) => row.name)).toEqual(MIGRATIONS)
    expect(await query(db, 'SELECT id FROM users')).toEqual([])
  })

  it('start empty when a test is about the migrations themselves', async () => {
    const db = await createTestDatabase('empty', inject('testPostgresUrl'), { empty: true })
    made.push(db)
    expect(await query(db, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([])
  })
})
