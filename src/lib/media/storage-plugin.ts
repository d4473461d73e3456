import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

import type { ObjectStorage } from '../../config/env'
import { missingFileResponse, s3ClientConfig } from './storage'

const MEDIA = 'media'
/** What Payload's cloud-storage plugin adds to the collection to keep each document's own folder. */
const PER_DOCUMENT_FIELDS = new Set(['prefix', '_objectKey'])

type Handler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * The adapter answers a missing object with an empty 404; the folder case answers Payload's error
 * shape (collections/Media.ts). Every handler's 404 becomes that one answer.
 */
function answeringMissingAs404(handler: Handler): Handler {
  // Payload's type has no Promise<Response | void>, which is what a handler that may pass returns.
  return (async (req, args) => {
    const response = await handler(req, args)
    return response instanceof Response && response.status === 404 ? missingFileResponse() : response
  }) as Handler
}

/**
 * The schema stays the one the committed migrations make, bucket or not: no per-document `prefix` or
 * `_objectKey` columns. Every object's key is S3_PREFIX + its file name, decided by the deployment,
 * so a restore into another bucket or prefix needs no rewrite of rows. (`_objectKey` is only written
 * by client-side uploads, which are off; an absent `prefix` makes the adapter use the collection's.)
 */
const keyedByFileName: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (collection.slug !== MEDIA || typeof collection.upload !== 'object') return collection
    return {
      ...collection,
      fields: collection.fields.filter((field) => !('name' in field && PER_DOCUMENT_FIELDS.has(field.name))),
      upload: { ...collection.upload, handlers: collection.upload.handlers?.map(answeringMissingAs404) },
    }
  }),
})

/**
 * Payload's S3 adapter for the media collection. Always applied, switched off without a bucket, so
 * the admin's component map is the same either way. Files are served through the app
 * (`/api/media/file/<name>`, Payload's access control and the site's headers), never from the bucket.
 */
export function mediaStoragePlugins(storage: ObjectStorage | null): Plugin[] {
  const plugin = s3Storage({
    enabled: storage !== null,
    bucket: storage?.bucket ?? '',
    config: storage ? s3ClientConfig(storage) : {},
    collections: {
      [MEDIA]: { prefix: storage?.prefix || undefined },
    },
  })
  return storage ? [plugin, keyedByFileName] : [plugin]
}
