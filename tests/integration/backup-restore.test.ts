/**
 * `npm run backup` and `npm run restore` as an operator runs them: a database with posts, media,
 * conversations and contact messages is backed up, restored into a new database and media folder
 * (external PostgreSQL and the embedded one), and compared table by table and file by file.
 */
import { execFile } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { START_ALERT_DELAY_MS, startedKey } from '../../src/lib/alerts/triggers'
import { sendVisitorMessage } from '../../src/lib/chat/visitor-send'
import { databasePool } from '../../src/lib/db/pool'
import { filesUnder, withClient } from '../../src/server/backup'
import { startEmbeddedPostgres } from '../../src/server/embedded-postgres'
import { bootPayload, type TestPayload } from '../support/payload'
import { createTestDatabase, type TestDatabase } from '../support/postgres'

const ROOT = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')

let ctx: TestPayload
let payload: Payload
let work: string
const databases: TestDatabase[] = []

type Run = { code: number; output: string }

/** Runs scripts/NAME.ts from a folder without a .env, with only the settings given. */
async function script(name: 'backup' | 'restore', args: string[], settings: Record<string, string>): Promise<Run> {
  const { NODE_OPTIONS: _ignored, ...parent } = process.env
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [path.join(ROOT, `scripts/${name}.ts`), ...args], {
      cwd: work,
      env: { ...parent, NODE_ENV: 'development', DATABASE_URI: '', ...settings },
      timeout: 120_000,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    }
  }
}

/** Every table's row count and a digest of its rows, and every sequence's position. */
async function snapshot(uri: string): Promise<Record<string, string>> {
  return withClient(uri, async (client) => {
    const result: Record<string, string> = {}
    const tables = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    )
    for (const { schema, name } of tables.rows) {
      const table = `"${schema}"."${name}"`
      const { rows } = await client.query<{ count: string; digest: string }>(
        `SELECT count(*) AS count, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${table} t`,
      )
      result[table] = `${rows[0]!.count} rows ${rows[0]!.digest}`
    }
    const sequences = await client.query<{ name: string; last_value: string | null }>(
      `SELECT schemaname || '.' || sequencename AS name, last_value FROM pg_sequences ORDER BY 1`,
    )
    for (const { name, last_value } of sequences.rows) result[`sequence ${name}`] = String(last_value)
    return result
  })
}

function mediaDigest(dir: string): Record<string, string> {
  return Object.fromEntries(
    filesUnder(dir).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  )
}

/** An empty database to restore into (restore refuses one that holds tables). */
async function newDatabase(label: string): Promise<TestDatabase> {
  const database = await createTestDatabase(label, inject('testPostgresUrl'), { empty: true })
  databases.push(database)
  return database
}

/** A path in the test's folder that does not exist yet. */
function newFolder(label: string): string {
  return path.join(work, `${label}-${randomUUID().slice(0, 8)}`)
}

let sourceMedia: string
let archive: string
let expected: Record<string, string>
let expectedMedia: Record<string, string>

type Backup = { run: Run; written: string[]; startedAt: number; endedAt: number }
let backup: Promise<Backup> | undefined
/**
 * The one backup every test works from, taken by whichever test runs first (tests may run in any
 * order): the source's snapshot, then `npm run backup` into a folder of its own.
 */
function backedUp(): Promise<Backup> {
  backup ??= (async () => {
    expected = await snapshot(ctx.database.uri)
    expectedMedia = mediaDigest(sourceMedia)
    const out = newFolder('archives')
    const startedAt = Date.now()
    const run = await script('backup', ['--out', out], { DATABASE_URI: ctx.database.uri, MEDIA_DIR: sourceMedia })
    const endedAt = Date.now()
    const written = readdirSync(out)
    if (written.length === 1) archive = path.join(out, written[0]!)
    return { run, written, startedAt, endedAt }
  })()
  return backup
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
  // As root the embedded PostgreSQL runs as its own system user, which must be able to enter the folder.
  chmodSync(work, 0o755)
  ctx = await bootPayload('backup', { SEED_CONTENT: 'true' })
  payload = ctx.payload
  sourceMedia = process.env.MEDIA_DIR!

  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#335577' } })
    .png()
    .toBuffer()
  await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'Backed-up cover' },
    file: { data: png, mimetype: 'image/png', name: 'backed-up-cover.png', size: png.length },
  })
  const visitorId = randomUUID()
  const first = await sendVisitorMessage(payload, {
    visitorId,
    input: {
      clientId: randomUUID(),
      message: 'Hello, is this backed up? ✓ émoji 🎉',
      identity: { name: 'Dana Visitor', email: 'dana@example.com' },
    },
    mayStartConversation: () => Promise.resolve(true),
  })
  expect(first.conversation.id).toBeTruthy()
  await sendVisitorMessage(payload, {
    visitorId,
    input: { clientId: randomUUID(), message: 'Second message' },
    mayStartConversation: () => Promise.resolve(true),
  })
  await payload.create({
    collection: 'contact-messages',
    overrideAccess: true,
    data: {
      name: 'Casey Contact',
      email: 'casey@example.com',
      subject: 'Backups',
      message: 'Please keep this message safe.',
      deliveryStatus: 'pending',
      deliveryAttempts: 0,
    },
  })
  // A new conversation's staff alert is written START_ALERT_DELAY_MS after it starts: waited for, so that
  // the source does not change between its snapshot and its backup.
  const started = startedKey(Number(first.conversation.id))
  const deadline = Date.now() + START_ALERT_DELAY_MS + 15_000
  const alerts = async () =>
    (
      await databasePool(payload).query<{ n: number }>(
        'SELECT count(*)::int AS n FROM staff_alerts WHERE dedupe_key = $1',
        [started],
      )
    ).rows[0]?.n
  while ((await alerts()) !== 1) {
    if (Date.now() > deadline) throw new Error(`the start alert ${started} was not written`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
})

afterAll(async () => {
  await ctx?.close()
  for (const database of databases) await database.drop().catch(() => {})
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  it('backs up the database and the media folder into one dated archive', async () => {
    const { run, written, startedAt, endedAt } = await backedUp()
    for (const table of ['blog_posts', 'media', 'chat_conversations', 'chat_messages', 'contact_messages']) {
      expect(Number(expected[`"public"."${table}"`]!.split(' ')[0]), table).toBeGreaterThan(0)
    }
    expect(Object.keys(expectedMedia).length).toBeGreaterThan(6)
    expect(run.code, run.output).toBe(0)
    expect(written).toHaveLength(1)
    const [, day, time] = /^backup-(\d{4}-\d\d-\d\d)T(\d\d-\d\d-\d\d)Z\.tar\.gz$/.exec(written[0]!) ?? []
    // Dated by the run that wrote it, to the second.
    const dated = Date.parse(`${day}T${time?.replaceAll('-', ':')}Z`)
    expect(dated, written[0]).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000)
    expect(dated, written[0]).toBeLessThanOrEqual(endedAt)
    expect(run.output).toContain('PostgreSQL 15')
  })

  it('restores into a new database and media folder: every table, sequence and file is the same', async () => {
    expect((await backedUp()).run.code).toBe(0)
    const target = await newDatabase('backup_target')
    const media = newFolder('media')
    const run = await script('restore', [archive], { DATABASE_URI: target.uri, MEDIA_DIR: media })
    expect(run.code, run.output).toBe(0)
    expect(await snapshot(target.uri)).toEqual(expected)
    expect(mediaDigest(media)).toEqual(expectedMedia)

    // A database with tables is refused, and left as it was.
    const again = await script('restore', [archive], { DATABASE_URI: target.uri, MEDIA_DIR: newFolder('media') })
    expect(again.code).not.toBe(0)
    expect(again.output).toMatch(/refusing to overwrite: the database has \d+ tables/)
    // So is a media folder with files.
    const otherDatabase = await newDatabase('backup_other')
    const refusedMedia = await script('restore', [archive], { DATABASE_URI: otherDatabase.uri, MEDIA_DIR: media })
    expect(refusedMedia.code).not.toBe(0)
    expect(await snapshot(otherDatabase.uri)).toEqual({})

    // --force replaces what is there: rows written since and a stray file are gone.
    await withClient(target.uri, (client) =>
      client.query("DELETE FROM contact_messages; UPDATE blog_posts SET title = 'Changed after the backup'"),
    )
    writeFileSync(path.join(media, 'stray.txt'), 'not in the backup')
    const forced = await script('restore', [archive, '--force'], { DATABASE_URI: target.uri, MEDIA_DIR: media })
    expect(forced.code, forced.output).toBe(0)
    expect(await snapshot(target.uri)).toEqual(expected)
    expect(mediaDigest(media)).toEqual(expectedMedia)
  })

  it('restores into the embedded PostgreSQL (started for the run, then running) and backs it up again', async () => {
    expect((await backedUp()).run.code).toBe(0)
    const dataDir = newFolder('embedded')
    const media = newFolder('media')
    // Not running: the script starts a new embedded server, restores, and stops it.
    const restored = await script('restore', [archive], { EMBEDDED_POSTGRES_DIR: dataDir, MEDIA_DIR: media })
    expect(restored.code, restored.output).toBe(0)
    expect(restored.output).toContain('started for this run')

    // Running (as under the server): the script finds its port in postmaster.pid.
    const embedded = await startEmbeddedPostgres(dataDir)
    try {
      expect(await snapshot(embedded.uri)).toEqual(expected)
      const out = newFolder('archives')
      const backup = await script('backup', ['--out', out], { EMBEDDED_POSTGRES_DIR: dataDir, MEDIA_DIR: media })
      expect(backup.code, backup.output).toBe(0)
      expect(backup.output).toContain('(running, port')
      const second = path.join(out, readdirSync(out)[0]!)

      const target = await newDatabase('backup_from_embedded')
      const targetMedia = newFolder('media')
      const run = await script('restore', [second], { DATABASE_URI: target.uri, MEDIA_DIR: targetMedia })
      expect(run.code, run.output).toBe(0)
      expect(await snapshot(target.uri)).toEqual(expected)
      expect(mediaDigest(targetMedia)).toEqual(expectedMedia)
    } finally {
      await embedded.stop()
    }
  })

  it('refuses what is not one of its archives', async () => {
    const bogus = path.join(work, 'bogus.tar.gz')
    writeFileSync(bogus, 'not an archive')
    const target = await newDatabase('backup_bogus')
    const run = await script('restore', [bogus], { DATABASE_URI: target.uri, MEDIA_DIR: newFolder('media') })
    expect(run.code).not.toBe(0)
    expect(await snapshot(target.uri)).toEqual({})
  })
})
