import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from './embedded-postgres'

let dir: string | undefined

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('embedded PostgreSQL data folder', () => {
  it('refuses a folder made by another major version, saying what to do, before starting anything', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-version-'))
    writeFileSync(path.join(dir, 'PG_VERSION'), '18\n')
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(
      /holds a PostgreSQL 18 database; the embedded server is PostgreSQL 15\. Move the folder away/,
    )
  })
})
