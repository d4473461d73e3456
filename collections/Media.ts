import { statSync } from 'node:fs'
import path from 'node:path'

import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type PayloadRequest,
  type UploadConfig,
} from 'payload'

import { anyone, contentManagers, shownTo } from '../src/access/roles'
import { env, objectStorage } from '../src/config/env'
import { revalidateBlog } from '../src/lib/blog/revalidate'
import { UPLOAD_BODY_LIMIT } from '../src/lib/http/endpoints'
import { missingFileResponse, safeUploadName } from '../src/lib/media/storage'
import { currentSettings } from '../src/lib/settings/current'
import { revalidateSiteSettings, SITE_SETTINGS_SLUG } from '../src/lib/settings/load'
import { auditDeletion, type AuditLabel, auditTrash } from './AuditLog'

const mediaLabel: AuditLabel = (doc) => `image ${typeof doc.filename === 'string' ? doc.filename : ''}`

/**
 * An image a blog post uses (cover or SEO image, published or draft) is neither deleted nor moved to
 * the trash: the post would lose its picture silently and could not be saved again until it had a new one.
 */
async function refuseWhileUsed(id: number | string, req: PayloadRequest): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'blog-posts',
    where: { or: [{ featuredImage: { equals: id } }, { 'meta.image': { equals: id } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    const posts = totalDocs === 1 ? '1 blog post' : `${totalDocs} blog posts`
    throw new APIError(
      `This image is used by ${posts}. Choose another image there before deleting it.`,
      409,
      undefined,
      true,
    )
  }
  const settings = await req.payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 0, overrideAccess: true, req })
  if (settings.socialImage === id || (typeof settings.socialImage === 'object' && settings.socialImage?.id === id)) {
    throw new APIError(
      'This image is the default social image in Site settings. Choose another image there before deleting it.',
      409,
      undefined,
      true,
    )
  }
}

const refuseDeletingWhileUsed: CollectionBeforeDeleteHook = ({ id, req }) => refuseWhileUsed(id, req)

const refuseTrashingWhileUsed: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && data.deletedAt && !originalDoc?.deletedAt && originalDoc?.id !== undefined)
    await refuseWhileUsed(originalDoc.id as number, req)
  return data
}

/**
 * A changed image (file, alt text, focal point) shows on the published posts using it, their cards and related posts.
 */
const revalidatePostsUsing: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const { docs } = await req.payload.find({
    collection: 'blog-posts',
    where: {
      and: [
        { isPublished: { equals: true } },
        { or: [{ featuredImage: { equals: doc.id } }, { 'meta.image': { equals: doc.id } }] },
      ],
    },
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
    req,
  })
  if (docs.length > 0) await revalidateBlog(req, { slugs: docs.map((post) => post.slug), cards: true })
  // The default social image: every page names it.
  if (
    currentSettings()?.socialImage &&
    (await req.payload.findGlobal({ slug: SITE_SETTINGS_SLUG, depth: 0, overrideAccess: true, req })).socialImage ===
      doc.id
  ) {
    await revalidateSiteSettings(req)
  }
  return doc
}

/**
 * A file that is not on disk is not found (404). Payload would answer 500 and log an error for any
 * name a client makes up. Anything else (the file, or a name outside the folder, which Payload
 * refuses with 400) goes on to Payload's own file serving. With a bucket (S3_BUCKET) the S3 adapter
 * serves files and answers a missing object 404, in this same shape (src/lib/media/storage-plugin.ts).
 */
const notFoundWhenMissing: NonNullable<UploadConfig['handlers']>[number] = (_req, { params }) => {
  const dir = path.resolve(env().MEDIA_DIR)
  const file = path.resolve(dir, params.filename)
  if (file.startsWith(dir + path.sep) && !statSync(file, { throwIfNoEntry: false })) return missingFileResponse()
}

/**
 * With a bucket: a name Payload never gives a file (a slash, a backslash, a NUL) is not found, before
 * any request to the store; the S3 adapter answers every other name, a missing object as 404.
 */
const notFoundUnlessUploadName: NonNullable<UploadConfig['handlers']>[number] = (_req, { params }) => {
  if (!safeUploadName(params.filename)) return missingFileResponse()
}

export const Media: CollectionConfig = {
  slug: 'media',
  // Larger uploads are refused with 413 (server.ts and payload.config.ts `upload`).
  admin: {
    description: `Images for blog posts, up to ${UPLOAD_BODY_LIMIT / (1024 * 1024)} MB each.`,
    hidden: shownTo('admin', 'editor'),
  },
  // Deleting in /cms moves an image to the trash (its files stay until the trash is emptied).
  // Files live in MEDIA_DIR, or in the bucket when S3_BUCKET is set (payload.config.ts `plugins`).
  trash: true,
  hooks: {
    beforeChange: [refuseTrashingWhileUsed],
    beforeDelete: [refuseDeletingWhileUsed],
    afterChange: [revalidatePostsUsing, auditTrash(mediaLabel)],
    afterDelete: [auditDeletion(mediaLabel)],
  },
  access: {
    read: anyone,
    create: contentManagers,
    update: contentManagers,
    delete: contentManagers,
  },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 768, height: 432, position: 'centre' },
      { name: 'hero', width: 1600, height: undefined },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
    handlers: [objectStorage(env()) ? notFoundUnlessUploadName : notFoundWhenMissing],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describe the image for people using screen readers.' },
    },
  ],
}
