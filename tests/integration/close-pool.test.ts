/**
 * closePool (src/server/close-pool.ts) on a real PostgreSQL: it ends a pool whose clients are idle, checked out and
 * never released (as Payload's connection watcher is), and one whose client is still running a query, without the
 * double release pg-pool throws as an uncaught exception.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closePool } from '../../src/server/close-pool'
import { createTestDatabase, type TestDatabase } from '../support/postgres'

let db: TestDatabase
beforeAll(async () => {
  db = await createTestDatabase('close_pool')
})
afterAll(async () => {
  await db?.drop()
})

/** Uncaught exceptions while `run` runs (vitest would report them after the test, not in it). */
async function uncaughtDuring(run: () => Promise<void>): Promise<Error[]> {
  const caught: Error[] = []
  const listener = (error: Error) => caught.push(error)
  const existing = process.listeners('uncaughtException')
  process.removeAllListeners('uncaughtException')
  process.on('uncaughtException', listener)
  try {
    await run()
    // The query's callback runs on a later turn.
    await new Promise((resolve) => setTimeout(resolve, 300))
  } finally {
    process.off('uncaughtException', listener)
    for (const handler of existing) process.on('uncaughtException', handler)
  }
  return caught
}

describe('closePool', () => {
  it('ends a pool with a client checked out and never released', async () => {
    const pool = new pg.Pool({ connectionString: db.uri, max: 3 })
    await pool.query('SELECT 1')
    await pool.connect() // held, as Payload's adapter holds one for the pool's lifetime
    await closePool(pool, 2_000)
    expect(pool.ended).toBe(true)
    expect(pool.totalCount).toBe(0)
  })

  it('leaves a client running a query to finish it: the query answers, nothing is released twice', async () => {
    const pool = new pg.Pool({ connectionString: db.uri, max: 3 })
    await pool.connect()
    let answer: unknown
    const errors = await uncaughtDuring(async () => {
      const running = pool.query('SELECT pg_sleep(0.4), 42 AS answer').then(
        (result) => (answer = result.rows[0].answer),
        (error: Error) => (answer = error.message),
      )
      // The query is on the wire when the pool is closed.
      await new Promise((resolve) => setTimeout(resolve, 100))
      await closePool(pool, 3_000)
      await running
    })
    expect(errors.map((error) => error.message)).toEqual([])
    expect(answer).toBe(42)
    expect(pool.ended).toBe(true)
  })
})
