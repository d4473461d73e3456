import type { TestProject } from 'vitest/node'

import { ensureTestPostgres } from './postgres-server'

/** Makes a PostgreSQL server available to the integration tests (their own databases are made per file). */
export default async function setup(project: TestProject) {
  const server = await ensureTestPostgres()
  process.env.TEST_POSTGRES_URL = server.url
  project.provide('testPostgresUrl', server.url)
  return async () => {
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgresUrl: string
  }
}
