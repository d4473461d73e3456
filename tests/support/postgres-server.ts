import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { freePort, loadEmbeddedPostgres } from '../../src/server/embedded-postgres'
import { canConnect, TEST_POSTGRES_URL } from './postgres'

/**
 * Makes sure a PostgreSQL server is there for the test run. If the configured one answers it is used;
 * otherwise (a newcomer's machine) a throw-away embedded PostgreSQL is started in a temp directory.
 * Returns the server URL and a function that stops what was started.
 */
export async function ensureTestPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (await canConnect(TEST_POSTGRES_URL)) return { url: TEST_POSTGRES_URL, stop: async () => {} }
  if (process.env.TEST_POSTGRES_URL) {
    throw new Error(`TEST_POSTGRES_URL=${process.env.TEST_POSTGRES_URL} does not answer`)
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-test-pg-'))
  // As root the embedded server runs as a separate system user, which must be able to enter the folder.
  await chmod(dir, 0o755)
  const port = await freePort()
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  })
  await server.initialise()
  await server.start()
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
