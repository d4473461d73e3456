/**
 * The bucket side of `npm run backup` and `npm run restore` when uploads live in S3 (S3_BUCKET): the
 * objects under S3_PREFIX are copied to and from the archive's `media/` folder, keyed by their path
 * below the prefix, the same layout as the MEDIA_DIR folder's files. An archive of either kind
 * restores into either kind.
 */
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import pLimit from 'p-limit'

import type { ObjectStorage } from '../config/env'
import { objectKey, s3Client } from '../lib/media/storage'

/** Transfers at once: enough to hide a remote store's latency, few enough for any store's limits. */
const PARALLEL = 8

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.webp': 'image/webp',
}

/** The Content-Type an object restored from a folder archive gets (uploads are images; Payload names them by type). */
export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** "where" for messages: s3://bucket/prefix/. */
export function describeBucket(storage: ObjectStorage): string {
  return `s3://${storage.bucket}/${storage.prefix ? `${storage.prefix}/` : ''}`
}

/**
 * An object's path below the prefix as a relative file path, or null for one that cannot be a file
 * of the folder layout (a "folder" marker ending in /, an empty, `.` or `..` segment).
 */
export function relativeKey(storage: ObjectStorage, key: string): string | null {
  const start = storage.prefix ? `${storage.prefix}/` : ''
  if (!key.startsWith(start)) return null
  const relative = key.slice(start.length)
  const parts = relative.split('/')
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\0'))) return null
  return relative
}

async function listKeys(client: S3Client, storage: ObjectStorage, limit?: number): Promise<string[]> {
  const keys: string[] = []
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: storage.bucket,
        Prefix: storage.prefix ? `${storage.prefix}/` : undefined,
        ContinuationToken: token,
        MaxKeys: limit,
      }),
    )
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    token = page.IsTruncated && (limit === undefined || keys.length < limit) ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/** The objects under the prefix that a backup copies, as paths below it, sorted. */
export async function bucketFiles(storage: ObjectStorage): Promise<string[]> {
  const keys = await listKeys(s3Client(storage), storage)
  const files: string[] = []
  for (const key of keys) {
    const relative = relativeKey(storage, key)
    if (relative) files.push(relative)
    else if (!key.endsWith('/')) console.warn(`Skipping object ${key}: its name is no file path`)
  }
  return files.sort()
}

/** How many objects are under the prefix (any at all: restore refuses to mix with them). */
export async function bucketObjectCount(storage: ObjectStorage): Promise<number> {
  return (await listKeys(s3Client(storage), storage)).length
}

/** Downloads each object to `dir`/<path below the prefix>; their Content-Types by path. */
export async function downloadBucket(
  storage: ObjectStorage,
  files: string[],
  dir: string,
): Promise<Record<string, string>> {
  const client = s3Client(storage)
  const types: Record<string, string> = {}
  const limit = pLimit(PARALLEL)
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const object = await client.send(
          new GetObjectCommand({ Bucket: storage.bucket, Key: objectKey(storage, file) }),
        )
        if (!(object.Body instanceof Readable)) throw new Error(`object ${objectKey(storage, file)} has no body`)
        const target = path.join(dir, ...file.split('/'))
        mkdirSync(path.dirname(target), { recursive: true })
        await pipeline(object.Body, createWriteStream(target))
        types[file] = object.ContentType ?? contentTypeOf(file)
      }),
    ),
  )
  return types
}

/** Uploads `dir`'s files (paths relative to it) under the prefix, with the Content-Types recorded or guessed. */
export async function uploadToBucket(
  storage: ObjectStorage,
  dir: string,
  files: string[],
  types: Record<string, string> = {},
): Promise<void> {
  const client = s3Client(storage)
  const limit = pLimit(PARALLEL)
  await Promise.all(
    files.map((file) =>
      limit(async () => {
        const key = file.split(path.sep).join('/')
        await client.send(
          new PutObjectCommand({
            Bucket: storage.bucket,
            Key: objectKey(storage, key),
            Body: readFileSync(path.join(dir, file)),
            ContentType: types[key] ?? contentTypeOf(key),
          }),
        )
      }),
    ),
  )
}

/** Deletes every object under the prefix (restore --force), one by one: every S3-compatible store has DeleteObject. */
export async function emptyBucket(storage: ObjectStorage): Promise<void> {
  const client = s3Client(storage)
  const limit = pLimit(PARALLEL)
  const keys = await listKeys(client, storage)
  await Promise.all(
    keys.map((Key) => limit(() => client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key })))),
  )
}
