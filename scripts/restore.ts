/**
 * `npm run restore -- FILE [--force]`: brings the database and the uploads back from an archive of
 * `npm run backup`, into the media folder, or into the bucket under S3_PREFIX when S3_BUCKET is set.
 * Refuses a database that has tables or a media folder (bucket prefix) that has files (objects),
 * unless --force (which empties both first). Stop the server before restoring.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import nextEnv from '@next/env'

import { objectStorage, parseEnv } from '../src/config/env'
import {
  DUMP_FILE,
  emptyDatabase,
  filesUnder,
  findPgTools,
  type Manifest,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  openDatabase,
  pgMajor,
  pickPgTool,
  toolConnection,
  userTables,
} from '../src/server/backup'
import { bucketObjectCount, describeBucket, emptyBucket, uploadToBucket } from '../src/server/backup-bucket'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  if (positionals.length !== 1) throw new Error('usage: npm run restore -- FILE [--force]')
  const archive = path.resolve(positionals[0]!)
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`)
  const env = parseEnv(process.env)
  const mediaDir = path.resolve(env.MEDIA_DIR)
  const storage = objectStorage(env)
  const mediaPlace = storage ? describeBucket(storage) : mediaDir

  const staging = mkdtempSync(path.join(os.tmpdir(), 'restore-'))
  try {
    execFileSync('tar', ['-xzf', archive, '-C', staging, '--no-same-owner'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    if (!existsSync(path.join(staging, MANIFEST_FILE)) || !existsSync(path.join(staging, DUMP_FILE))) {
      throw new Error(`${archive} is not a backup of this site (no ${MANIFEST_FILE} or ${DUMP_FILE})`)
    }
    const manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST_FILE), 'utf8')) as Manifest
    const media = filesUnder(path.join(staging, MEDIA_FOLDER))
    if (media.length !== manifest.mediaFiles)
      throw new Error(`the archive holds ${media.length} media files, its manifest says ${manifest.mediaFiles}`)

    const database = await openDatabase(env)
    try {
      // pg_restore reads archives of its own major and older, and writes to servers it can talk to.
      const needed = Math.max(database.serverMajor, pgMajor(manifest.pgDumpVersion))
      const pgRestore = pickPgTool(findPgTools('pg_restore'), needed, 'pg_restore')
      console.info(
        `Database: ${database.description}, PostgreSQL ${database.serverVersion}; using ${pgRestore.path} (${pgRestore.version})`,
      )
      console.info(
        `Archive: ${archive}, made ${manifest.createdAt} from PostgreSQL ${manifest.serverVersion}, ${media.length} media files`,
      )

      const tables = await userTables(database.uri)
      const existingMedia = storage ? await bucketObjectCount(storage) : filesUnder(mediaDir).length
      if (!values.force && (tables.length > 0 || existingMedia > 0)) {
        throw new Error(
          `refusing to overwrite: the database has ${tables.length} tables and ${mediaPlace} has ${existingMedia} ${storage ? 'objects' : 'files'}. ` +
            `Restore into an empty database and ${storage ? 'bucket prefix' : 'media folder'}, or pass --force to replace both.`,
        )
      }
      if (tables.length > 0) await emptyDatabase(database.uri)
      const connection = toolConnection(database.uri)
      execFileSync(
        pgRestore.path,
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${connection.dbname}`,
          path.join(staging, DUMP_FILE),
        ],
        {
          stdio: ['ignore', 'inherit', 'inherit'],
          env: connection.env,
        },
      )
    } finally {
      await database.close()
    }

    if (storage) {
      await emptyBucket(storage)
      await uploadToBucket(storage, path.join(staging, MEDIA_FOLDER), media, manifest.mediaContentTypes)
    } else {
      mkdirSync(mediaDir, { recursive: true })
      for (const entry of readdirSync(mediaDir)) rmSync(path.join(mediaDir, entry), { recursive: true, force: true })
      cpSync(path.join(staging, MEDIA_FOLDER), mediaDir, { recursive: true })
    }
    console.info(`Restored the database and ${media.length} media files into ${mediaPlace}`)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
