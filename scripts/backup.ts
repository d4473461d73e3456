/**
 * `npm run backup [-- --out DIR]`: one dated archive (BACKUP_DIR, default ./backups) holding a
 * consistent pg_dump of the site's database and its uploads (the media folder, or the bucket's objects
 * under S3_PREFIX when S3_BUCKET is set). Prints the archive's path.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import nextEnv from '@next/env'

import { objectStorage, parseEnv } from '../src/config/env'
import {
  archiveName,
  DUMP_FILE,
  filesUnder,
  findPgTools,
  type Manifest,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  openDatabase,
  pickPgTool,
  toolConnection,
} from '../src/server/backup'
import { bucketFiles, describeBucket, downloadBucket } from '../src/server/backup-bucket'

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const env = parseEnv(process.env)
  const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? './backups')
  const storage = objectStorage(env)
  mkdirSync(outDir, { recursive: true })

  const database = await openDatabase(env)
  const staging = mkdtempSync(path.join(os.tmpdir(), 'backup-'))
  try {
    const pgDump = pickPgTool(findPgTools('pg_dump'), database.serverMajor, 'pg_dump')
    console.info(
      `Database: ${database.description}, PostgreSQL ${database.serverVersion}; using ${pgDump.path} (${pgDump.version})`,
    )
    // One transaction snapshot; custom format so pg_restore can restore it into any empty database.
    const connection = toolConnection(database.uri)
    execFileSync(
      pgDump.path,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, DUMP_FILE)}`,
        `--dbname=${connection.dbname}`,
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: connection.env,
      },
    )
    // The uploads after the dump: every file a dumped row names is already stored. Objects are
    // downloaded into the staging folder; a media folder is read by tar where it is.
    mkdirSync(path.join(staging, MEDIA_FOLDER))
    const mediaDir = storage ? path.join(staging, MEDIA_FOLDER) : path.resolve(env.MEDIA_DIR)
    const mediaFiles = storage ? await bucketFiles(storage) : filesUnder(mediaDir)
    const mediaContentTypes = storage ? await downloadBucket(storage, mediaFiles, mediaDir) : undefined
    if (storage) console.info(`Media: ${mediaFiles.length} objects from ${describeBucket(storage)}`)
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      serverVersion: database.serverVersion,
      pgDumpVersion: pgDump.version,
      mediaFiles: mediaFiles.length,
      mediaStore: storage ? { kind: 's3', bucket: storage.bucket, prefix: storage.prefix } : { kind: 'folder' },
      ...(mediaContentTypes ? { mediaContentTypes } : {}),
    }
    writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)

    const target = path.join(outDir, archiveName(new Date(manifest.createdAt)))
    const partial = `${target}.partial`
    const args = ['-czf', partial, '-C', staging, MANIFEST_FILE, DUMP_FILE, MEDIA_FOLDER]
    // GNU tar: the media folder's files go under media/ in the archive (downloaded objects are there already).
    if (!storage && mediaFiles.length > 0) {
      const list = path.join(staging, 'media-files.txt')
      writeFileSync(list, mediaFiles.map((file) => `./${file}\0`).join(''))
      args.push(
        '-C',
        mediaDir,
        '--transform',
        `s,^\\./,${MEDIA_FOLDER}/,`,
        '--null',
        '--verbatim-files-from',
        '-T',
        list,
      )
    }
    execFileSync('tar', args, { stdio: ['ignore', 'inherit', 'inherit'] })
    renameSync(partial, target)
    console.info(`Backup written: ${target} (${mediaFiles.length} media files)`)
  } finally {
    rmSync(staging, { recursive: true, force: true })
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
