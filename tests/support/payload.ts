import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { closePool, poolOf } from '../../src/server/close-pool'
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
