import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/**
 * An S3-protocol server in this process (s3rver, objects in a temporary folder) with one bucket;
 * `settings(prefix)` are the S3_ variables that point a server or script at it.
 */
export type TestBucket = {
  bucket: string
  endpoint: string
  client: S3Client
  settings: (prefix: string) => Record<string, string>
  /** Keys under `prefix/` (relative to it) with the sha256 of each object's bytes. */
  objects: (prefix: string) => Promise<Record<string, string>>
  read: (key: string) => Promise<Buffer>
  close: () => Promise<void>
}

export async function startTestBucket(bucket = 'site-media'): Promise<TestBucket> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 's3rver-')),
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver accepts any static credentials; path-style addressing, as MinIO's default.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials })
  const read = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  }
  return {
    bucket,
    endpoint,
    client,
    settings: (prefix) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
    }),
    objects: async (prefix) => {
      const result: Record<string, string> = {}
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        )
        for (const { Key } of page.Contents ?? [])
          result[Key!.slice(prefix.length + 1)] = createHash('sha256')
            .update(await read(Key!))
            .digest('hex')
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return result
    },
    read,
    close: async () => {
      client.destroy()
      await server.close()
    },
  }
}
