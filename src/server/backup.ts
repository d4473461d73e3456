/**
 * What `npm run backup` and `npm run restore` share: finding the database the server uses (DATABASE_URI,
 * or the embedded PostgreSQL in EMBEDDED_POSTGRES_DIR, running or not), picking PostgreSQL client tools
 * that can talk to its version, and the archive's layout.
 *
 * An archive is one gzipped tar: `manifest.json`, `database.dump` (pg_dump's custom format, one
 * consistent snapshot) and `media/` (the MEDIA_DIR folder's files, or the bucket's objects under S3_PREFIX
 * by their path below it: one layout, so an archive of either kind restores into either).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from './embedded-postgres'

export const DUMP_FILE = 'database.dump'
export const MANIFEST_FILE = 'manifest.json'
export const MEDIA_FOLDER = 'media'
/** The database the embedded PostgreSQL keeps the site in (src/server/embedded-postgres.ts). */
const EMBEDDED_DATABASE = 'agency'

export type Manifest = {
  format: 1
  createdAt: string
  serverVersion: string
  pgDumpVersion: string
  mediaFiles: number
  /** Where `media/` came from (archives made before uploads could be in a bucket have none: the folder). */
  mediaStore?: { kind: 'folder' } | { kind: 's3'; bucket: string; prefix: string }
  /** A bucket's objects' Content-Types by path under media/, given back to them on a restore into a bucket. */
  mediaContentTypes?: Record<string, string>
}

export type PgTool = { path: string; major: number; version: string }

/** "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" → 15. */
export function pgMajor(versionOutput: string): number {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionOutput)
  if (!match) throw new Error(`not a PostgreSQL tool version: ${versionOutput.trim()}`)
  return Number(match[1])
}

/**
 * The tool to use against a server of `serverMajor`: pg_dump and pg_restore refuse a newer server, and
 * an older server is best served by the same major, so the same major wins, then the nearest newer one.
 */
export function pickPgTool(tools: PgTool[], serverMajor: number, name: string): PgTool {
  const usable = tools.filter((tool) => tool.major >= serverMajor).sort((a, b) => a.major - b.major)
  if (usable[0]) return usable[0]
  const found = tools.map((tool) => `${tool.path} (${tool.major})`).join(', ') || 'none'
  throw new Error(
    `No ${name} for PostgreSQL ${serverMajor} or newer (found: ${found}). Install the client tools of that version ` +
      `(Debian: postgresql-client-${serverMajor}) or point PG_BIN_DIR at their folder.`,
  )
}

/** Every `name` on this machine: PG_BIN_DIR first, then PATH, then Debian's per-version folders. */
export function findPgTools(name: 'pg_dump' | 'pg_restore'): PgTool[] {
  const candidates = new Set<string>()
  if (process.env.PG_BIN_DIR) candidates.add(path.join(process.env.PG_BIN_DIR, name))
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.add(path.join(dir, name))
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian))
    for (const version of readdirSync(debian)) candidates.add(path.join(debian, version, 'bin', name))
  const tools: PgTool[] = []
  const seen = new Set<string>()
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue
    try {
      const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim()
      // Debian's /usr/bin/pg_dump is a wrapper; keep one entry per version.
      if (seen.has(version)) continue
      seen.add(version)
      tools.push({ path: candidate, major: pgMajor(version), version })
    } catch {
      // Not runnable here: skip it.
    }
  }
  return tools
}

/** The port in a running PostgreSQL's postmaster.pid (its fourth line), if the process is alive. */
export function runningPostmasterPort(
  pidFileText: string,
  isAlive: (pid: number) => boolean = processAlive,
): number | undefined {
  const [pid, , , port] = pidFileText.split('\n')
  const pidNumber = Number(pid)
  const portNumber = Number(port)
  if (!Number.isInteger(pidNumber) || pidNumber <= 0 || !Number.isInteger(portNumber) || portNumber <= 0)
    return undefined
  return isAlive(pidNumber) ? portNumber : undefined
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export type Database = {
  uri: string
  serverMajor: number
  serverVersion: string
  description: string
  close: () => Promise<void>
}

/**
 * The site's database: DATABASE_URI when set; otherwise the embedded PostgreSQL, reached on its port
 * when the server has it running, or started here (and stopped by `close`) when it is not.
 */
export async function openDatabase(config: {
  DATABASE_URI?: string
  EMBEDDED_POSTGRES_DIR: string
}): Promise<Database> {
  let uri = config.DATABASE_URI
  let stop = async () => {}
  let description = 'DATABASE_URI'
  if (!uri) {
    const dataDir = path.resolve(config.EMBEDDED_POSTGRES_DIR)
    const pidFile = path.join(dataDir, 'postmaster.pid')
    const port = existsSync(pidFile) ? runningPostmasterPort(readFileSync(pidFile, 'utf8')) : undefined
    if (port) {
      uri = `postgres://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DATABASE}`
      description = `embedded PostgreSQL in ${dataDir} (running, port ${port})`
    } else {
      const embedded = await startEmbeddedPostgres(dataDir)
      uri = embedded.uri
      stop = embedded.stop
      description = `embedded PostgreSQL in ${dataDir} (started for this run)`
    }
  }
  try {
    const { version, num } = await withClient(uri, async (client) => {
      const { rows } = await client.query<{ server_version: string; server_version_num: string }>(
        "SELECT current_setting('server_version') AS server_version, current_setting('server_version_num') AS server_version_num",
      )
      return { version: rows[0]!.server_version, num: Number(rows[0]!.server_version_num) }
    })
    return { uri, serverMajor: Math.floor(num / 10_000), serverVersion: version, description, close: stop }
  } catch (error) {
    await stop()
    throw error
  }
}

export async function withClient<T>(uri: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: uri, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * How to hand a connection string to pg_dump and pg_restore: the password travels in PGPASSWORD, not
 * on the command line, where every user of the machine could read it (`ps`).
 */
export function toolConnection(uri: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(uri)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } }
}

/** Tables outside PostgreSQL's own schemas: an empty list is a database restore may write to. */
export async function userTables(uri: string): Promise<string[]> {
  return withClient(uri, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
       WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg\\_%' ORDER BY 1`,
    )
    return rows.map((row) => row.name)
  })
}

/** Drops every schema that is not PostgreSQL's own and recreates an empty `public` (restore --force). */
export async function emptyDatabase(uri: string): Promise<void> {
  await withClient(uri, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
    )
    await client.query('BEGIN')
    for (const { name } of rows) await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`)
    await client.query('CREATE SCHEMA public')
    await client.query('COMMIT')
  })
}

/** backup-2026-11-25T09-30-00Z.tar.gz: sorts by time, and has no characters a file system dislikes. */
export function archiveName(date: Date): string {
  return `backup-${date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`
}

/** The files under `dir` (recursively), relative to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}
