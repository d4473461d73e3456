import type { TestProject } from 'vitest/node'

import { createMigratedTemplate } from './migrated-template'
import { MIGRATED_TEMPLATE_ENV } from './postgres'
import { ensureTestPostgres } from './postgres-server'

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
  return async () => {
    await template.drop()
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgresUrl: string
  }
}
