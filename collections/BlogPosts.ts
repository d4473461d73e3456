import { EXPERIMENTAL_TableFeature, LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { ValidationError } from 'payload'
import type {
  Access,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionBeforeValidateHook,
  CollectionConfig,
  FieldHook,
  PayloadRequest,
  Where,
} from 'payload'

import { contentManagers, hasRole, shownTo } from '../src/access/roles'
import { AUTOSAVE_MS, LIVE_PREVIEW_BREAKPOINTS } from '../src/config/live-preview'
import { SCHEDULE_PUBLISH } from '../src/config/scheduling'
import { siteConfig, slugify } from '../src/config/site'
import { CARD_FIELDS, selectOf } from '../src/lib/blog/cards'
import { BLOG_CATEGORIES } from '../src/lib/blog/constants'
import { readTimeOf, WORDS_PER_MINUTE } from '../src/lib/blog/read-time'
import { postChange, revalidateBlog } from '../src/lib/blog/revalidate'
import { redirectRenamedPost, reloadRedirectsEverywhere } from '../src/lib/redirects/load'
import { safeLinks } from '../src/lib/rich-text/links'
import { lexicalNodes } from '../src/lib/rich-text/nodes'
import type { BlogPost } from '../src/payload-types'
import { auditDeletion, auditTrash } from './AuditLog'

/** Editors and admins see drafts; everyone else reads published posts only (a query constraint). */
const publishedOrContentManager: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') ? true : { isPublished: { equals: true } }

const slugFromTitle: FieldHook = ({ value, data }) =>
  typeof value === 'string' && value.trim() !== ''
    ? slugify(value)
    : typeof data?.title === 'string'
      ? slugify(data.title)
      : value

/** The read time readers see: the editor's override, else computed from the body (also on a partial update). */
const computeReadTime: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const override: unknown = 'readTimeOverride' in data ? data.readTimeOverride : originalDoc?.readTimeOverride
  const content: unknown = data.content ?? originalDoc?.content
  data.readTime = typeof override === 'string' && override.trim() !== '' ? override.trim() : readTimeOf(content)
  return data
}

export const PUBLISHED_AT_HELP =
  'The date readers see on the post. A post goes live when it is published, at once or at the time set with “Schedule Publish”; a date later than that moment becomes that moment.'

/** In a request's context: this update asked for nothing but `_status: 'published'`. */
const PUBLISH_BY_STATUS_ALONE = 'publishByStatusAlone'

/**
 * What a scheduled publish sends (the status alone), seen before Payload fills the update's data in
 * from the document: the later hooks see every field.
 */
const notePublishByStatusAlone: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (data && Object.keys(data).length === 1 && data._status === 'published')
    req.context[PUBLISH_BY_STATUS_ALONE] = true
  return args
}

/**
 * The date readers see is never one that has not come: publishing with a later date dates the post
 * at the moment it goes live. A scheduled publish (or any publish that sends the status alone) of a
 * post that is not live is dated at that moment too, so it tops the list at its time.
 */
const datePublication: CollectionBeforeChangeHook<BlogPost> = async ({ data, operation, originalDoc, req }) => {
  const byStatusAlone = req.context[PUBLISH_BY_STATUS_ALONE] === true
  delete req.context[PUBLISH_BY_STATUS_ALONE]
  if (data._status !== 'published') return data
  const now = new Date()
  if (typeof data.publishedAt === 'string' && new Date(data.publishedAt) > now) {
    data.publishedAt = now.toISOString()
    return data
  }
  if (operation === 'update' && byStatusAlone && originalDoc?.id !== undefined) {
    const live = await readLivePost(req, originalDoc.id)
    // A post restored from the trash as published keeps its date: it returns as it was.
    if (!live?.isPublished) data.publishedAt = now.toISOString()
  }
  return data
}

/** In a request's context: this update moves posts to the trash, and does nothing else. */
const MOVE_TO_TRASH = 'moveToTrash'

/** What /cms's Delete sends when the post goes to the trash (one post, or several from the list). */
const noteMoveToTrash: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (data && Object.keys(data).join() === 'deletedAt' && typeof data.deletedAt === 'string')
    req.context[MOVE_TO_TRASH] = true
  return args
}

/**
 * Payload writes a move to the trash over its newest version: a live post with unpublished edits
 * went to the trash as that draft, so it was no longer "published" there, Restore offered it back as
 * a draft, and "Restore as published" published the unfinished edits. A live post goes to the trash
 * as it is live (its edits stay in its versions) and comes back that way.
 */
const trashWhatIsLive: CollectionBeforeChangeHook<BlogPost> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || req.context[MOVE_TO_TRASH] !== true || originalDoc?.id === undefined) return data
  const live = await req.payload.findByID({
    collection: 'blog-posts',
    id: originalDoc.id,
    draft: false,
    trash: true,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (live?._status !== 'published' || live.deletedAt) return data
  const { id: _id, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, ...asLive } = live
  return { ...data, ...asLive, deletedAt: data.deletedAt, _status: 'published' }
}

/** Internal links: published posts only (a draft would be a 404 for readers), never the post itself. */
const linkablePosts = ({ id }: { id?: number | string | null }): Where => {
  const published: Where = { isPublished: { equals: true } }
  return id === undefined || id === null || id === '' ? published : { and: [published, { id: { not_equals: id } }] }
}

/** Ids of the posts a Lexical body links to internally. */
function internalLinkTargets(content: unknown): string[] {
  const ids: string[] = []
  for (const { type, fields } of lexicalNodes(content)) {
    if (type !== 'link' || fields?.linkType !== 'internal' || fields.doc?.relationTo !== 'blog-posts') continue
    const value = fields.doc.value
    const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
    if (typeof id === 'string' || typeof id === 'number') ids.push(String(id))
  }
  return ids
}

/**
 * The picker offers published posts only (linkablePosts); this holds for any save (REST, a link made
 * before its target was unpublished): never a link to the post itself, and a published post links to
 * published posts only, or readers would follow it to a 404.
 */
const linksReachPublishedPosts: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!data.content) return data
  const targets = [...new Set(internalLinkTargets(data.content))]
  if (targets.length === 0) return data
  const self = originalDoc?.id === undefined ? undefined : String(originalDoc.id)
  const fail = (message: string) => {
    throw new ValidationError({ collection: 'blog-posts', errors: [{ path: 'content', message }], req })
  }
  if (self !== undefined && targets.includes(self)) fail('The post links to itself: link to another published post.')
  if (data._status !== 'published') return data
  const { docs } = await req.payload.find({
    collection: 'blog-posts',
    where: { and: [{ id: { in: targets } }, { isPublished: { equals: true } }] },
    select: { slug: true },
    limit: targets.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const published = new Set(docs.map((doc) => String(doc.id)))
  const missing = targets.filter((id) => !published.has(id))
  if (missing.length > 0)
    fail(
      `A link points at a post that is not published (id ${missing.join(', ')}): readers would reach a page that does not exist. Link to a published post or publish that one first.`,
    )
  return data
}

/** is_published mirrors Payload's draft status, so Publish / Unpublish in /cms is the only switch. */
const syncPublished: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status) data.isPublished = data._status === 'published'
  return data
}

/** Where the published post's address is kept between its hooks, per post (one request may save several). */
const livePostKey = (id: unknown) => `livePost:${String(id)}`

/** What visitors are shown of a post: its card, its address, whether it is live, and when it was last written. */
type LivePost = Pick<BlogPost, (typeof CARD_FIELDS)[number] | 'isPublished' | 'updatedAt' | 'deletedAt'>

/** Only those columns: read twice on every save, autosaves included, where the body would be the bulk of the row. */
const LIVE_POST_SELECT = selectOf([...CARD_FIELDS, 'isPublished', 'updatedAt', 'deletedAt'])

const readLivePost = async (req: PayloadRequest, id: number | string): Promise<LivePost | undefined> => {
  const live = await req.payload.findByID({
    collection: 'blog-posts',
    id,
    draft: false,
    depth: 0,
    select: LIVE_POST_SELECT,
    overrideAccess: true,
    // A post in the trash too: restoring it is a change visitors see.
    trash: true,
    req,
    disableErrors: true,
  })
  return (live as LivePost | null) ?? undefined
}

/**
 * What visitors saw before this save: the published document. After a draft was saved, Payload's
 * `previousDoc` is that draft, so a draft-then-publish rename or retitle would otherwise leave the old
 * address cached and without its redirect, or the list showing the old card.
 */
const rememberLivePost: CollectionBeforeChangeHook<BlogPost> = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return data
  // On the request: Payload hands each hook stage its own copy of `context`.
  const live = await readLivePost(req, originalDoc.id)
  // Assigned after the read: a nested operation may give `req` a new context object.
  req.context[livePostKey(originalDoc.id)] = live
  return data
}

const revalidateAfterChange: CollectionAfterChangeHook<BlogPost> = async ({ doc, previousDoc, req }) => {
  const before = req.context[livePostKey(doc.id)] as LivePost | undefined
  delete req.context[livePostKey(doc.id)]
  // A draft (an autosave while the editor types) is written to the versions only: the post's own row,
  // which visitors read, keeps its updatedAt. An unpublish writes that row, so it falls through.
  if (before && doc._status === 'draft' && (await readLivePost(req, doc.id))?.updatedAt === before.updatedAt) return doc
  const change = postChange(doc, { ...previousDoc, ...before })
  if (change) await revalidateBlog(req, change)
  await redirectRenamedPost(req, doc, { ...previousDoc, ...before })
  return doc
}

const revalidateAfterDelete: CollectionAfterDeleteHook<BlogPost> = async ({ doc, req }) => {
  if (doc?.isPublished) {
    await revalidateBlog(req, { slugs: [doc.slug], cards: true })
    await reloadRedirectsEverywhere(req)
  }
  return doc
}

const previewUrl = (id: unknown) =>
  `${siteConfig().baseUrl}/preview/blog/${typeof id === 'number' || typeof id === 'string' ? id : ''}`

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  dbName: 'blog_posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    // Support staff read published posts through the API like anyone; in /cms they have nothing to do here.
    hidden: shownTo('admin', 'editor'),
    // The list and the trash share one set of columns: deletedAt (empty in the list) says when each went to the trash.
    defaultColumns: ['title', 'category', 'publishedAt', '_status', 'updatedAt', 'deletedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    // Beside the form (phone, tablet and desktop widths) and behind the Preview button: the latest
    // saved version, drafts included, for signed-in editors and admins only (src/app/(site)/preview/).
    livePreview: {
      url: ({ data }) => previewUrl(data?.id),
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
    preview: (doc) => previewUrl(doc?.id),
    components: {
      edit: {
        PublishButton: '/src/components/cms/SchedulePublishButton#SchedulePublishButton',
        beforeDocumentControls: [
          '/src/components/cms/UntitledDocumentTitle#UntitledDocumentTitle',
          '/src/components/cms/RestoreAsItWas#RestoreAsItWas',
        ],
      },
    },
  },
  access: {
    read: publishedOrContentManager,
    readVersions: contentManagers,
    create: contentManagers,
    update: contentManagers,
    delete: contentManagers,
  },
  versions: { drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: SCHEDULE_PUBLISH }, maxPerDoc: 25 },
  // Deleting in /cms moves a post to the trash: off the site at once, restorable for TRASH_RETENTION_DAYS.
  trash: true,
  // Serves "published, newest first": WHERE is_published ORDER BY published_at DESC.
  indexes: [{ fields: ['isPublished', 'publishedAt'] }],
  hooks: {
    beforeOperation: [notePublishByStatusAlone, noteMoveToTrash],
    beforeValidate: [computeReadTime],
    beforeChange: [trashWhatIsLive, syncPublished, datePublication, linksReachPublishedPosts, rememberLivePost],
    afterChange: [
      revalidateAfterChange,
      auditTrash((doc) => `post /blog/${typeof doc.slug === 'string' ? doc.slug : ''}`),
    ],
    afterDelete: [
      revalidateAfterDelete,
      auditDeletion((doc) => `post /blog/${typeof doc.slug === 'string' ? doc.slug : ''}`),
    ],
  },
  fields: [
    // The editor opens on Content; plugin-seo appends its SEO tab here. Everything after the tabs is
    // top-level, so `position: 'sidebar'` puts it beside the body (fields inside tabs ignore it).
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 160 },
            { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
            { name: 'featuredImage', type: 'upload', relationTo: 'media', required: true },
            {
              name: 'content',
              type: 'richText',
              required: true,
              ...safeLinks(['blog-posts']),
              editor: lexicalEditor({
                features: ({ defaultFeatures }) => [
                  // No relationship blocks (the site has no way to show one), and internal links point at other
                  // articles only: the article page turns them into /blog/{slug}.
                  ...defaultFeatures.filter((feature) => feature.key !== 'relationship' && feature.key !== 'link'),
                  LinkFeature({
                    enabledCollections: ['blog-posts'],
                    fields: ({ defaultFields }) =>
                      defaultFields.map((field) =>
                        field.name === 'doc' && field.type === 'relationship'
                          ? { ...field, filterOptions: linkablePosts }
                          : field,
                      ),
                  }),
                  EXPERIMENTAL_TableFeature(),
                ],
              }),
            },
          ],
        },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The address of the article: /blog/<slug>. Filled from the title when left empty.',
      },
      hooks: { beforeValidate: [slugFromTitle] },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: BLOG_CATEGORIES.map((category) => ({ label: category, value: category })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' },
        description: PUBLISHED_AT_HELP,
      },
    },
    {
      name: 'readTime',
      type: 'text',
      required: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: `Computed from the body when saved (${WORDS_PER_MINUTE} words a minute), unless an override is given below.`,
      },
    },
    {
      name: 'readTimeOverride',
      type: 'text',
      maxLength: 40,
      label: 'Read time override',
      admin: {
        position: 'sidebar',
        description: 'Optional, e.g. "8 min read". Leave empty to use the computed read time.',
      },
    },
    {
      name: 'author',
      type: 'text',
      required: true,
      defaultValue: () => `${siteConfig().agencyName} Team`,
      admin: { position: 'sidebar' },
    },
    {
      name: 'isPublished',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set by Publish / Unpublish.' },
    },
    // Payload's own trash field, declared here to be a list column (Payload hides its own); the same
    // column and index. Set by moving to the trash; the trashed post's view says it beside its controls.
    {
      name: 'deletedAt',
      type: 'date',
      index: true,
      label: 'Moved to trash',
      admin: {
        readOnly: true,
        disableBulkEdit: true,
        condition: () => false,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' },
      },
    },
  ],
}
