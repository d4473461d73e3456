/**
 * Where uploaded files live: the MEDIA_DIR folder (the default) or an S3-compatible bucket
 * (`objectStorage()` in src/config/env.ts). Everything outside Payload that reads an upload's bytes
 * (share images, backups) goes through here, so it works the same in both places.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import { env, type ObjectStorage, objectStorage } from '../../config/env'

/**
 * The client settings for a bucket, shared by Payload's adapter and this module. Checksums only where
 * S3 requires them: the SDK's newer default (a CRC32 trailer on every upload) is refused by several
 * S3-compatible stores and by s3rver, which the tests run.
 */
export function s3ClientConfig(storage: ObjectStorage): S3ClientConfig {
  return {
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

const clients = new Map<string, S3Client>()

/** One client per bucket and endpoint for the process (it keeps its connections open). */
export function s3Client(storage: ObjectStorage): S3Client {
  const key = `${storage.endpoint ?? 'aws'}|${storage.region}|${storage.bucket}|${storage.accessKeyId}`
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(s3ClientConfig(storage))
    clients.set(key, client)
  }
  return client
}

/** The object key of an upload's file name: under S3_PREFIX, the same layout as the folder. */
export function objectKey(storage: ObjectStorage, name: string): string {
  return storage.prefix ? `${storage.prefix}/${name}` : name
}

/** An S3 error that means "no such object" (GetObject says NoSuchKey, HeadObject only 404). */
export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

/** What /api/media/file/<name> answers for a file that is not stored: Payload's error shape, 404. */
export function missingFileResponse(): Response {
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}

/**
 * An upload's file name as it may be looked up: one path segment, nothing that leaves the folder
 * or the prefix (Payload's own file names never contain a slash).
 */
export function safeUploadName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name)
}

/** The bytes of an uploaded file (an original or one of its sizes), or null when there is none. */
export async function readUpload(name: string): Promise<Buffer | null> {
  if (!safeUploadName(name)) return null
  const config = env()
  const storage = objectStorage(config)
  if (!storage) {
    try {
      return await readFile(path.join(path.resolve(config.MEDIA_DIR), name))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
  try {
    const object = await s3Client(storage).send(
      new GetObjectCommand({ Bucket: storage.bucket, Key: objectKey(storage, name) }),
    )
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch (error) {
    if (isMissingObject(error)) return null
    throw error
  }
}
