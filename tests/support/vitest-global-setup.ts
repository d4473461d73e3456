import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createMigratedTemplate } from './migrated-template'
import { MIGRATED_TEMPLATE_ENV } from './postgres'
import { ensureTestPostgres } from './postgres-server'
import { SHARED_SITES_DIR, stopSharedSites } from './shared-site'

/**
 * Makes a PostgreSQL server available to the integration tests (their own databases are made per
 * file, as copies of one database migrated at the start of the run).
 */
export default async function setup(project: TestProject) {
  const server = await ensureTestPostgres()
  process.env.TEST_POSTGRES_URL = server.url
  project.provide('testPostgresUrl', server.url)
  const template = await createMigratedTemplate(server.url)
  // Test workers start after the global setup and inherit its environment.
  process.env[MIGRATED_TEMPLATE_ENV] = template.name
  // Where each worker's shared default server (tests/support/shared-site.ts) is written down, and stopped from.
  const sharedSites = mkdtempSync(path.join(os.tmpdir(), 'shared-sites-'))
  process.env[SHARED_SITES_DIR] = sharedSites
  return async () => {
    await stopSharedSites(sharedSites)
    rmSync(sharedSites, { recursive: true, force: true })
    await template.drop()
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgresUrl: string
  }
}
