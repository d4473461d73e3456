import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { expect, inject } from 'vitest'

import { poolOf } from '../../src/lib/db/pool'
import { closePool } from '../../src/server/close-pool'
import { createTestDatabase, type TestDatabase } from './postgres'

export type TestPayload = { payload: Payload; database: TestDatabase; close: () => Promise<void> }

/**
 * Boots Payload (migrations and seed included) on a fresh database of its own.
 * Call once per test file: the config reads the environment when first imported.
 */
export async function bootPayload(label: string, envOverrides: Record<string, string> = {}): Promise<TestPayload> {
  const database = await createTestDatabase(label, inject('testPostgresUrl'))
  process.env.DATABASE_URI = database.uri
  process.env.ADMIN_PASSWORD ??= 'integration-admin-pw'
  process.env.SEED_CONTENT = 'false'
  // Beside the servers other test files run at the same time (tests/support/server-process.ts).
  process.env.DATABASE_POOL_MAX ??= '8'
  process.env.MEDIA_DIR = mkdtempSync(path.join(os.tmpdir(), `media-${label}-`))
  Object.assign(process.env, envOverrides)
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  const payload = await getPayload({ config })
  return {
    payload,
    database,
    close: async () => {
      await payload.destroy()
      await closePool(poolOf(payload.db))
      await database.drop()
    },
  }
}

/** What a Local API call refused by access control rejects with: Payload's Forbidden (403), not just any error. */
export const FORBIDDEN = { name: 'Forbidden', status: 403 } as const
/** A document the caller may not see, or that does not exist. */
export const NOT_FOUND = { name: 'NotFound', status: 404 } as const
/** A refused value, naming the field. */
export const invalidField = (path: string) => ({
  name: 'ValidationError',
  status: 400,
  data: { errors: [expect.objectContaining({ path })] },
})
